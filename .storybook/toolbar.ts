/**
 * What the toolbar asks for, made safe. A story address can carry any toolbar value
 * (`?globals=mode:side-by-side`, a brand that was renamed, a locale code that does not exist), and
 * the decorator used to pass it straight to the theme, which broke every story with "Cannot read
 * properties of undefined (reading 'trim')". An unknown value now falls back to the default.
 */
import { defaultBrand, getBrand, type Brand, type Mode } from '../packages/theme/src/index.ts';
import {
  isSiteLocaleCode,
  localeEntry,
  PSEUDO_LOCALE_TAG,
  switchableLocales,
  type SiteLocaleCode,
} from '../packages/i18n/src/registry.ts';

/** The toolbar's pseudo-locale entry (long, accented strings). */
export const PSEUDO = 'PSEUDO';
/** The toolbar's locale when the address names none or an unknown one. */
export const DEFAULT_STORY_LOCALE: SiteLocaleCode = 'EN';

export interface ToolbarLocale {
  readonly code: string;
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
}

export interface ToolbarChoice {
  readonly brand: Brand;
  /** One mode, or light and dark side by side. */
  readonly modes: readonly Mode[];
  readonly locale: ToolbarLocale;
}

function localeOf(value: unknown): ToolbarLocale {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  if (code === PSEUDO) return { code: PSEUDO, tag: PSEUDO_LOCALE_TAG, dir: 'ltr' };
  // Aliases are not in the menu but their catalogs exist, so an address may still use one.
  const entry = localeEntry(isSiteLocaleCode(code) ? code : DEFAULT_STORY_LOCALE);
  return { code: entry.code, tag: entry.tag, dir: entry.dir };
}

function modesOf(value: unknown, defaultMode: Mode): readonly Mode[] {
  if (value === 'both') return ['light', 'dark'];
  if (value === 'light' || value === 'dark') return [value];
  return [defaultMode];
}

/** Reads the toolbar's globals; anything unknown or missing is the default. */
export function toolbarChoice(
  globals: Readonly<Record<string, unknown>>,
  defaultMode: Mode,
): ToolbarChoice {
  return {
    brand: getBrand(String(globals['brand'])) ?? defaultBrand,
    modes: modesOf(globals['mode'], defaultMode),
    locale: localeOf(globals['locale']),
  };
}

/** The locale menu's entries: every switchable language, then the pseudo-locale. */
export const localeItems = [
  ...switchableLocales.map((l) => ({
    value: l.code,
    title: `${l.nativeName} (${l.code}${l.dir === 'rtl' ? ', RTL' : ''})`,
  })),
  { value: PSEUDO, title: 'Pseudo-locale (long strings)' },
];
