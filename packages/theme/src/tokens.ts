/**
 * The semantic token names: the only layer components read. Kept as `as const` lists so the
 * unions, the CSS variable names and the contrast walk all come from one place.
 */

export const colorTokens = [
  'fg.default',
  'fg.muted',
  'fg.onAccent',
  'fg.onDanger',
  'fg.danger',
  'fg.success',
  'fg.warning',
  'fg.link',
  'bg.canvas',
  'bg.surface',
  'bg.raised',
  'bg.sunken',
  'bg.accent',
  'bg.accentHover',
  'bg.accentSubtle',
  'bg.danger',
  'bg.overlay',
  'border.default',
  'border.emphasis',
  'border.focus',
] as const;

export const radiusTokens = ['radius.sm', 'radius.md', 'radius.lg', 'radius.full'] as const;
export const fontTokens = ['font.body', 'font.heading'] as const;
export const spaceTokens = [
  'space.1',
  'space.2',
  'space.3',
  'space.4',
  'space.5',
  'space.6',
  'space.7',
  'space.8',
] as const;
export const shadowTokens = ['shadow.raised', 'shadow.overlay'] as const;

export type ColorToken = (typeof colorTokens)[number];
export type RadiusToken = (typeof radiusTokens)[number];
export type FontToken = (typeof fontTokens)[number];
export type SpaceToken = (typeof spaceTokens)[number];
export type ShadowToken = (typeof shadowTokens)[number];
export type TokenName = ColorToken | RadiusToken | FontToken | SpaceToken | ShadowToken;

export const tokenNames: readonly TokenName[] = [
  ...colorTokens,
  ...radiusTokens,
  ...fontTokens,
  ...spaceTokens,
  ...shadowTokens,
];

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Kebab<Tail>}`
    : `-${Lowercase<Head>}${Kebab<Tail>}`
  : S;
type Dashed<S extends string> = S extends `${infer Group}.${infer Name}` ? `${Group}-${Name}` : S;

/** The custom property for a token, typed so `cssVarName('bg.accentHover')` is `'--bg-accent-hover'`. */
export type CssVarName<N extends TokenName = TokenName> = `--${Kebab<Dashed<N>>}`;

/** `bg.accentHover` -> `--bg-accent-hover`, `space.3` -> `--space-3`. */
export function cssVarName<N extends TokenName>(name: N): CssVarName<N> {
  const dashed = name.replace('.', '-').replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
  return `--${dashed}` as CssVarName<N>;
}

/**
 * A token as a CSS value for styled rules: `token('fg.default')` -> `var(--fg-default)`. Rules
 * read variables rather than theme values so a brand or mode switch restyles without new classes.
 */
export function token<N extends TokenName>(name: N): `var(${CssVarName<N>})` {
  return `var(${cssVarName(name)})`;
}
