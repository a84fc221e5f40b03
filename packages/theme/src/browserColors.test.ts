import { describe, expect, test } from 'vitest';
import { browserColors } from './browserColors';
import { brands, defaultBrand, getBrand } from './brands';
import { DEFAULT_BRAND_CODE } from './defaultBrandCode';
import { buildTheme } from './theme';

describe('the colours a browser paints around the site', () => {
  test.each(
    brands.flatMap((brand) =>
      (['light', 'dark'] as const).map((mode) => [brand.code, mode] as const),
    ),
  )(
    '%s, %s: the top bar’s background for the bar, the page’s for the splash screen',
    (code, mode) => {
      const brand = getBrand(code)!;
      const { colors } = buildTheme(brand, mode);
      expect(browserColors(brand, mode)).toEqual({
        theme: colors['bg.surface'],
        background: colors['bg.canvas'],
      });
    },
  );

  test('the default brand is named once, where the build can read it without the brand files', () => {
    expect(defaultBrand.code).toBe(DEFAULT_BRAND_CODE);
  });
});
