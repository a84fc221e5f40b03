#!/usr/bin/env node
// `npm start`: builds the site (with `--build`) and serves it with the sandbox API from one
// process on one port, on the database file under data/ (created and migrated on first run, kept
// after). Extra arguments go to the sandbox (`--port 8080`, `--host 0.0.0.0`, `--memory`, ...).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const build = args.includes('--build');
const sandboxArgs = args.filter((arg) => arg !== '--build');

if (build) {
  const result = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// tsx is imported into Node itself (not a wrapper process), so signals reach the server directly.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/sandbox/src/main.ts'), ...sandboxArgs],
  { cwd: join(root, 'apps/sandbox'), stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
