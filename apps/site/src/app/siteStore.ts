import type { PrefetchedCall } from '@lobby/api';
import type { LocaleEntry } from '@lobby/i18n';
import type { Brand, Mode } from '@lobby/theme';
import { apiSourceAtom, bootCallsAtom, type ApiRuntime } from '../data/api';
import { brandAtom } from '../features/brand/brand.atoms';
import { localeAtom, modeAtom } from '../features/preferences/preferences.atoms';
import { sessionAtom } from '../features/session/session.atoms';
import type { StoredSession } from '../features/session/sessionStore';
import { createStore } from '../state/jotai';

export interface SiteStoreOptions {
  brand?: Brand;
  locale?: LocaleEntry;
  mode?: Mode;
  /** The first calls the page's boot script asked (ADR 019): the API client answers from them. */
  bootCalls?: readonly PrefetchedCall[];
  /** A fake API for a test, instead of the API's chunk. */
  api?: ApiRuntime;
  /** The session to start with (a test); by default the tab's stored one. */
  session?: StoredSession | null;
}

/**
 * The site's state for one page (or one test, or one build-time render): a jotai store with the
 * visit's brand, language and mode, and where its calls go.
 */
export function createSiteStore(options: SiteStoreOptions = {}) {
  const store = createStore();
  if (options.brand) store.set(brandAtom, options.brand);
  if (options.locale) store.set(localeAtom, options.locale);
  if (options.mode) store.set(modeAtom, options.mode);
  if (options.bootCalls) store.set(bootCallsAtom, options.bootCalls);
  const { api } = options;
  if (api) store.set(apiSourceAtom, { load: () => Promise.resolve(api) });
  if (options.session !== undefined) store.set(sessionAtom, options.session);
  return store;
}

export type SiteStore = ReturnType<typeof createSiteStore>;
