import { DEFAULT_LOCALE, locales, type LocaleEntry, type SiteLocaleCode } from '@lobby/i18n';

/**
 * The languages the switch offers (doc 1 §1): the merchant's supported list from the site
 * configuration, in the switch's own order; every language the site has when the merchant lists
 * none, or none the site knows (a switch with nothing in it would strand the visitor). A code
 * that shares another's catalog (KR for KO) offers that one.
 */
export function offeredLanguages(
  switchable: readonly LocaleEntry[],
  supported: readonly string[] | undefined,
): readonly LocaleEntry[] {
  if (supported === undefined) return switchable;
  const codes = new Set(
    supported.map((code) => {
      const upper = code.toUpperCase();
      return locales.find((entry) => entry.code === upper)?.aliasOf ?? upper;
    }),
  );
  const offered = switchable.filter((entry) => codes.has(entry.code));
  return offered.length === 0 ? switchable : offered;
}

/**
 * The language to show when the current one is not among those offered (doc 1 §1: an unsupported
 * stored language gives way to the default); null when the current one is offered. The default
 * is MY, or the merchant's first language where MY is not offered either.
 */
export function replacementLanguage(
  current: SiteLocaleCode,
  offered: readonly LocaleEntry[],
): SiteLocaleCode | null {
  if (offered.some((entry) => entry.code === current)) return null;
  if (offered.some((entry) => entry.code === DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return offered[0]?.code ?? null;
}
