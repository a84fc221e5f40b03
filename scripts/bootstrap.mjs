#!/usr/bin/env node
// The quick start's entry point: `npm start` and `npm test` run this on whatever Node the machine has
// (>= 20). It puts Node 24 and pnpm into .tools/ when they are missing (both come from the npm
// registry, so no other download site is needed), installs the workspace, then hands over to the
// real command under Node 24. Re-running reuses what is installed. Dependency-free on purpose.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '10.34.9';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const isWindows = process.platform === 'win32';
const nodePackage = `node-${isWindows ? 'win' : process.platform}-${process.arch}`;
const nodeHome = join(tools, 'node_modules', nodePackage);
const nodeBin = isWindows ? nodeHome : join(nodeHome, 'bin');

const commands = {
  test: ['node', ['scripts/gate.mjs']],
  start: ['node', ['scripts/serve.mjs', '--build']],
};

const [, , commandName, ...rest] = process.argv;
const command = commands[commandName];
if (!command) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, shell: isWindows });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function versionOf(cmd, env) {
  const result = spawnSync(cmd, ['--version'], { env, encoding: 'utf8', shell: isWindows });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

function ensureTools() {
  const pathKey = Object.keys(process.env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  const localBins = [nodeBin, join(tools, 'node_modules', '.bin')];
  const env = {
    ...process.env,
    [pathKey]: [...localBins, process.env[pathKey] ?? ''].join(isWindows ? ';' : ':'),
    // Native addons must build against Node 24's headers, not a machine-wide older nodedir.
    npm_config_nodedir: nodeHome,
  };
  if (versionOf('node', env) === NODE_VERSION && versionOf('pnpm', env) === PNPM_VERSION)
    return env;

  console.log(`Fetching Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/ (once) ...`);
  mkdirSync(tools, { recursive: true });
  const manifest = join(tools, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{"name":"lobby-tools","private":true}\n');
  const status = run(
    'npm',
    [
      'install',
      '--prefix',
      tools,
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--loglevel=error',
      '--engine-strict=false',
      `${nodePackage}@${NODE_VERSION}`,
      `pnpm@${PNPM_VERSION}`,
    ],
    process.env,
  );
  if (status !== 0 || versionOf('node', env) !== NODE_VERSION) {
    console.error('Could not install Node 24 from the npm registry; see the messages above.');
    process.exit(1);
  }
  return env;
}

const env = ensureTools();
// A frozen lockfile: what is installed is exactly what was reviewed. Fast when nothing changed.
const installStatus = run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], env);
if (installStatus !== 0) process.exit(installStatus);
process.exit(run(command[0], [...command[1], ...rest], env));
