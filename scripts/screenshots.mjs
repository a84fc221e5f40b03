#!/usr/bin/env node
// The README's pictures of the site: the home page and the slots lobby on a 360 x 740 phone and a
// 1280 x 800 desktop, in two brands (aurora in light, jade in dark, each its brand's default mode),
// taken from the production build served by the sandbox as `npm start` serves it.
// `pnpm build && pnpm screenshots` remakes docs/screenshots/*.jpg.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { freePort } from './lib/freePort.mjs';
import { startSandbox } from './lib/sandbox.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, 'docs/screenshots');

const BRANDS = ['aurora', 'jade'];
const SCREENS = [
  {
    name: 'phone',
    path: '/',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  {
    name: 'desktop',
    path: '/rng',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
];

/** Waits until the page is as a player sees it once it has loaded: screen, artwork and fonts. */
async function settled(page) {
  await page.locator('main#main').waitFor();
  await page.waitForFunction(() => document.querySelector('main#main')?.childElementCount > 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Every picture on screen has arrived (a lazy one starts once it is near the screen).
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const across = box.right > 0 && box.left < window.innerWidth;
        return across && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // A brand is chosen by its host name (`<brand>.localhost`, from its brand file).
  args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
try {
  for (const brand of BRANDS) {
    // One sandbox per brand, its pictures on the brand's own origin, as an operator serves a brand
    // on its own domain (the site's policy allows pictures from its own origin only).
    const port = await freePort();
    const origin = `http://${brand}.localhost:${port}`;
    const sandbox = await startSandbox({ ttlSeconds: 300, port, origin });
    for (const { name, path, ...device } of SCREENS) {
      const context = await browser.newContext({
        ...device,
        locale: 'en-GB',
        reducedMotion: 'reduce',
      });
      // In English, as a player would have chosen it (the site's default language is Malay).
      await context.addInitScript(() => window.localStorage.setItem('lobby.language', 'EN'));
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      await settled(page);
      const file = join(out, `${brand}-${name}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 80, animations: 'disabled' });
      console.log(`${file.slice(root.length)}: ${brand}, ${path} at ${device.viewport.width} px`);
      await context.close();
    }
    sandbox.stop();
  }
} finally {
  await browser.close();
}
