#!/usr/bin/env node
// How much restyling a page load does, from a Chromium trace at 1x: every style recalculation
// (`UpdateLayoutTree`) of the page's renderer during the load, the elements they restyled in all,
// and the large ones, which touched at least half the elements the page ends with. A rule added to
// a style sheet that makes Chromium restyle the page is the usual cause of a large one
// (docs/adr/017-at-rules-in-sheets-of-their-own.md).
//
//   pnpm bench:restyles [path ...]                    the build in apps/site/dist (default `/rng`)
//   pnpm bench:restyles --against DIR [path ...]      and another build's dist, runs alternating
//
// A benchmark: it reports medians of 5 loads and exits 0 whatever the figures.
import { compareBuilds } from './lib/compareBuilds.mjs';

const LARGE = 0.5;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The page's renderer: the process that parsed the page's HTML.
    const parse = traceEvents.find(
      (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url),
    );
    const recalcs = traceEvents.filter(
      (event) => event.pid === parse?.pid && event.name === 'UpdateLayoutTree' && event.ph === 'X',
    );
    const restyled = (event) => event.args.elementCount ?? 0;
    const large = recalcs.filter((event) => restyled(event) >= elements * LARGE);
    const ms = (list) => list.reduce((sum, event) => sum + event.dur / 1000, 0);
    return {
      elements,
      recalcs: recalcs.length,
      restyled: recalcs.reduce((sum, event) => sum + restyled(event), 0),
      large: large.length,
      styleMs: ms(recalcs),
      largeMs: ms(large),
    };
  } finally {
    await context.close();
  }
}

await compareBuilds({
  defaultPath: '/rng',
  browserArgs: ['--disable-gpu'],
  measure,
  title: (path, runs) => `Restyles during the load of ${path}, 1x, median of ${runs}`,
  report: (m) =>
    `restyles ${m('recalcs')} (${m('styleMs').toFixed(0)} ms, ${m('restyled')} elements)` +
    `  large ${m('large')} (${m('largeMs').toFixed(0)} ms)  page ${m('elements')} elements`,
});
