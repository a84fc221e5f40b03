#!/usr/bin/env node
// Lighthouse, mobile preset, against the production build served by the sandbox exactly as
// `npm start` serves it: 5 runs one after another, medians reported against the docs/quality.md budgets.
// A benchmark, not a test: `pnpm lighthouse [path ...]` (default `/`). Needs `pnpm build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib/compareBuilds.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { startSandbox } from './lib/sandbox.mjs';

const RUNS = 5;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const BUDGET = { score: 95, worstScore: 90, lcp: 1600, tbt: 100, cls: 0.02, fcp: 1250 };

const sandbox = await startSandbox();
const work = mkdtempSync(join(tmpdir(), 'lobby-lighthouse-'));
let failed = false;
try {
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const report = runLighthouse(`${sandbox.origin}${path}`, join(work, `run-${i}.json`));
      const audit = (id) => report.audits[id].numericValue;
      runs.push({
        score: Math.round(report.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      });
    }
    const m = (key) => median(runs.map((run) => run[key]));
    const worst = Math.min(...runs.map((run) => run.score));
    const checks = [
      [
        `score median ${m('score')} (runs ${runs.map((r) => r.score).join(', ')})`,
        m('score') >= BUDGET.score && worst >= BUDGET.worstScore,
        `>= ${BUDGET.score}, none < ${BUDGET.worstScore}`,
      ],
      [
        `LCP ${(m('lcp') / 1000).toFixed(2)} s`,
        m('lcp') <= BUDGET.lcp,
        `<= ${BUDGET.lcp / 1000} s`,
      ],
      [`TBT ${Math.round(m('tbt'))} ms`, m('tbt') <= BUDGET.tbt, `<= ${BUDGET.tbt} ms`],
      [`CLS ${m('cls').toFixed(3)}`, m('cls') <= BUDGET.cls, `<= ${BUDGET.cls}`],
      [
        `FCP ${(m('fcp') / 1000).toFixed(2)} s`,
        m('fcp') <= BUDGET.fcp,
        `<= ${BUDGET.fcp / 1000} s`,
      ],
    ];
    console.log(`Lighthouse mobile, ${RUNS} runs, ${path}`);
    for (const [label, ok, budget] of checks) {
      console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label} (budget ${budget})`);
      if (!ok) failed = true;
    }
  }
} finally {
  sandbox.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
