import { describe, expect, test } from 'vitest';
import {
  catalogTags,
  DEFAULT_LOCALE,
  locales,
  resolveLocale,
  siteLocaleCodes,
  switchableLocales,
} from './registry';

describe('locale registry', () => {
  test('has every code of the spec, each once, with a tag, direction and native name', () => {
    expect(siteLocaleCodes).toHaveLength(32);
    expect(new Set(locales.map((l) => l.code)).size).toBe(32);
    for (const locale of locales) {
      expect(() => new Intl.Locale(locale.tag)).not.toThrow();
      expect(locale.nativeName.length).toBeGreaterThan(1);
    }
  });

  test('AR, FA and UR run right to left; Roman Urdu does not', () => {
    const rtl = locales.filter((l) => l.dir === 'rtl').map((l) => l.code);
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
    expect(resolveLocale('UR-LA').dir).toBe('ltr');
  });

  test('MY and MS are both Malay, KO and KR both Korean, TY Filipino', () => {
    expect(resolveLocale('MY').tag).toBe('ms');
    expect(resolveLocale('MS').tag).toBe('ms');
    expect(resolveLocale('KO').tag).toBe('ko');
    expect(resolveLocale('KR').tag).toBe('ko');
    expect(resolveLocale('TY').tag).toBe('fil');
  });

  test('the default is MY, and an unknown or unsupported stored code falls back to it', () => {
    expect(DEFAULT_LOCALE).toBe('MY');
    expect(resolveLocale(null).code).toBe('MY');
    expect(resolveLocale('XX').code).toBe('MY');
    expect(resolveLocale('ja').code).toBe('JA');
    expect(resolveLocale('JA', ['EN', 'MY']).code).toBe('MY');
  });

  test('the switch lists each language once; one catalog per distinct tag', () => {
    expect(switchableLocales.map((l) => l.code)).not.toContain('MS');
    expect(switchableLocales.map((l) => l.code)).not.toContain('KR');
    expect(catalogTags).toHaveLength(30);
    expect(new Set(catalogTags).size).toBe(catalogTags.length);
  });
});
