// One Lighthouse run as docs/quality.md measures it: the mobile preset (Lighthouse's default), the
// performance category, headless Chromium. Shared by `pnpm lighthouse` and `pnpm lighthouse:tasks`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync';

/**
 * Runs Lighthouse on `url`, writes its JSON report to `output` (and, with `saveAssets`, the trace
 * beside it as `<output without .json>-0.trace.json`), and returns the report. Headless Chromium
 * now and then loses a trace (NO_NAVSTART): such a run is taken again once.
 */
export function runLighthouse(url, output, { saveAssets = false } = {}) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { status } = spawnSync(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        ...(saveAssets ? ['--save-assets'] : []),
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (status !== 0) continue;
    const report = JSON.parse(readFileSync(output, 'utf8'));
    if (!report.runtimeError) return report;
  }
  throw new Error(`lighthouse failed twice on ${url}`);
}
