import { i18n } from '@lingui/core';
import { activateCatalog, localeEntry, type LocaleEntry, type SiteLocaleCode } from '@lobby/i18n';
import type { Mode } from '@lobby/theme';
import { atom } from '../../state/jotai';
import { localeAtom, modeAtom } from './preferences.atoms';
import { storeLanguage, storeMode } from './storage';

export const setModeAtom = atom(null, (_get, set, mode: Mode) => {
  storeMode(mode);
  set(modeAtom, mode);
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
