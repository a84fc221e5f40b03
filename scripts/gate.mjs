#!/usr/bin/env node
// `pnpm test` / `npm test`: every tier that gates a change, in order, on Node 24. Each tier runs
// even when an earlier one failed, so one run shows everything that is wrong; the last line is
// `N passed, N failed` over every test and check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const tally = { passed: 0, failed: 0 };
const lines = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, ...env },
  });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A tier that is one check: it passes or it does not. */
function check(name, cmd, args, env) {
  console.log(`\n=== ${name}`);
  const { ok, seconds } = run(cmd, args, env);
  tally[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  return ok;
}

/** A tier that reports its own tests in a JSON file: each test counts. */
function counted(name, cmd, args, reportFile, read, env) {
  console.log(`\n=== ${name}`);
  const { ok, seconds } = run(cmd, args, env);
  let passed = 0;
  let failed = 0;
  if (existsSync(reportFile)) {
    ({ passed, failed } = read(JSON.parse(readFileSync(reportFile, 'utf8'))));
  }
  // A runner that crashed before writing results still fails the gate.
  if (!ok && failed === 0) failed = 1;
  tally.passed += passed;
  tally.failed += failed;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${passed} passed, ${failed} failed (${seconds} s)`);
  return ok;
}

if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: apt-get install -y chromium, or set CHROME_PATH.`,
  );
}

/**
 * The static checks read the sources and write nothing another check reads, and each is one
 * process on one core: they run side by side, their output kept apart and printed in order.
 */
async function checksTogether(checks) {
  const runs = checks.map(({ name, args }) => {
    const started = Date.now();
    const child = spawn('pnpm', args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromium, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((done) =>
      child.on('close', (code) =>
        done({ name, ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
      ),
    );
  });
  for (const { name, ok, output, seconds } of await Promise.all(runs)) {
    console.log(`\n=== ${name}`);
    process.stdout.write(output);
    tally[ok ? 'passed' : 'failed'] += 1;
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  }
}

// ESLint is the longest of these: the formatting check runs beside it rather than after it.
await checksTogether([
  { name: 'lint (eslint)', args: ['lint:code'] },
  { name: 'formatting (prettier)', args: ['lint:format'] },
  { name: 'typecheck', args: ['typecheck'] },
  {
    name: 'no import cycle in the site or the sandbox (scripts/check-cycles.mjs)',
    args: ['check:cycles'],
  },
  {
    name: 'i18n: catalogs extracted and complete (lingui compile --strict)',
    args: ['i18n:check'],
  },
]);

const vitestReport = join(reports, 'vitest.json');
counted(
  'unit, component and story tests (vitest)',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  vitestReport,
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
);

const built = check('build (site)', 'pnpm', ['build']);
if (built) {
  counted('bundle budgets', 'node', ['scripts/budget.mjs'], join(reports, 'budget.json'), (r) => ({
    passed: r.filter((x) => x.pass).length,
    failed: r.filter((x) => !x.pass).length,
  }));
  const e2eReport = join(reports, 'e2e.json');
  counted(
    'end-to-end journeys (Playwright)',
    'pnpm',
    ['--filter', '@lobby/site', 'exec', 'playwright', 'test'],
    e2eReport,
    (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
    // Each worker's sandbox listens on a port the system picks (apps/site/e2e/sandboxServer.ts).
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  );
} else {
  tally.failed += 2;
  lines.push('FAIL bundle budgets and end-to-end journeys: not run, the build failed');
}
check('Storybook builds (docs for every story)', 'pnpm', ['build-storybook', '--quiet']);

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
