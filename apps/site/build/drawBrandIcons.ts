// `pnpm brand:icons`: draws every brand's PNG icons (brand-icons/<code>/) from the same SVG the build
// serves, with the machine's Chromium (CHROME_PATH, else Debian's /usr/bin/chromium; nothing is
// downloaded), and records what they were drawn from. Run it after changing a brand's colours,
// radius, heading font or logo text, or after adding a brand, and commit the result: the build
// copies the PNGs and stops when a brand has none, and a test fails when they are out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { BRAND_PNG_ICONS, brandIconSvg } from './brandIcon.ts';
import { BRAND_ICONS_DIR, DRAWN_FROM_FILE, iconFingerprint } from './brandIconFiles.ts';
import { readBrands } from './brandSources.ts';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const drawnFrom: Record<string, string> = {};
  for (const brand of readBrands()) {
    const folder = join(BRAND_ICONS_DIR, brand.code);
    mkdirSync(folder, { recursive: true });
    for (const icon of BRAND_PNG_ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      const svg = brandIconSvg(brand, icon.variant).replace(
        '<svg ',
        `<svg width="${icon.size}" height="${icon.size}" `,
      );
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
      );
      await page.evaluate(() => document.fonts.ready);
      // Transparent outside the `any` tile's rounded corners.
      const png = await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      });
      writeFileSync(join(folder, icon.file), png);
    }
    drawnFrom[brand.code] = iconFingerprint(brand);
    console.log(`brand:icons ${brand.code}: ${BRAND_PNG_ICONS.map((i) => i.file).join(', ')}`);
  }
  // Written whole: a removed brand's record goes with its file.
  writeFileSync(join(BRAND_ICONS_DIR, DRAWN_FROM_FILE), `${JSON.stringify(drawnFrom, null, 2)}\n`);
} finally {
  await browser.close();
}
