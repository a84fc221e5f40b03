import { describe, expect, test } from 'vitest';
import { parseBrand } from './brand';
import auroraFile from './brands/aurora.json';
import { checkContrast } from './contrast';
import { palette } from './palette';
import { generatePalette, scaleNames, scaleRecipes } from './palette-spec';
import type { ScaleName } from './palette-spec';
import { modes } from './semantic';

describe('palette', () => {
  test('matches its recipe (run `pnpm --filter @lobby/theme generate:palette` after editing it)', () => {
    expect(palette).toEqual(generatePalette());
  });

  test('has the required scales', () => {
    const required = ['gray', 'slate', 'blue', 'indigo', 'violet', 'teal', 'green', 'red'];
    required.push('crimson', 'amber', 'orange', 'gold', 'plum');
    expect(Object.keys(palette)).toEqual(expect.arrayContaining(required));
  });

  test.each(scaleNames)('%s has 12 #rrggbb steps per mode and a contrast colour', (name) => {
    const scale = palette[name];
    for (const steps of [scale.light, scale.dark]) {
      expect(steps).toHaveLength(12);
      for (const hex of steps) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(scale.contrast).toMatch(/^#[0-9a-f]{6}$/);
  });

  /*
   * The point of one lightness curve for every hue: a brand team can pick any dark-solid scale
   * as its accent, on any neutral, and still pass the contrast walk without overrides.
   */
  const neutrals = scaleNames.filter((name) => scaleRecipes[name].solid === 'neutral');
  const accents = scaleNames.filter((name) => scaleRecipes[name].solid === 'dark');
  const combos = accents.flatMap((accent) =>
    neutrals.map((neutral) => ({ accent, neutral })),
  ) satisfies { accent: ScaleName; neutral: ScaleName }[];

  test.each(combos)('$accent accent on $neutral passes in both modes', ({ accent, neutral }) => {
    const brand = parseBrand(
      {
        ...auroraFile,
        roles: { accent, neutral, danger: 'red', warning: 'amber', success: 'green' },
      },
      'test',
    );
    for (const mode of modes) expect(checkContrast(brand, mode), mode).toEqual([]);
  });
});
