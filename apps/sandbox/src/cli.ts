import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface CliOptions {
  port: number;
  /** The demo game host's port (its own origin): port + 1 unless given; 0 when port is 0. */
  gamePort: number;
  host: string;
  database: { file: string } | { memory: true };
  siteDir: string | undefined;
  dev: boolean;
  /** Seconds until the process stops by itself. */
  ttl: number | undefined;
  help: boolean;
}

export const USAGE = `Usage: tsx src/main.ts [options]

  --port <n>      port to listen on (default $PORT or 4173; 0 picks a free one)
  --game-port <n> port of the demo game host, a second origin (default port + 1;
                  with --port 0, a free one too)
  --host <h>      address to listen on (default 127.0.0.1)
  --data <file>   SQLite database file (default <repo>/data/sandbox.sqlite)
  --memory        keep the database in memory (nothing is written to disk)
  --site <dir>    built site to serve (default <repo>/apps/site/dist when built)
  --dev           development mode (also when NODE_ENV is development or test)
  --ttl <s>       stop by itself after this many seconds
  --help          show this help`;

/** A mistake in the command line: main prints the message and the usage, then exits with 2. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

export function parseCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  repoRoot: string,
): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'game-port': { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        memory: { type: 'boolean' },
        site: { type: 'string' },
        dev: { type: 'boolean' },
        ttl: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }

  const port =
    values.port !== undefined
      ? parsePort(values.port, '--port')
      : env['PORT']
        ? parsePort(env['PORT'], 'PORT')
        : 4173;

  const gamePort = parseGamePort(values['game-port'], port);

  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '') throw new CliError('--host must not be empty');

  if (values.memory && values.data !== undefined) {
    throw new CliError('--memory and --data cannot be used together');
  }
  if (values.data !== undefined && values.data.trim() === '') {
    throw new CliError('--data must name a file');
  }
  const database: CliOptions['database'] = values.memory
    ? { memory: true }
    : { file: resolve(values.data ?? join(repoRoot, 'data', 'sandbox.sqlite')) };

  let siteDir: string | undefined;
  if (values.site !== undefined) {
    siteDir = resolve(values.site);
    if (!isDirectory(siteDir)) throw new CliError(`--site ${values.site}: no such folder`);
    if (!existsSync(join(siteDir, 'index.html'))) {
      throw new CliError(`--site ${values.site}: no index.html (is the site built?)`);
    }
  } else {
    const built = join(repoRoot, 'apps', 'site', 'dist');
    if (isDirectory(built)) siteDir = built;
  }

  let ttl: number | undefined;
  if (values.ttl !== undefined) {
    ttl = Number(values.ttl);
    if (!/^\d+(\.\d+)?$/.test(values.ttl) || !(ttl > 0)) {
      throw new CliError(`--ttl must be a positive number of seconds, not "${values.ttl}"`);
    }
  }

  const nodeEnv = env['NODE_ENV'];
  const dev = values.dev === true || nodeEnv === 'development' || nodeEnv === 'test';

  return { port, gamePort, host, database, siteDir, dev, ttl, help: values.help === true };
}

function parsePort(text: string, name: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new CliError(`${name} must be a whole number from 0 to 65535, not "${text}"`);
  }
  return port;
}

/** The game host's port: the flag, else the next one up (a free one when the site's is free). */
function parseGamePort(text: string | undefined, port: number): number {
  if (text === undefined) {
    if (port === 0) return 0;
    if (port === 65535) throw new CliError('--game-port is needed when --port is 65535');
    return port + 1;
  }
  const gamePort = parsePort(text, '--game-port');
  if (gamePort !== 0 && gamePort === port) {
    throw new CliError('--game-port must differ from --port: the game host is another origin');
  }
  return gamePort;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
