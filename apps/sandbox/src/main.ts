import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CliError, parseCli, USAGE } from './cli';
import { createKeyRing } from './crypto/keys';
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
  const app = createApp({
    db,
    keys,
    dev: options.dev,
    ...(options.siteDir !== undefined ? { siteDir: options.siteDir } : {}),
  });

  const server = serve(
    { fetch: app.fetch, port: options.port, hostname: options.host },
    (info: AddressInfo) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      // The one line on stdout: scripts and tests read the URL (and the real port) from it.
      console.log(`Lobby sandbox: http://${host}:${info.port}/`);
    },
  ) as Server;

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    if (options.dev) console.error(`lobby sandbox: stopping (${reason})`);
    server.close(() => {
      db.close();
    });
    // Keep-alive connections would otherwise hold close() open until they time out.
    server.closeAllConnections();
    // A last resort if something still holds the event loop; unref'd so it never delays a clean exit.
    setTimeout(() => process.exit(0), 3000).unref();
  };

  server.on('error', (error: NodeJS.ErrnoException) => {
    const what =
      error.code === 'EADDRINUSE'
        ? `port ${options.port} on ${options.host} is already in use`
        : error.message;
    console.error(`lobby sandbox: cannot listen: ${what}`);
    db.close();
    process.exit(1);
  });

  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (options.ttl !== undefined) {
    setTimeout(() => stop(`--ttl ${options.ttl}s`), options.ttl * 1000).unref();
  }
}

main();
