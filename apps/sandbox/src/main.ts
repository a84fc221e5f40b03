import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { CliError, parseCli, USAGE } from './cli';
import { createKeyRing } from './crypto/keys';
import { createGameHost } from './gameHost/app';
import { DEV_TOKEN_HEADER, loopbackHosts, newDevToken } from './http/devAccess';
import type { CliOptions } from './cli';
import { openDatabase } from './db';
import { seedDatabase } from './seed';
import { settleDue } from './wallet/money';
// agent centre: contracts
import { startContractSettlement } from './contracts/scheduler';

const SETTLE_EVERY_MS = 1_000;

// src/main.ts -> apps/sandbox/src -> repository root
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function main(): void {
  let options: CliOptions;
  try {
    options = parseCli(process.argv.slice(2), process.env, repoRoot);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(`lobby sandbox: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }

  // The schema first, then the seed steps the database has not had (all of them when it is new).
  const db = openDatabase(options.database);
  seedDatabase(db);
  // Deposits that fell due and confirmation windows that closed while the sandbox was down happen
  // now, then every second; reads settle what is due too, so the timer only keeps idle data fresh.
  settleDue(db, Date.now());
  const sweep = setInterval(() => {
    try {
      settleDue(db, Date.now());
    } catch (error) {
      console.error('lobby sandbox: settling due deposits failed:', error);
    }
  }, SETTLE_EVERY_MS);
  sweep.unref();
  // Contract periods that ended while the sandbox was down are paid now, then every minute.
  const stopContractSettlement = startContractSettlement(db);
  const keys = createKeyRing();
  // Generated now, while nobody waits, rather than on the first /encryptionKey call.
  void keys.current();

  const servers: Server[] = [];
  const listen = (
    fetch: (request: Request, bindings: object) => Response | Promise<Response>,
    port: number,
    what: string,
    ready: (info: AddressInfo) => void,
  ): void => {
    const server = serve({ fetch, port, hostname: options.host }, ready) as Server;
    servers.push(server);
    server.on('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE'
          ? `${what} ${port} on ${options.host} is already in use`
          : error.message;
      console.error(`lobby sandbox: cannot listen: ${why}`);
      db.close();
      process.exit(1);
    });
  };

  // The game host first: the site's app needs its origin for launch addresses and frame-src. The
  // site's app needs its own port too (its default origin, the dev controls' Host names), which a
  // --port 0 learns only once listening: the listener forwards to the app once there is one.
  const gameHost = createGameHost({ db });
  let app: Hono | undefined;
  // The node server's bindings go along: they carry the socket the client address is read from.
  const site = (request: Request, bindings: object) =>
    app ? app.fetch(request, bindings) : new Response('Starting', { status: 503 });
  listen(gameHost.fetch, options.gamePort, 'game port', (gameInfo) => {
    if (stopping) return;
    listen(site, options.port, 'port', (info) => {
      if (stopping) return;
      const listening = `http://${originHost(options.host, info)}:${info.port}`;
      const dev = options.dev
        ? { token: options.devToken ?? newDevToken(), hosts: loopbackHosts(info.port) }
        : false;
      app = createApp({
        db,
        keys,
        dev,
        origin: options.origin ?? listening,
        trustedProxies: options.trustedProxies,
        gameOrigin: `http://${originHost(options.host, gameInfo)}:${gameInfo.port}`,
        ...(options.siteDir !== undefined ? { siteDir: options.siteDir } : {}),
      });
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      // The one line on stdout: scripts and tests read the URL (and the real port) from it.
      console.log(`Lobby sandbox: http://${host}:${info.port}/`);
      if (dev !== false) {
        // stderr, beside the request log: whoever started the sandbox reads it from there.
        console.error(
          `lobby sandbox: dev controls on ${dev.hosts.join(', ')}; send ${DEV_TOKEN_HEADER}: ${dev.token}`,
        );
      }
    });
  });

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweep);
    stopContractSettlement();
    if (options.dev) console.error(`lobby sandbox: stopping (${reason})`);
    // Both listeners stop together; the database closes once neither can use it.
    let open = servers.length;
    for (const server of servers) {
      server.close(() => {
        if (--open === 0) db.close();
      });
      // Keep-alive connections would otherwise hold close() open until they time out.
      server.closeAllConnections();
    }
    // A last resort if something still holds the event loop; unref'd so it never delays a clean exit.
    setTimeout(() => process.exit(0), 3000).unref();
  };

  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (options.ttl !== undefined) {
    setTimeout(() => stop(`--ttl ${options.ttl}s`), options.ttl * 1000).unref();
  }
}

/**
 * The host name of an origin the sandbox listens on: the one it is reached by. A wildcard address
 * cannot be browsed to, so it becomes loopback; to play from another machine, pass --host that
 * machine can reach (and --origin, for the site's own absolute URLs).
 */
function originHost(host: string, info: AddressInfo): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return info.family === 'IPv6' && host.includes(':') ? `[${host}]` : host;
}

main();
