/** The declared foreground/background pairs every brand x mode must pass (WCAG 2.2 AA). */
import type { Brand } from './brand';
import { contrastRatio } from './color';
import type { Mode } from './semantic';
import { buildTheme } from './theme';
import type { ColorToken } from './tokens';

/** `text`: body text (1.4.3, 4.5:1); `large`: large text (3:1); `ui`: component boundaries and focus (1.4.11, 3:1). */
export type ContrastKind = 'text' | 'large' | 'ui';

export interface ContrastPair {
  readonly fg: ColorToken;
  readonly bg: ColorToken;
  readonly kind: ContrastKind;
}

export const minimumContrast: Readonly<Record<ContrastKind, number>> = {
  text: 4.5,
  large: 3,
  ui: 3,
};

const on = (
  fg: ColorToken,
  backgrounds: readonly ColorToken[],
  kind: ContrastKind,
): ContrastPair[] => backgrounds.map((bg) => ({ fg, bg, kind }));

const surfaces: readonly ColorToken[] = ['bg.canvas', 'bg.surface', 'bg.raised', 'bg.sunken'];

/**
 * Where components put one token on another. A component that adds a new combination adds its
 * pair here, so the contrast walk covers it for every brand.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...on('fg.default', surfaces, 'text'),
  ...on('fg.muted', surfaces, 'text'),
  ...on('fg.default', ['bg.accentSubtle'], 'text'),
  ...on('fg.link', ['bg.canvas', 'bg.surface', 'bg.raised', 'bg.accentSubtle'], 'text'),
  ...on('fg.danger', ['bg.canvas', 'bg.surface', 'bg.raised'], 'text'),
  ...on('fg.success', ['bg.canvas', 'bg.surface', 'bg.raised'], 'text'),
  ...on('fg.warning', ['bg.canvas', 'bg.surface', 'bg.raised'], 'text'),
  ...on('fg.onAccent', ['bg.accent', 'bg.accentHover'], 'text'),
  ...on('fg.onDanger', ['bg.danger'], 'text'),
  ...on('border.focus', ['bg.canvas', 'bg.surface', 'bg.raised'], 'ui'),
  ...on('border.emphasis', ['bg.surface', 'bg.raised', 'bg.sunken'], 'ui'),
  ...on('bg.accent', ['bg.canvas', 'bg.surface'], 'ui'),
];

export interface ContrastFailure extends ContrastPair {
  readonly ratio: number;
  readonly required: number;
}

/** The declared pairs that fall short for a brand in a mode; empty when the brand passes. */
export function checkContrast(brand: Brand, mode: Mode): ContrastFailure[] {
  const { colors } = buildTheme(brand, mode);
  return contrastPairs.flatMap((pair) => {
    const ratio = contrastRatio(colors[pair.fg], colors[pair.bg]);
    const required = minimumContrast[pair.kind];
    return ratio < required ? [{ ...pair, ratio, required }] : [];
  });
}
