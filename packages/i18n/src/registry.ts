/**
 * Every language code the operator's site configuration may list, mapped to the BCP 47 tag of its
 * message catalog, its script direction and its name in its own language. Decisions on the codes the
 * spec leaves ambiguous are recorded in docs/adr/004-locale-codes.md.
 */
import { siteLocaleCodes, type SiteLocaleCode } from '@lobby/core';

export type Direction = 'ltr' | 'rtl';

export interface LocaleEntry {
  /** The code the operator's backend and stored preferences use (`MY`, `PT-BR`, ...). */
  readonly code: SiteLocaleCode;
  /** BCP 47 tag: `<html lang>`, Intl formatting and the catalog file name. */
  readonly tag: string;
  readonly dir: Direction;
  /** Name in the language itself, shown in the language switch. */
  readonly nativeName: string;
  /** Another code that shares this catalog (the switch lists only the primary code). */
  readonly aliasOf?: SiteLocaleCode;
}

export { siteLocaleCodes };
export type { SiteLocaleCode };

/** The spec's default language (Malay). */
export const DEFAULT_LOCALE: SiteLocaleCode = 'MY';

/** The pseudo-locale for designers: every string lengthened and accented to expose clipping. */
export const PSEUDO_LOCALE_TAG = 'en-XA';

const entries: readonly LocaleEntry[] = [
  { code: 'CN', tag: 'zh-CN', dir: 'ltr', nativeName: '简体中文' },
  { code: 'EN', tag: 'en', dir: 'ltr', nativeName: 'English' },
  { code: 'JA', tag: 'ja', dir: 'ltr', nativeName: '日本語' },
  { code: 'TH', tag: 'th', dir: 'ltr', nativeName: 'ไทย' },
  { code: 'VI', tag: 'vi', dir: 'ltr', nativeName: 'Tiếng Việt' },
  // The spec calls MY Malay (not Burmese, which ISO 639 gives "my"); MS is the same language.
  { code: 'MY', tag: 'ms', dir: 'ltr', nativeName: 'Bahasa Melayu' },
  { code: 'ES', tag: 'es', dir: 'ltr', nativeName: 'Español' },
  { code: 'HI', tag: 'hi', dir: 'ltr', nativeName: 'हिन्दी' },
  { code: 'ID', tag: 'id', dir: 'ltr', nativeName: 'Bahasa Indonesia' },
  { code: 'KM', tag: 'km', dir: 'ltr', nativeName: 'ខ្មែរ' },
  { code: 'KO', tag: 'ko', dir: 'ltr', nativeName: '한국어' },
  // KR is a country code some backends send for Korean: same catalog as KO.
  { code: 'KR', tag: 'ko', dir: 'ltr', nativeName: '한국어', aliasOf: 'KO' },
  { code: 'MS', tag: 'ms', dir: 'ltr', nativeName: 'Bahasa Melayu', aliasOf: 'MY' },
  { code: 'PT', tag: 'pt', dir: 'ltr', nativeName: 'Português' },
  { code: 'TA', tag: 'ta', dir: 'ltr', nativeName: 'தமிழ்' },
  { code: 'TW', tag: 'zh-TW', dir: 'ltr', nativeName: '繁體中文' },
  // TY is unexplained in the spec; the markets (peso symbol "P", bingo class BG gated on TY) point
  // to Tagalog/Filipino. See ADR 004.
  { code: 'TY', tag: 'fil', dir: 'ltr', nativeName: 'Filipino' },
  { code: 'UR', tag: 'ur', dir: 'rtl', nativeName: 'اردو' },
  // Roman Urdu is written in Latin script, so it runs left to right.
  { code: 'UR-LA', tag: 'ur-Latn', dir: 'ltr', nativeName: 'Urdu (Roman)' },
  { code: 'PT-BR', tag: 'pt-BR', dir: 'ltr', nativeName: 'Português (Brasil)' },
  { code: 'TR', tag: 'tr', dir: 'ltr', nativeName: 'Türkçe' },
  { code: 'BN', tag: 'bn', dir: 'ltr', nativeName: 'বাংলা' },
  { code: 'AR', tag: 'ar', dir: 'rtl', nativeName: 'العربية' },
  { code: 'FA', tag: 'fa', dir: 'rtl', nativeName: 'فارسی' },
  { code: 'RU', tag: 'ru', dir: 'ltr', nativeName: 'Русский' },
  { code: 'KK', tag: 'kk', dir: 'ltr', nativeName: 'Қазақ тілі' },
  { code: 'UZ', tag: 'uz', dir: 'ltr', nativeName: 'Oʻzbekcha' },
  { code: 'LO', tag: 'lo', dir: 'ltr', nativeName: 'ລາວ' },
  { code: 'NE', tag: 'ne', dir: 'ltr', nativeName: 'नेपाली' },
  { code: 'FR', tag: 'fr', dir: 'ltr', nativeName: 'Français' },
  { code: 'TE', tag: 'te', dir: 'ltr', nativeName: 'తెలుగు' },
  { code: 'SW', tag: 'sw', dir: 'ltr', nativeName: 'Kiswahili' },
];

const byCode = new Map<string, LocaleEntry>(entries.map((entry) => [entry.code, entry]));

/** Every code, in the spec's order. */
export const locales: readonly LocaleEntry[] = entries;

/** The codes a language switch offers: aliases left out so no language is listed twice. */
export const switchableLocales: readonly LocaleEntry[] = entries.filter((e) => !e.aliasOf);

/** One catalog per distinct tag: what `lingui extract` writes and the loader can fetch. */
export const catalogTags: readonly string[] = [...new Set(entries.map((e) => e.tag))];

export function isSiteLocaleCode(value: unknown): value is SiteLocaleCode {
  return typeof value === 'string' && byCode.has(value);
}

/**
 * The locale to use for a stored or requested code: an unknown or unsupported one falls back to the
 * default (MY), as the spec requires. `supported` is the list the site configuration allows.
 */
export function resolveLocale(
  code: string | null | undefined,
  supported: readonly string[] = siteLocaleCodes,
): LocaleEntry {
  const normalised = code?.trim().toUpperCase();
  const entry = normalised && supported.includes(normalised) ? byCode.get(normalised) : undefined;
  return entry ?? localeEntry(DEFAULT_LOCALE);
}

export function localeEntry(code: SiteLocaleCode): LocaleEntry {
  const entry = byCode.get(code);
  if (!entry) throw new Error(`Unknown locale code ${code}`);
  return entry;
}
