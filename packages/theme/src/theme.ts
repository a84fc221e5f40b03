/** The engine: a brand and a mode in, every semantic token resolved and named as a CSS variable out. */
import type { Brand } from './brand';
import { normalizeColor } from './color';
import { roleScale } from './scales';
import { RADIUS_FULL, roleRefPattern, semanticColors, shadowValues, spaceValues } from './semantic';
import type { ColorRef, Mode, RoleName } from './semantic';
import { colorTokens, cssVarName, shadowTokens, tokenNames } from './tokens';
import type { ColorToken, CssVarName, ShadowToken, SpaceToken, TokenName } from './tokens';

export interface Theme {
  readonly brandCode: string;
  readonly brandName: string;
  readonly logoText: string;
  readonly mode: Mode;
  /** The value for the root's `color-scheme`, so native controls and scrollbars follow the mode. */
  readonly colorScheme: Mode;
  /** Resolved `#rrggbb` (or `rgba()` for translucent tokens). */
  readonly colors: Readonly<Record<ColorToken, string>>;
  /** CSS lengths, e.g. `4px`. */
  readonly radius: Readonly<{ sm: string; md: string; lg: string; full: string }>;
  readonly fonts: Readonly<{ body: string; heading: string }>;
  readonly space: Readonly<Record<SpaceToken, string>>;
  readonly shadows: Readonly<Record<ShadowToken, string>>;
  /** Every token as a custom property: `--bg-accent-hover` -> `#0061b0`. */
  readonly vars: Readonly<Record<CssVarName, string>>;
}

/** Resolves one semantic value through the brand's roles to a colour. */
export function resolveColor(brand: Brand, mode: Mode, ref: ColorRef): string {
  const match = roleRefPattern.exec(ref);
  if (!match) return normalizeColor(ref);
  const role = match[1] as RoleName;
  const scale = roleScale(brand, role);
  const step = match[2];
  if (step === 'contrast') return scale.contrast;
  return scale[mode][Number(step) - 1] ?? normalizeColor(ref);
}

function colorsFor(brand: Brand, mode: Mode): Record<ColorToken, string> {
  const overrides = brand.overrides?.[mode];
  const entries = colorTokens.map((name) => {
    const ref = overrides?.[name] ?? semanticColors[name][mode];
    return [name, resolveColor(brand, mode, ref)] as const;
  });
  return Object.fromEntries(entries) as Record<ColorToken, string>;
}

const cache = new WeakMap<Brand, Partial<Record<Mode, Theme>>>();

/**
 * The theme for a brand in a mode. Pure, and memoised on the brand object: the same brand and
 * mode give the identical (frozen) theme, so it can sit in React context without re-rendering.
 */
export function buildTheme(brand: Brand, mode: Mode): Theme {
  const cached = cache.get(brand)?.[mode];
  if (cached) return cached;

  const colors = colorsFor(brand, mode);
  const radius = {
    sm: `${brand.radius.sm}px`,
    md: `${brand.radius.md}px`,
    lg: `${brand.radius.lg}px`,
    full: RADIUS_FULL,
  };
  const fonts = { body: brand.fonts.body, heading: brand.fonts.heading };
  const shadows = Object.fromEntries(
    shadowTokens.map((name) => [name, shadowValues[name][mode]] as const),
  ) as Record<ShadowToken, string>;

  const values: Record<TokenName, string> = {
    ...colors,
    'radius.sm': radius.sm,
    'radius.md': radius.md,
    'radius.lg': radius.lg,
    'radius.full': radius.full,
    'font.body': fonts.body,
    'font.heading': fonts.heading,
    ...spaceValues,
    ...shadows,
  };
  const vars = Object.fromEntries(
    tokenNames.map((name) => [cssVarName(name), values[name]] as const),
  ) as Record<CssVarName, string>;

  const theme: Theme = Object.freeze({
    brandCode: brand.code,
    brandName: brand.name,
    logoText: brand.logoText,
    mode,
    colorScheme: mode,
    colors: Object.freeze(colors),
    radius: Object.freeze(radius),
    fonts: Object.freeze(fonts),
    space: spaceValues,
    shadows: Object.freeze(shadows),
    vars: Object.freeze(vars),
  });
  cache.set(brand, { ...cache.get(brand), [mode]: theme });
  return theme;
}

/**
 * The declaration block for a theme root: `color-scheme` first, then one `--name: value;` per
 * token. Fits a stylesheet rule body or a `style` attribute.
 */
export function themeDeclarations(theme: Theme): string {
  const declarations = Object.entries(theme.vars).map(([name, value]) => `${name}: ${value};`);
  return [`color-scheme: ${theme.colorScheme};`, ...declarations].join('\n');
}
