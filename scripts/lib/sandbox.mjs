// Starts the sandbox on a free loopback port, serving the built site (apps/site/dist, or `siteDir`)
// from an in-memory database, for the benchmark scripts. It stops itself after `ttlSeconds`.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Resolves once it listens with its origin (`http://127.0.0.1:PORT`), `stop()`, and `startMs`, the
 * time from spawn to listening (the seed included). `quiet` runs it in production mode, without
 * the request log that would slow a load test down. `port` and `origin` are the sandbox's own
 * `--port` and `--origin` (the public origin of its pictures, for a brand served on its own host).
 */
export function startSandbox({ siteDir, ttlSeconds = 900, quiet = false, port = 0, origin } = {}) {
  const started = performance.now();
  const args = ['--import', 'tsx', 'src/main.ts', '--memory', '--port', String(port)];
  if (origin) args.push('--origin', origin);
  // The game host takes any free port: no page a benchmark loads launches a game.
  args.push('--game-port', '0', '--ttl', String(ttlSeconds));
  if (siteDir) args.push('--site', resolve(siteDir));
  const child = spawn(process.execPath, args, {
    cwd: join(root, 'apps/sandbox'),
    env: quiet ? { ...process.env, NODE_ENV: 'production', PORT: '' } : process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /Lobby sandbox: (http:\/\/[^\s/]+)/.exec(out);
      if (match) {
        const startMs = performance.now() - started;
        ready({ origin: match[1], startMs, stop: () => child.kill('SIGTERM') });
      }
    });
    child.once('exit', (code) => fail(new Error(`the sandbox stopped before listening (${code})`)));
  });
}
