// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildTheme, resolveColor } from '../../../packages/theme/src/theme.ts';
import type { Brand } from '../../../packages/theme/src/brand.ts';
import { BRAND_PNG_ICONS, brandIconSvg, monogramOf, tileRadius } from './brandIcon.ts';
import { BRAND_ICONS_DIR, DRAWN_FROM_FILE, iconFingerprint } from './brandIconFiles.ts';
import { readBrands } from './brandSources.ts';

const brands = readBrands();
const byCode = (code: string) => brands.find((brand) => brand.code === code)!;

/** A PNG's size, from its header (IHDR is the first chunk). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the brand icon, drawn from the brand file', () => {
  test('the monogram is the first letter of the logo text', () => {
    expect(monogramOf({ logoText: 'AURORA' })).toBe('A');
    expect(monogramOf({ logoText: 'Jade' })).toBe('J');
    expect(monogramOf({ logoText: ' ember' })).toBe('E');
    expect(monogramOf({ logoText: '金龙' })).toBe('金');
  });

  test.each(brands.map((brand) => [brand.code, brand] as const))(
    '%s: its accent, its warm highlight, its monogram in its heading font',
    (_code, brand: Brand) => {
      const { colors, fonts } = buildTheme(brand, brand.defaultMode);
      const svg = brandIconSvg(brand, 'any');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512">/);
      expect(svg).toContain(`stop-color="${colors['bg.accent']}"`);
      expect(svg).toContain(`stroke="${resolveColor(brand, brand.defaultMode, 'warning.9')}"`);
      expect(svg).toContain(`fill="${colors['fg.onAccent']}"`);
      expect(svg).toContain(`>${monogramOf(brand)}</text>`);
      // The font stack's quotes are escaped inside the attribute.
      expect(svg).toContain(`font-family="${fonts.heading.replace(/"/g, '&quot;')}"`);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    },
  );

  test('the tile’s corners follow the brand’s radius, within an app icon’s range', () => {
    const radii = brands.map((brand) => tileRadius(brand));
    expect(tileRadius(byCode('ember'))).toBeLessThan(tileRadius(byCode('aurora')));
    expect(tileRadius(byCode('aurora'))).toBeLessThan(tileRadius(byCode('jade')));
    for (const radius of radii) {
      expect(radius).toBeGreaterThan(0);
      expect(radius).toBeLessThanOrEqual(128);
    }
  });

  test('the maskable icon fills its square and keeps the emblem inside the safe zone', () => {
    const svg = brandIconSvg(byCode('aurora'), 'maskable');
    expect(svg).toContain('rx="0"');
    const scale = Number(/scale\(([\d.]+)\)/.exec(svg)?.[1]);
    const ring = Number(/<circle r="(\d+)" stroke-width="(\d+)"/.exec(svg)?.[1]);
    const width = Number(/<circle r="\d+" stroke-width="(\d+)"/.exec(svg)?.[1]);
    // The safe zone is the circle of 40 % of the icon's size around its centre.
    expect((ring + width / 2) * scale).toBeLessThanOrEqual(0.4 * 512);
  });
});

describe('the drawn PNG icons', () => {
  const drawnFrom = JSON.parse(
    readFileSync(join(BRAND_ICONS_DIR, DRAWN_FROM_FILE), 'utf8'),
  ) as Record<string, string>;

  test.each(brands.map((brand) => [brand.code, brand] as const))(
    '%s: every icon is drawn, at its size, from the brand file as it is now (else run `pnpm brand:icons`)',
    (code, brand) => {
      expect(drawnFrom[code], `${code} was never drawn`).toBeDefined();
      expect(drawnFrom[code], `${code}'s icons are out of date`).toBe(iconFingerprint(brand));
      for (const icon of BRAND_PNG_ICONS) {
        const file = join(BRAND_ICONS_DIR, code, icon.file);
        expect(existsSync(file), file).toBe(true);
        expect(pngSize(file)).toEqual({ width: icon.size, height: icon.size });
      }
    },
  );

  test('the fingerprint changes with what the icon is drawn from', () => {
    const aurora = byCode('aurora');
    expect(iconFingerprint({ ...aurora, logoText: 'BOREALIS' })).not.toBe(iconFingerprint(aurora));
    expect(iconFingerprint({ ...aurora, roles: { ...aurora.roles, accent: 'teal' } })).not.toBe(
      iconFingerprint(aurora),
    );
    // A change the icon does not show leaves the drawn icons valid.
    expect(iconFingerprint({ ...aurora, licences: [] })).toBe(iconFingerprint(aurora));
  });
});
