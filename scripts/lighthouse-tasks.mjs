#!/usr/bin/env node
// What makes up a page's total blocking time in Lighthouse: one run of the mobile preset, its long
// tasks as Lighthouse's model of a phone places them (those after the modelled first paint count
// towards TBT), and, from the run's own trace, every task of the page's main thread of at least
// 12.5 ms after the observed first paint (50 ms on the model's phone, four times slower), with
// what it spent its time on and the scripts it ran.
//
//   pnpm lighthouse:tasks [path ...]      default `/rng`; needs `pnpm build` first
//
// A benchmark: it prints and exits 0 whatever the figures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLighthouse } from './lib/lighthouse.mjs';
import { startSandbox } from './lib/sandbox.mjs';

const COUNTED_MS = 12.5;
const KINDS = {
  FunctionCall: 'script',
  'v8.evaluateModule': 'module evaluation',
  TimerFire: 'timer',
  EventDispatch: 'event',
  FireAnimationFrame: 'animation frame',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
};
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/rng'];
const ms = (microseconds) => microseconds / 1000;

function observedTasks(trace, path) {
  const { traceEvents } = trace;
  const isPage = (url) =>
    typeof url === 'string' && URL.canParse(url) && new URL(url).pathname === path;
  const parse = traceEvents.find(
    (event) => event.name === 'ParseHTML' && isPage(event.args?.beginData?.url),
  );
  const paint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid,
  );
  const thread = traceEvents.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X',
  );
  const tasks = thread.filter(
    (event) => event.name === 'RunTask' && event.ts >= paint.ts && ms(event.dur) >= COUNTED_MS,
  );
  return {
    paintMs: ms(paint.ts - parse.ts),
    tasks: tasks.map((task) => {
      const inside = thread.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur,
      );
      const kinds = {};
      const scripts = new Set();
      // An event nested in one of the same name (a paint within a paint) is counted once.
      const lastEnd = {};
      for (const event of inside.toSorted((a, b) => a.ts - b.ts)) {
        const kind = KINDS[event.name];
        if (kind && event.ts >= (lastEnd[event.name] ?? 0)) {
          kinds[kind] = (kinds[kind] ?? 0) + ms(event.dur);
          lastEnd[event.name] = event.ts + event.dur;
        }
        const url = event.args?.data?.url;
        if ((event.name === 'FunctionCall' || event.name === 'EvaluateScript') && url)
          scripts.add(url.split('/').pop());
      }
      return { startMs: ms(task.ts - parse.ts), durationMs: ms(task.dur), kinds, scripts };
    }),
  };
}

const sandbox = await startSandbox();
const work = mkdtempSync(join(tmpdir(), 'lobby-lighthouse-tasks-'));
try {
  for (const path of paths) {
    const output = join(work, `${path.replace(/\W/g, '_') || 'root'}.json`);
    const report = runLighthouse(`${sandbox.origin}${path}`, output, { saveAssets: true });
    const fcp = report.audits['first-contentful-paint'].numericValue;
    const tbt = report.audits['total-blocking-time'].numericValue;
    const score = Math.round(report.categories.performance.score * 100);
    console.log(
      `${path}: score ${score}, FCP ${Math.round(fcp)} ms, TBT ${Math.round(tbt)} ms, ` +
        `benchmark index ${report.environment.benchmarkIndex}`,
    );
    const modelled = report.audits['long-tasks'].details.items.toSorted(
      (a, b) => a.startTime - b.startTime,
    );
    console.log(
      '  long tasks on the model (start+duration ms, * after its first paint): ' +
        modelled
          .map(
            (t) =>
              `${t.startTime >= fcp ? '*' : ''}${Math.round(t.startTime)}+${Math.round(t.duration)}`,
          )
          .join(' '),
    );
    const traceFile = output.replace(/\.json$/, '-0.trace.json');
    const { paintMs, tasks } = observedTasks(JSON.parse(readFileSync(traceFile, 'utf8')), path);
    console.log(
      `  observed first paint ${Math.round(paintMs)} ms; tasks of ${COUNTED_MS} ms or more after it:`,
    );
    for (const task of tasks) {
      const kinds = Object.entries(task.kinds)
        .filter(([, value]) => value >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, value]) => `${kind} ${value.toFixed(1)}`)
        .join(', ');
      const scripts = [...task.scripts].join(' ');
      console.log(
        `    ${Math.round(task.startMs)} ms +${task.durationMs.toFixed(1)}: ${kinds}${scripts ? ` [${scripts}]` : ''}`,
      );
    }
  }
} finally {
  sandbox.stop();
  rmSync(work, { recursive: true, force: true });
}
