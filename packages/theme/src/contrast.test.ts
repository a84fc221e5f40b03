import { describe, expect, test } from 'vitest';
import { parseBrand } from './brand';
import { brands, defaultBrand } from './brands';
import { contrastRatio } from './color';
import { checkContrast, contrastPairs, minimumContrast } from './contrast';
import { modes } from './semantic';
import { buildTheme } from './theme';

describe('contrastRatio', () => {
  test('black on white is 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });

  test('a colour on itself is 1', () => {
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
  });

  test('#767676 on white is 4.54, the lightest grey that passes AA', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  test('a translucent foreground is composited over the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(contrastRatio('rgba(0, 0, 0, 1)', '#ffffff')).toBeCloseTo(21, 5);
  });

  test('refuses a translucent background and an unknown colour', () => {
    expect(() => contrastRatio('#000', 'rgba(0, 0, 0, 0.5)')).toThrow(/opaque background/);
    expect(() => contrastRatio('pink', '#fff')).toThrow(/"pink"/);
  });
});

const cases = brands.flatMap((brand) =>
  modes.flatMap((mode) =>
    contrastPairs.map((pair) => ({
      brand,
      mode,
      ...pair,
      required: minimumContrast[pair.kind],
    })),
  ),
);

describe('every brand x mode passes its declared pairs', () => {
  test.each(cases)(
    '$brand.code $mode: $fg on $bg >= $required',
    ({ brand, mode, fg, bg, kind, required }) => {
      const { colors } = buildTheme(brand, mode);
      const ratio = contrastRatio(colors[fg], colors[bg]);
      expect(
        ratio >= required,
        `${brand.code} ${mode}: ${fg} (${colors[fg]}) on ${bg} (${colors[bg]}) is ` +
          `${ratio.toFixed(2)}:1, ${kind} needs ${required}:1`,
      ).toBe(true);
    },
  );
});

describe('checkContrast', () => {
  test('is empty for a passing brand', () => {
    expect(checkContrast(defaultBrand, 'light')).toEqual([]);
  });

  test('reports the pair, its ratio and the minimum for a brand that breaks one', () => {
    const washedOut = parseBrand(
      {
        ...defaultBrand,
        overrides: { light: { 'fg.muted': 'neutral.8' } },
      },
      'test',
    );
    const failures = checkContrast(washedOut, 'light');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((failure) => failure.fg === 'fg.muted')).toBe(true);
    const [first] = failures;
    expect(first).toMatchObject({ fg: 'fg.muted', kind: 'text', required: 4.5 });
    expect(first?.ratio).toBeLessThan(4.5);
  });
});
