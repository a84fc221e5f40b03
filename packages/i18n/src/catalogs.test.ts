import { describe, expect, test } from 'vitest';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activateCatalog, availableCatalogs, loadMessages } from './catalogs';
import { catalogTags, PSEUDO_LOCALE_TAG } from './registry';

const title = 'Aurora';
// The same message the site renders (ids are derived from the text, so this matches its catalog
// entry): the label of a home row's "next" button.
const nextGames = msg`Next games: ${title}`;

describe('catalogs', () => {
  test('a catalog exists for every registry tag and the pseudo-locale', () => {
    expect([...availableCatalogs].sort()).toEqual([...catalogTags, PSEUDO_LOCALE_TAG].sort());
  });

  test('activating a locale translates with it', async () => {
    const i18n = setupI18n();
    await activateCatalog(i18n, 'ms');
    expect(i18n._(nextGames)).toBe('Permainan seterusnya: Aurora');
    await activateCatalog(i18n, 'ar');
    expect(i18n.locale).toBe('ar');
    expect(i18n._(nextGames)).toBe('الألعاب التالية: Aurora');
  });

  test('the pseudo-locale lengthens and accents every string but keeps placeholders', async () => {
    const [en, pseudo] = await Promise.all([loadMessages('en'), loadMessages(PSEUDO_LOCALE_TAG)]);
    const i18n = setupI18n({ locale: 'en', messages: { en, [PSEUDO_LOCALE_TAG]: pseudo } });
    const english = i18n._(nextGames);
    i18n.activate(PSEUDO_LOCALE_TAG);
    const long = i18n._(nextGames);
    expect(long).toContain('Aurora');
    expect(long.length).toBeGreaterThan(english.length * 1.3);
    expect(long).not.toBe(english);
  });

  test('an unknown catalog is a clear error', async () => {
    await expect(loadMessages('xx')).rejects.toThrow('No message catalog for locale "xx"');
  });
});
