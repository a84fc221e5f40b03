// The harness of the page-load benchmarks: this build (apps/site/dist) and, with `--against DIR`,
// another build's dist, each served by its own sandbox, loaded in turn in one Chromium so the two
// share the machine's noise; medians of `--runs` loads (default 5) per path.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { startSandbox } from './sandbox.mjs';

export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * Runs `measure(browser, url)` for each path and build, alternating builds run by run, then prints
 * `title(path, runs)` and, per build, `report(m)` where `m(key)` is the median of a measured key.
 */
export async function compareBuilds({ defaultPath, browserArgs = [], measure, title, report }) {
  const { values, positionals } = parseArgs({
    options: { against: { type: 'string' }, runs: { type: 'string' } },
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? 5);
  const paths = positionals.length > 0 ? positionals : [defaultPath];
  const targets = [{ name: 'this build', sandbox: await startSandbox() }];
  if (values.against) {
    targets.push({
      name: values.against,
      sandbox: await startSandbox({ siteDir: values.against }),
    });
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', ...browserArgs],
  });
  try {
    for (const path of paths) {
      const results = targets.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, target] of targets.entries()) {
          results[index].push(await measure(browser, `${target.sandbox.origin}${path}`));
        }
      }
      console.log(title(path, runs));
      for (const [index, target] of targets.entries()) {
        const m = (key) => median(results[index].map((result) => result[key]));
        console.log(`  ${target.name.padEnd(24)} ${report(m)}`);
      }
    }
  } finally {
    await browser.close();
    for (const target of targets) target.sandbox.stop();
  }
}
