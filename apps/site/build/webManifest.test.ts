// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { browserColors } from '../../../packages/theme/src/browserColors.ts';
import { readBrands } from './brandSources.ts';
import { shortNameOf, webManifest } from './webManifest.ts';

const brands = readBrands();

describe('every brand’s web manifest', () => {
  test.each(brands.map((brand) => [brand.code, brand] as const))(
    '%s: its name, the whole site standalone, the colours of its default mode',
    (_code, brand) => {
      const manifest = webManifest(brand);
      const colors = browserColors(brand, brand.defaultMode);
      expect(manifest).toMatchObject({
        id: '/',
        name: brand.name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: colors.theme,
        background_color: colors.background,
      });
      expect(Array.from(manifest.short_name).length).toBeLessThanOrEqual(12);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  test.each(brands.map((brand) => [brand.code, brand] as const))(
    '%s: icons from its own folder, 192 and 512, one maskable, and the vector one',
    (code, brand) => {
      const { icons } = webManifest(brand);
      expect(icons.every((icon) => icon.src.startsWith(`/brands/${code}/`))).toBe(true);
      expect(icons).toContainEqual(
        expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
      );
      expect(icons).toContainEqual(
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
      );
      expect(icons).toContainEqual(
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      );
      expect(icons).toContainEqual(
        expect.objectContaining({ sizes: 'any', type: 'image/svg+xml' }),
      );
      // iOS reads its icon from the page's link, not from the manifest.
      expect(icons.some((icon) => icon.src.includes('apple-touch-icon'))).toBe(false);
    },
  );

  test('the dark-first brand’s manifest is dark, the light ones light', () => {
    const jade = webManifest(brands.find((brand) => brand.code === 'jade')!);
    const aurora = webManifest(brands.find((brand) => brand.code === 'aurora')!);
    const lightness = (hex: string) => parseInt(hex.slice(1, 3), 16);
    expect(lightness(jade.background_color)).toBeLessThan(64);
    expect(lightness(aurora.background_color)).toBeGreaterThan(192);
  });
});

describe('the name under the icon', () => {
  test.each([
    ['Ember Bet', 'EMBER', 'Ember Bet'],
    ['Jade Palace', 'Jade', 'Jade Palace'],
    ['Aurora Casino', 'AURORA', 'Aurora'],
    ['Lucky Star Casino', 'LUCKY', 'Lucky Star'],
    ['Supercalifragilistic Games', 'SUPER', 'SUPER'],
    ['金龙娱乐城官方网站欢迎您光临本站', '金龙', '金龙'],
  ])('%s (logo %s) -> %s', (name, logoText, expected) => {
    expect(shortNameOf({ name, logoText })).toBe(expected);
  });
});
