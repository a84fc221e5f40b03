import { describe, expect, test } from 'vitest';
import { switchableLocales } from '@lobby/i18n';
import { offeredLanguages, replacementLanguage } from './offeredLanguages';

const codes = (list: readonly { code: string }[]) => list.map((entry) => entry.code);

describe('offeredLanguages', () => {
  test("the merchant's list decides, in the switch's order", () => {
    const offered = offeredLanguages(switchableLocales, ['en', 'MY', 'AR']);
    expect(codes(offered)).toEqual(
      codes(switchableLocales).filter((code) => ['EN', 'MY', 'AR'].includes(code)),
    );
  });

  test('a code that shares a catalog offers the primary one; unknown codes are ignored', () => {
    expect(codes(offeredLanguages(switchableLocales, ['KR', 'XX']))).toEqual(['KO']);
  });

  test('no list, or none the site knows: every language', () => {
    expect(offeredLanguages(switchableLocales, undefined)).toBe(switchableLocales);
    expect(offeredLanguages(switchableLocales, ['XX'])).toBe(switchableLocales);
  });
});

describe('replacementLanguage', () => {
  const offered = offeredLanguages(switchableLocales, ['EN', 'MY']);
  test('an offered language stays; another gives way to MY, else to the first offered', () => {
    expect(replacementLanguage('EN', offered)).toBeNull();
    expect(replacementLanguage('TH', offered)).toBe('MY');
    // The switch lists CN before EN.
    expect(replacementLanguage('TH', offeredLanguages(switchableLocales, ['EN', 'CN']))).toBe('CN');
  });
});
