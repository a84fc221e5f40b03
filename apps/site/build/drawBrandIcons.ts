// `pnpm brand:icons`: draws every brand's PNG icons (brand-icons/<code>/) from the same SVG the build
// serves, with the machine's Chromium (CHROME_PATH, else Debian's /usr/bin/chromium; nothing is
// downloaded), and records what they were drawn from. Run it after changing a brand's colours,
// radius, heading font or logo text, or after adding a brand, and commit the result: the build
// copies the PNGs and stops when a brand has none, and a test fails when they are out of date.
// `pnpm brand:icons <code> ...` draws only those brands (what `pnpm brand:new` does for its brand),
// leaving the other brands' PNGs untouched.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { BRAND_PNG_ICONS, brandIconSvg } from './brandIcon.ts';
import { BRAND_ICONS_DIR, DRAWN_FROM_FILE, iconFingerprint } from './brandIconFiles.ts';
import { readBrands } from './brandSources.ts';

const brands = readBrands();
const only = process.argv.slice(2);
const unknown = only.filter((code) => !brands.some((brand) => brand.code === code));
if (unknown.length > 0) throw new Error(`brand:icons: no brand file for ${unknown.join(', ')}`);
const drawnFromPath = join(BRAND_ICONS_DIR, DRAWN_FROM_FILE);
const earlier: Record<string, string> =
  only.length > 0 && existsSync(drawnFromPath)
    ? (JSON.parse(readFileSync(drawnFromPath, 'utf8')) as Record<string, string>)
    : {};
// Launched only once the codes are known to be brands, so a typo leaves no browser behind.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  // Rebuilt from the brand files: a removed brand's record goes with its file.
  const drawnFrom: Record<string, string> = {};
  for (const brand of brands) {
    if (only.length > 0 && !only.includes(brand.code)) {
      const record = earlier[brand.code];
      if (record !== undefined) drawnFrom[brand.code] = record;
      continue;
    }
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
  writeFileSync(drawnFromPath, `${JSON.stringify(drawnFrom, null, 2)}\n`);
} finally {
  await browser.close();
}
