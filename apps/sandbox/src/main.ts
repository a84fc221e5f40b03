import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CliError, parseCli, USAGE } from './cli';
import { createKeyRing } from './crypto/keys';
import { createGameHost } from './gameHost/app';
import type { CliOptions } from './cli';
import { openDatabase } from './db';

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

  const db = openDatabase(options.database);
  const keys = createKeyRing();
  // Generated now, while nobody waits, rather than on the first /encryptionKey call.
  void keys.current();

  const servers: Server[] = [];
  const listen = (
    fetch: (request: Request) => Response | Promise<Response>,
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

  // The game host first: the site's app needs its origin for launch addresses and frame-src.
  const gameHost = createGameHost({ db });
  listen(gameHost.fetch, options.gamePort, 'game port', (gameInfo) => {
    if (stopping) return;
    const app = createApp({
      db,
      keys,
      dev: options.dev,
      gameOrigin: `http://${originHost(options.host, gameInfo)}:${gameInfo.port}`,
      ...(options.siteDir !== undefined ? { siteDir: options.siteDir } : {}),
    });
    listen(app.fetch, options.port, 'port', (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      // The one line on stdout: scripts and tests read the URL (and the real port) from it.
      console.log(`Lobby sandbox: http://${host}:${info.port}/`);
    });
  });

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
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
 * The host name of the game host's origin: the one the site is reached by. A wildcard address
 * cannot be browsed to, so it becomes loopback; to play from another machine, pass --host that
 * machine can reach.
 */
function originHost(host: string, info: AddressInfo): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return info.family === 'IPv6' && host.includes(':') ? `[${host}]` : host;
}

main();
