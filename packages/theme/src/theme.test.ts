import { describe, expect, test } from 'vitest';
import { parseBrand } from './brand';
import type { Brand } from './brand';
import auroraFile from './brands/aurora.json';
import { defaultBrand, getBrand } from './brands';
import { palette } from './palette';
import { buildTheme, resolveColor, themeDeclarations } from './theme';
import { colorTokens, cssVarName, token, tokenNames } from './tokens';

const freshAurora = (): Brand => parseBrand(structuredClone(auroraFile), 'brands/aurora.json');

describe('buildTheme', () => {
  test('returns the identical theme for the same brand object and mode', () => {
    const brand = freshAurora();
    expect(buildTheme(brand, 'dark')).toBe(buildTheme(brand, 'dark'));
    expect(buildTheme(brand, 'light')).not.toBe(buildTheme(brand, 'dark'));
  });

  test('an equal but separate brand object gets an equal theme of its own', () => {
    const first = buildTheme(freshAurora(), 'light');
    const second = buildTheme(freshAurora(), 'light');
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  test('does not change the brand', () => {
    const brand = freshAurora();
    const before = structuredClone(brand);
    buildTheme(brand, 'light');
    buildTheme(brand, 'dark');
    expect(brand).toEqual(before);
  });

  test('the theme is frozen, as every consumer shares it', () => {
    const theme = buildTheme(defaultBrand, 'light');
    expect(Object.isFrozen(theme)).toBe(true);
    expect(Object.isFrozen(theme.colors)).toBe(true);
    expect(Object.isFrozen(theme.vars)).toBe(true);
  });

  test('carries the brand identity and the colour scheme', () => {
    const theme = buildTheme(defaultBrand, 'dark');
    expect(theme).toMatchObject({
      brandCode: 'aurora',
      brandName: 'Aurora Casino',
      logoText: 'AURORA',
      mode: 'dark',
      colorScheme: 'dark',
    });
  });

  test('resolves roles through the brand: accent.9 is the brand accent scale', () => {
    const theme = buildTheme(defaultBrand, 'light');
    expect(theme.colors['bg.accent']).toBe(palette.blue.light[8]);
    expect(theme.colors['fg.default']).toBe(palette.slate.light[11]);
    expect(buildTheme(defaultBrand, 'dark').colors['fg.default']).toBe(palette.slate.dark[11]);
  });

  test('every colour is #rrggbb, except the translucent backdrop', () => {
    const theme = buildTheme(defaultBrand, 'light');
    for (const name of colorTokens) {
      const expected = name === 'bg.overlay' ? /^rgba\(/ : /^#[0-9a-f]{6}$/;
      expect(theme.colors[name], name).toMatch(expected);
    }
  });

  test('a brand override replaces one token in one mode only', () => {
    const jade = getBrand('jade');
    if (!jade) throw new Error('jade missing');
    expect(buildTheme(jade, 'dark').colors['border.focus']).toBe(palette.amber.dark[8]);
    expect(buildTheme(jade, 'light').colors['border.focus']).toBe(palette.teal.light[8]);
  });

  test('a literal override colour is normalised', () => {
    const brand = parseBrand(
      { ...auroraFile, overrides: { light: { 'bg.raised': '#FFF' } } },
      'test',
    );
    expect(buildTheme(brand, 'light').colors['bg.raised']).toBe('#ffffff');
  });

  test('radius, fonts, space and shadows come through as CSS values', () => {
    const theme = buildTheme(defaultBrand, 'light');
    expect(theme.radius).toEqual({ sm: '2px', md: '4px', lg: '8px', full: '9999px' });
    expect(theme.fonts.body).toBe(defaultBrand.fonts.body);
    expect(theme.space['space.4']).toBe('1rem');
    expect(buildTheme(defaultBrand, 'dark').shadows['shadow.overlay']).not.toBe(
      theme.shadows['shadow.overlay'],
    );
  });
});

describe('resolveColor', () => {
  test('reads role steps, role contrast and literals', () => {
    expect(resolveColor(defaultBrand, 'dark', 'accent.11')).toBe(palette.blue.dark[10]);
    expect(resolveColor(defaultBrand, 'light', 'warning.contrast')).toBe(palette.amber.contrast);
    expect(resolveColor(defaultBrand, 'light', '#ABC')).toBe('#aabbcc');
    expect(resolveColor(defaultBrand, 'light', 'rgba(0,0,0,0.5)')).toBe('rgba(0, 0, 0, 0.5)');
  });
});

describe('CSS variables', () => {
  test.each([
    ['bg.accentHover', '--bg-accent-hover'],
    ['fg.onAccent', '--fg-on-accent'],
    ['fg.default', '--fg-default'],
    ['radius.md', '--radius-md'],
    ['font.body', '--font-body'],
    ['space.3', '--space-3'],
    ['shadow.overlay', '--shadow-overlay'],
  ] as const)('%s is %s', (name, variable) => {
    expect(cssVarName(name)).toBe(variable);
    expect(token(name)).toBe(`var(${variable})`);
  });

  test('token() rejects a misspelt name at compile time', () => {
    // @ts-expect-error: 'fg.defualt' is not a TokenName
    expect(token('fg.defualt')).toBe('var(--fg-defualt)');
  });

  test('vars hold every token, colour and non-colour, under its variable name', () => {
    const theme = buildTheme(defaultBrand, 'light');
    expect(Object.keys(theme.vars).sort()).toEqual(tokenNames.map(cssVarName).sort());
    expect(theme.vars['--bg-accent-hover']).toBe(theme.colors['bg.accentHover']);
    expect(theme.vars['--radius-md']).toBe('4px');
    expect(theme.vars['--font-body']).toBe(defaultBrand.fonts.body);
    expect(theme.vars['--space-3']).toBe('0.75rem');
  });

  test('no two tokens share a variable', () => {
    expect(new Set(tokenNames.map(cssVarName)).size).toBe(tokenNames.length);
  });

  test('a brand or mode switch changes values, never variable names', () => {
    const names = (code: string, mode: 'light' | 'dark') => {
      const brand = getBrand(code);
      if (!brand) throw new Error(code);
      return Object.keys(buildTheme(brand, mode).vars);
    };
    expect(names('jade', 'dark')).toEqual(names('aurora', 'light'));
    expect(names('ember', 'light')).toEqual(names('aurora', 'dark'));
  });

  test('themeDeclarations sets color-scheme and one declaration per variable', () => {
    const theme = buildTheme(defaultBrand, 'dark');
    const lines = themeDeclarations(theme).split('\n');
    expect(lines[0]).toBe('color-scheme: dark;');
    expect(lines).toContain(`--bg-canvas: ${theme.colors['bg.canvas']};`);
    expect(lines).toContain('--radius-full: 9999px;');
    expect(lines).toHaveLength(tokenNames.length + 1);
    for (const line of lines) expect(line).toMatch(/^[-a-z0-9]+: [^;{}]+;$/);
  });
});
