import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseBrand } from './brand';
import auroraFile from './brands/aurora.json';
import { contrastRatio, parseColor, relativeLuminance } from './color';
import { checkContrast } from './contrast';
import { generateAccentScale, generateNeutralScale, hexToOklch } from './generatedScale';
import { palette } from './palette';
import { oklchToHex } from './palette-spec';
import { modes } from './semantic';
import { buildTheme } from './theme';

function brandWith(accent: string, neutral: string) {
  const roles = { ...auroraFile.roles, accent, neutral };
  return parseBrand({ ...auroraFile, roles }, 'brands/aurora.json');
}

const failuresOf = (accent: string, neutral: string) =>
  modes.flatMap((mode) =>
    checkContrast(brandWith(accent, neutral), mode).map(
      ({ fg, bg, ratio }) => `${mode}: ${fg} on ${bg} ${ratio.toFixed(2)}`,
    ),
  );

const luminance = (hex: string) => relativeLuminance(parseColor(hex));

describe('hexToOklch', () => {
  test('white is lightness 1 with no chroma; black is 0', () => {
    expect(hexToOklch('#ffffff')).toMatchObject({ c: 0, h: 0 });
    expect(hexToOklch('#ffffff').l).toBeCloseTo(1, 4);
    expect(hexToOklch('#000').l).toBeCloseTo(0, 4);
  });

  test.each(['#ff5a00', '#0061b0', '#00853c', '#764dd6', '#7a7a7a', '#ffd400'])(
    'is the inverse of the palette generator for %s',
    (hex) => {
      const { l, c, h } = hexToOklch(hex);
      expect(oklchToHex(l, c, h)).toBe(hex);
    },
  );
});

/*
 * The accents a brand team is most likely to get wrong: near-white, near-black, a screaming
 * primary, a yellow (cannot be dark and still yellow), a grey, and the orange.
 */
const accents = {
  'very light': '#fdf2f8',
  'very dark': '#0b1a33',
  saturated: '#00ff00',
  magenta: '#ff00ff',
  blue: '#0000ff',
  yellow: '#ffd400',
  grey: '#808080',
  orange: '#ff5a00',
};
const neutrals = ['gray', 'sand', '#f5f5f0', '#0f172a', '#ff5a00'];
const combos = Object.entries(accents).flatMap(([kind, accent]) =>
  neutrals.map((neutral) => ({ kind, accent, neutral })),
);

describe('a brand with its own accent passes the contrast walk in both modes', () => {
  test.each(combos)('$kind accent $accent on neutral $neutral', ({ accent, neutral }) => {
    expect(failuresOf(accent, neutral)).toEqual([]);
  });

  test('for any accent and any neutral colour', () => {
    const hex = fc
      .integer({ min: 0, max: 0xffffff })
      .map((value) => `#${value.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (accent, neutral) => {
        expect(failuresOf(accent, neutral)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('generated scales keep the roles of the preset steps', () => {
  test.each(Object.values(accents))('%s: twelve steps, 1-8 stepping away from the page', (hex) => {
    const scale = generateAccentScale(hex, palette.gray);
    for (const steps of [scale.light, scale.dark]) {
      expect(steps).toHaveLength(12);
      for (const step of steps) expect(step).toMatch(/^#[0-9a-f]{6}$/);
    }
    const light = scale.light.slice(0, 8).map(luminance);
    const dark = scale.dark.slice(0, 8).map(luminance);
    expect(light).toEqual([...light].sort((a, b) => b - a));
    expect(dark).toEqual([...dark].sort((a, b) => a - b));
  });

  test('a brand colour that already reads is the solid itself, in both modes', () => {
    const scale = generateAccentScale('#2563eb', palette.slate);
    expect(scale.light[8]).toBe('#2563eb');
    expect(scale.dark[8]).toBe('#2563eb');
    expect(scale.contrast).toBe('#ffffff');
  });

  test('a colour too light for a solid keeps its hue; a yellow gets dark text', () => {
    const scale = generateAccentScale('#ffd400', palette.gray);
    const solid = hexToOklch(scale.light[8]);
    expect(Math.abs(solid.h - hexToOklch('#ffd400').h)).toBeLessThan(3);
    expect(scale.contrast).not.toBe('#ffffff');
    expect(luminance(scale.contrast)).toBeLessThan(0.05);
  });

  test('the accent shows on the site: bg.accent is the generated solid', () => {
    const brand = brandWith('#2563eb', 'slate');
    expect(buildTheme(brand, 'light').colors['bg.accent']).toBe('#2563eb');
    expect(buildTheme(brand, 'dark').colors['fg.onAccent']).toBe('#ffffff');
  });

  test('text steps are moved until they read on the neutral they are fitted to', () => {
    // A neutral with mid-grey surfaces, where the curve's own step 11 would not read.
    const dim = { ...palette.gray, light: palette.gray.light.map(() => '#d0d0d0') };
    const scale = generateAccentScale('#0061b0', dim as unknown as typeof palette.gray);
    for (const step of [scale.light[10], scale.light[11]]) {
      expect(contrastRatio(step, '#d0d0d0')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(scale.light[8], '#d0d0d0')).toBeGreaterThanOrEqual(3);
  });

  test('a neutral stays a grey: its tint is capped, its hue kept', () => {
    const scale = generateNeutralScale('#ff5a00');
    for (const step of [...scale.light, ...scale.dark]) {
      expect(hexToOklch(step).c).toBeLessThan(0.03);
    }
    expect(Math.abs(hexToOklch(scale.light[5]).h - hexToOklch('#ff5a00').h)).toBeLessThan(10);
  });
});
