import { describe, expect, test } from 'vitest';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activateCatalog, loadMessages } from './catalogs';
import { addPageMessages, loadPageMessages } from './pageCatalogs';
import { catalogTags } from './registry';

// A page text the build writes (apps/site/src/prerender/texts): the same message, so the same id.
const download = msg`Download the app for iPhone or Android and play wherever you are.`;

describe('page texts', () => {
  test('every language has them, and none is in the catalog a visitor downloads', async () => {
    for (const tag of catalogTags) {
      const [pages, site] = await Promise.all([loadPageMessages(tag), loadMessages(tag)]);
      expect(Object.keys(pages).length, tag).toBeGreaterThan(10);
      const shipped = Object.keys(pages).filter((id) => id in site);
      // The offline page's button says what the failed-start screen's does: that one is both.
      expect(shipped.length, tag).toBeLessThanOrEqual(1);
    }
  });

  test('they join the active language’s messages', async () => {
    const i18n = setupI18n();
    await activateCatalog(i18n, 'ms');
    await addPageMessages(i18n, 'ms');
    expect(i18n._(download)).toBe(
      'Muat turun aplikasi untuk iPhone atau Android dan bermain di mana sahaja anda berada.',
    );
    await activateCatalog(i18n, 'ar');
    await addPageMessages(i18n, 'ar');
    expect(i18n._(download)).toBe('نزّل التطبيق على iPhone أو Android والعب أينما كنت.');
  });

  test('an unknown language is a clear error', async () => {
    await expect(loadPageMessages('xx')).rejects.toThrow('No page text catalog for locale "xx"');
  });
});
