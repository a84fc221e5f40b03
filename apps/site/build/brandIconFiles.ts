import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Brand } from '../../../packages/theme/src/brand.ts';
import { BRAND_PNG_ICONS, brandIconSvg } from './brandIcon.ts';

/**
 * Where the drawn PNG icons are kept, one folder per brand (`<code>/icon-192.png`, ...). They are
 * drawn by `pnpm brand:icons` with the machine's Chromium and committed: a build has no browser.
 */
export const BRAND_ICONS_DIR = fileURLToPath(new URL('../brand-icons/', import.meta.url));

/** The file that records, per brand, the drawing its PNGs were made from. */
export const DRAWN_FROM_FILE = 'drawn-from.json';

/**
 * What a brand's PNGs depend on: both drawings and every size. When a brand file changes its
 * colours, radius, font or logo text, this changes, and the brand's PNGs are out of date.
 */
export function iconFingerprint(brand: Brand): string {
  const hash = createHash('sha256');
  hash.update(brandIconSvg(brand, 'any'));
  hash.update(brandIconSvg(brand, 'maskable'));
  for (const icon of BRAND_PNG_ICONS) hash.update(`${icon.file}:${icon.variant}:${icon.size}`);
  return hash.digest('hex');
}
