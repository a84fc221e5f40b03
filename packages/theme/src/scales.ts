/**
 * The scale behind each of a brand's roles: a palette scale by name, or one generated from the
 * brand's own colour (generatedScale.ts, ADR 031). Generated scales are memoised by what they are
 * made from, so a brand's theme costs the colour maths once per page.
 */
import type { Brand } from './brand';
import { generateAccentScale, generateNeutralScale, isHexColor } from './generatedScale';
import { palette } from './palette';
import type { Scale } from './palette-spec';
import type { RoleName } from './semantic';

const generated = new Map<string, Scale>();

function memo(key: string, make: () => Scale): Scale {
  let scale = generated.get(key);
  if (!scale) {
    scale = make();
    generated.set(key, scale);
  }
  return scale;
}

function neutralScale(neutral: Brand['roles']['neutral']): Scale {
  if (!isHexColor(neutral)) return palette[neutral];
  return memo(`neutral ${neutral.toLowerCase()}`, () => generateNeutralScale(neutral));
}

/** The scale a brand's role reads its steps from. */
export function roleScale(brand: Pick<Brand, 'roles'>, role: RoleName): Scale {
  const { roles } = brand;
  if (role === 'neutral') return neutralScale(roles.neutral);
  const value = roles[role];
  if (!isHexColor(value)) return palette[value];
  const neutral = roles.neutral.toLowerCase();
  // The accent is fitted to the neutral's surfaces, so the pair is the key.
  return memo(`accent ${value.toLowerCase()} on ${neutral}`, () =>
    generateAccentScale(value, neutralScale(roles.neutral)),
  );
}
