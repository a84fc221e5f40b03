/**
 * Layers 2 and 3: role hues and the semantic token table. The table is brand-neutral: it names
 * roles (`accent.9`), and a brand decides which palette scale each role is.
 */
import type { ColorToken, ShadowToken, SpaceToken } from './tokens';

export const roleNames = ['accent', 'neutral', 'danger', 'warning', 'success'] as const;
export type RoleName = (typeof roleNames)[number];

export type Mode = 'light' | 'dark';
export const modes: readonly Mode[] = ['light', 'dark'];

export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * What a semantic token is written as: a role step, a role's text-on-solid colour
 * (`accent.contrast`), or a literal colour for the few values no scale holds (pure white, the
 * translucent backdrop) as `#rgb`, `#rrggbb`, `rgb()` or `rgba()`.
 */
export type ColorRef =
  | `${RoleName}.${Step}`
  | `${RoleName}.contrast`
  | `#${string}`
  | `rgb(${string})`
  | `rgba(${string})`;

export const roleRefPattern = /^(accent|neutral|danger|warning|success)\.([1-9]|1[0-2]|contrast)$/;

export interface ModeValues<T> {
  readonly light: T;
  readonly dark: T;
}

/*
 * Light mode lifts raised surfaces to white over a tinted canvas; dark mode has no white to lift
 * to, so each level up is one neutral step lighter, and sunken wells (inside a surface) drop back
 * to the canvas step. Dark surfaces stay at steps 1-3 so the accent solid, which must stay dark
 * enough for white text, still clears 3:1 against them.
 * border.emphasis (form field edges) and the status text use the steps that clear WCAG on every
 * background they are paired with in contrast.ts.
 */
export const semanticColors: Readonly<Record<ColorToken, ModeValues<ColorRef>>> = {
  'fg.default': { light: 'neutral.12', dark: 'neutral.12' },
  'fg.muted': { light: 'neutral.11', dark: 'neutral.11' },
  'fg.onAccent': { light: 'accent.contrast', dark: 'accent.contrast' },
  'fg.onDanger': { light: 'danger.contrast', dark: 'danger.contrast' },
  'fg.danger': { light: 'danger.11', dark: 'danger.11' },
  'fg.success': { light: 'success.11', dark: 'success.11' },
  'fg.warning': { light: 'warning.11', dark: 'warning.11' },
  'fg.link': { light: 'accent.11', dark: 'accent.11' },
  'bg.canvas': { light: 'neutral.2', dark: 'neutral.1' },
  'bg.surface': { light: 'neutral.1', dark: 'neutral.2' },
  'bg.raised': { light: '#ffffff', dark: 'neutral.3' },
  'bg.sunken': { light: 'neutral.3', dark: 'neutral.1' },
  'bg.accent': { light: 'accent.9', dark: 'accent.9' },
  'bg.accentHover': { light: 'accent.10', dark: 'accent.10' },
  'bg.accentSubtle': { light: 'accent.3', dark: 'accent.3' },
  'bg.danger': { light: 'danger.9', dark: 'danger.9' },
  'bg.overlay': { light: 'rgba(0, 0, 0, 0.45)', dark: 'rgba(0, 0, 0, 0.7)' },
  'border.default': { light: 'neutral.6', dark: 'neutral.6' },
  'border.emphasis': { light: 'neutral.9', dark: 'neutral.10' },
  'border.focus': { light: 'accent.9', dark: 'accent.11' },
};

/** rem, on a 4px grid at the default 16px root size. */
export const spaceValues: Readonly<Record<SpaceToken, string>> = {
  'space.1': '0.25rem',
  'space.2': '0.5rem',
  'space.3': '0.75rem',
  'space.4': '1rem',
  'space.5': '1.5rem',
  'space.6': '2rem',
  'space.7': '3rem',
  'space.8': '4rem',
};

// Shadows barely show on dark surfaces, so dark mode deepens them and adds a hairline ring.
export const shadowValues: Readonly<Record<ShadowToken, ModeValues<string>>> = {
  'shadow.raised': {
    light: '0 1px 2px rgba(0, 0, 0, 0.06), 0 2px 6px rgba(0, 0, 0, 0.08)',
    dark: '0 0 0 1px rgba(255, 255, 255, 0.06), 0 2px 8px rgba(0, 0, 0, 0.5)',
  },
  'shadow.overlay': {
    light: '0 12px 32px rgba(0, 0, 0, 0.18), 0 2px 6px rgba(0, 0, 0, 0.08)',
    dark: '0 0 0 1px rgba(255, 255, 255, 0.08), 0 16px 40px rgba(0, 0, 0, 0.7)',
  },
};

/** radius.full is the pill shape, the same for every brand. */
export const RADIUS_FULL = '9999px';
