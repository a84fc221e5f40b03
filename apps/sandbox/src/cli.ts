import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { publicOrigin } from './http/assetUrl';
import { checkDevToken } from './http/devAccess';
import { trustedProxies } from './http/ip';

export interface CliOptions {
  port: number;
  /** The demo game host's port (its own origin): port + 1 unless given; 0 when port is 0. */
  gamePort: number;
  host: string;
  database: { file: string } | { memory: true };
  siteDir: string | undefined;
  /** Development mode: only with --dev, never from the environment's NODE_ENV. */
  dev: boolean;
  /** The dev controls' token when given (--dev-token or LOBBY_DEV_TOKEN); else main makes one. */
  devToken: string | undefined;
  /** The public origin for absolute URLs; else the address the sandbox listens on. */
  origin: string | undefined;
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (addresses, CIDR ranges). */
  trustedProxies: string[];
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
  --origin <url>  public origin of absolute URLs in answers, such as https://lobby.example
                  (default: the address it listens on; never the request's Host header)
  --trusted-proxy <ip,...>
                  proxies (addresses or CIDR ranges) whose X-Forwarded-For and
                  X-Forwarded-Proto are believed; may repeat (default $LOBBY_TRUSTED_PROXY,
                  else none: the client is the socket's address)
  --dev           development mode: the /wps/dev controls and a request log. Each control
                  needs the header X-Lobby-Dev: <token> and a loopback Host
  --dev-token <t> the token for --dev (default $LOBBY_DEV_TOKEN, else a fresh one, printed)
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
        'dev-token': { type: 'string' },
        origin: { type: 'string' },
        'trusted-proxy': { type: 'string', multiple: true },
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

  // Only the flag: an environment that happens to say development or test must not open the
  // controls that read codes and captcha answers.
  const dev = values.dev === true;
  if (values['dev-token'] !== undefined && !dev) {
    throw new CliError('--dev-token needs --dev');
  }
  const devToken = dev ? (values['dev-token'] ?? (env['LOBBY_DEV_TOKEN'] || undefined)) : undefined;
  if (devToken !== undefined) {
    try {
      checkDevToken(devToken);
    } catch (error) {
      throw new CliError(`--dev-token: ${(error as Error).message}`);
    }
  }

  let origin: string | undefined;
  if (values.origin !== undefined) {
    try {
      origin = publicOrigin(values.origin);
    } catch (error) {
      throw new CliError(`--origin ${(error as Error).message}`);
    }
  }

  const proxyList =
    values['trusted-proxy'] ?? (env['LOBBY_TRUSTED_PROXY'] ? [env['LOBBY_TRUSTED_PROXY']] : []);
  const proxies = proxyList
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    trustedProxies(proxies);
  } catch (error) {
    throw new CliError(`--trusted-proxy: ${(error as Error).message}`);
  }

  return {
    port,
    gamePort,
    host,
    database,
    siteDir,
    dev,
    devToken,
    origin,
    trustedProxies: proxies,
    ttl,
    help: values.help === true,
  };
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
