import { describe, expect, test } from 'vitest';
import { browserColors, getBrand } from '@lobby/theme';
import { createStore } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { localeAtom, modeAtom } from './preferences.atoms';
import { setLocaleAtom, setModeAtom } from './preferences.actions';
import { readStoredLanguage, readStoredMode } from './storage';

describe('preference actions', () => {
  test('choosing a mode stores it and updates the atom', () => {
    const store = createStore();
    store.set(setModeAtom, 'dark');
    expect(store.get(modeAtom)).toBe('dark');
    expect(readStoredMode()).toBe('dark');
  });

  test("choosing a mode paints the browser's bar in the brand's colour for it", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
    const jade = getBrand('jade')!;
    const store = createStore();
    store.set(brandAtom, jade);
    store.set(setModeAtom, 'light');
    const meta = document.querySelector('meta[name="theme-color"]');
    expect(meta).toHaveAttribute('content', browserColors(jade, 'light').theme);
    store.set(setModeAtom, 'dark');
    expect(meta).toHaveAttribute('content', browserColors(jade, 'dark').theme);
    expect(browserColors(jade, 'dark').theme).not.toBe(browserColors(jade, 'light').theme);
  });

  test('choosing a language loads it, turns the document right to left for AR, and stores it', async () => {
    const store = createStore();
    await store.set(setLocaleAtom, 'AR');
    expect(store.get(localeAtom).tag).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(readStoredLanguage()).toBe('AR');
    await store.set(setLocaleAtom, 'EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('a stored mode that is not light or dark is ignored', () => {
    window.localStorage.setItem('lobby.mode', 'sepia');
    expect(readStoredMode()).toBeNull();
  });
});
