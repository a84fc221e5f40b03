import { resolveLocale, type LocaleEntry } from '@lobby/i18n/registry';
import type { Brand, Mode } from '@lobby/theme';
import { resolveBrand } from '../features/brand/resolveBrand';
import { readStoredLanguage, readStoredMode } from '../features/preferences/storage';

/** What the first render of a page depends on, besides the address. */
export interface Visit {
  brand: Brand;
  locale: LocaleEntry;
  mode: Mode;
}

/**
 * The visit of this page: the brand of its host (`?brand=` in development), the stored language
 * (a language the site does not support falls back to the default, MY) and the stored mode (else
 * the brand's). The boot script and the application resolve it alike.
 */
export function resolveVisit(location: Pick<Location, 'hostname' | 'search'>, dev: boolean): Visit {
  const brand = resolveBrand(location, dev);
  return {
    brand,
    locale: resolveLocale(readStoredLanguage()),
    mode: readStoredMode() ?? brand.defaultMode,
  };
}
