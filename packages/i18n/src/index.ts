export {
  activateCatalog,
  activateDeferredCatalog,
  availableCatalogs,
  hasDeferredCatalog,
  loadDeferredMessages,
  loadMessages,
} from './catalogs';
export {
  catalogTags,
  DEFAULT_LOCALE,
  isSiteLocaleCode,
  localeEntry,
  locales,
  PSEUDO_LOCALE_TAG,
  resolveLocale,
  siteLocaleCodes,
  switchableLocales,
} from './registry';
export type { Direction, LocaleEntry, SiteLocaleCode } from './registry';
