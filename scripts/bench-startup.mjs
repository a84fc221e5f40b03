#!/usr/bin/env node
// Start-up of a page in real Chromium with the CPU slowed down 4x (CDP), on loopback: first and
// largest contentful paint and the blocking time of long tasks after the first paint, as the page
// itself reports them, and the main thread's busy time over the whole load (script, style and
// layout included: the total that Lighthouse's model spreads over its simulated phone).
// Lighthouse (`pnpm lighthouse`) is the measure docs/quality.md budgets; it models a slow network from
// one trace, and on a shared machine one run differs from the next by 10 points. This one
// measures instead of modelling, so two builds compare with less noise:
//
//   pnpm bench:startup [path ...]                    the build in apps/site/dist (default `/`)
//   pnpm bench:startup --against DIR [path ...]      and another build's dist, runs alternating
//
// A benchmark: it reports medians of 5 loads and exits 0 whatever the figures.
import { compareBuilds } from './lib/compareBuilds.mjs';

// Installed before the page's own scripts: the page's paint and long-task entries.
function observe() {
  const seen = { lcp: 0, longTasks: [] };
  window.__startup = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Late work (idle-time parts, the carousel starting) shows as long tasks after the network.
    await page.waitForTimeout(2000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = (name) => metrics.find((metric) => metric.name === name)?.value ?? NaN;
    const busy = {
      busy: seconds('TaskDuration') * 1000,
      script: seconds('ScriptDuration') * 1000,
      layout: (seconds('LayoutDuration') + seconds('RecalcStyleDuration')) * 1000,
    };
    const paints = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const { lcp, longTasks } = window.__startup;
      const tbt = longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { fcp, lcp, tbt, longTasks: longTasks.length };
    });
    return { ...paints, ...busy };
  } finally {
    await context.close();
  }
}

await compareBuilds({
  defaultPath: '/',
  measure,
  title: (path, runs) => `Start-up of ${path}, 4x CPU, loopback, median of ${runs}`,
  report: (m) =>
    `FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  blocking ${Math.round(m('tbt'))} ms  long tasks ${m('longTasks')}  busy ${Math.round(m('busy'))} ms (script ${Math.round(m('script'))}, style and layout ${Math.round(m('layout'))})`,
});
