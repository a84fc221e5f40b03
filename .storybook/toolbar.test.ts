import { describe, expect, test } from 'vitest';
import { defaultBrand, getBrand } from '../packages/theme/src/index.ts';
import { toolbarChoice } from './toolbar.ts';

describe('toolbarChoice', () => {
  test('passes known values through', () => {
    const choice = toolbarChoice({ brand: 'jade', mode: 'dark', locale: 'AR' }, 'light');
    expect(choice.brand).toBe(getBrand('jade'));
    expect(choice.modes).toEqual(['dark']);
    expect(choice.locale).toEqual({ code: 'AR', tag: 'ar', dir: 'rtl' });
  });

  test('"both" shows light and dark side by side; the pseudo-locale has its own tag', () => {
    const choice = toolbarChoice({ brand: 'ember', mode: 'both', locale: 'PSEUDO' }, 'light');
    expect(choice.modes).toEqual(['light', 'dark']);
    expect(choice.locale.tag).toBe('en-XA');
  });

  test.each([
    ['a mode the toolbar does not have', { mode: 'side-by-side' }],
    ['a brand with no brand file', { brand: 'nope' }],
    ['a locale code that does not exist', { locale: 'XX' }],
    ['nothing at all', {}],
  ])('falls back to the default for %s', (_, globals) => {
    const choice = toolbarChoice(globals, 'dark');
    expect(choice.brand).toBe(defaultBrand);
    expect(choice.modes).toEqual(['dark']);
    expect(choice.locale).toEqual({ code: 'EN', tag: 'en', dir: 'ltr' });
  });
});
