import { i18n } from '@lingui/core';
import { activateCatalog, localeEntry, type LocaleEntry, type SiteLocaleCode } from '@lobby/i18n';
import { browserColors, type Mode } from '@lobby/theme';
import { setThemeColor } from '../../boot/brandHead';
import { atom } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { localeAtom, modeAtom } from './preferences.atoms';
import { storeLanguage, storeMode } from './storage';

export const setModeAtom = atom(null, (get, set, mode: Mode) => {
  storeMode(mode);
  set(modeAtom, mode);
  // The browser's bar (on a phone, the address bar) follows the page into the other mode.
  setThemeColor(document, browserColors(get(brandAtom), mode).theme);
});

export const setLocaleAtom = atom(null, async (_get, set, code: SiteLocaleCode) => {
  const entry = localeEntry(code);
  await activateCatalog(i18n, entry.tag);
  applyDocumentLocale(entry);
  storeLanguage(entry.code);
  set(localeAtom, entry);
});

/** `<html lang dir>` follow the locale, so the whole page (and screen readers) switch with it. */
export function applyDocumentLocale(entry: LocaleEntry): void {
  document.documentElement.lang = entry.tag;
  document.documentElement.dir = entry.dir;
}
