import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { activateCatalog, resolveLocale } from '@lobby/i18n';
import { onIdle } from '@lobby/ui';
import { matchRoute } from '@lobby/core';
import { App } from './app/App';
import { createRouter } from './app/router';
import { loadBannersAtom } from './features/banners/atoms';
import { brandAtom } from './features/brand/atoms';
import { loadNoticesAtom } from './features/notices/atoms';
import { resolveBrand } from './features/brand/resolveBrand';
import { bootSystemAtom, startUpDoneAtom } from './features/system/atoms';
import { loadVendorsAtom } from './features/vendors/atoms';
import { applyDocumentLocale, localeAtom, modeAtom } from './features/preferences/atoms';
import { readStoredLanguage, readStoredMode } from './features/preferences/storage';
import { createStore, Provider } from './state/jotai';

const brand = resolveBrand(window.location, import.meta.env.DEV);
// A stored language the site does not support falls back to the default (MY).
const locale = resolveLocale(readStoredLanguage());

const store = createStore();
store.set(brandAtom, brand);
store.set(modeAtom, readStoredMode() ?? brand.defaultMode);
store.set(localeAtom, locale);
// Not awaited, and started before the catalog: the calls the first screen needs (status and
// configuration, its banner group, notices, vendors) run beside the catalog and the first render
// instead of after it. The gate may still replace the shell once status answers.
const bannerGroup = matchRoute(window.location.pathname)?.bannerGroup;
const firstCalls = [
  store.set(bootSystemAtom),
  bannerGroup ? store.set(loadBannersAtom, bannerGroup) : Promise.resolve(),
];
void store.set(loadNoticesAtom);
void store.set(loadVendorsAtom);
void Promise.allSettled(firstCalls).then(() => onIdle(() => store.set(startUpDoneAtom, true)));

// The active catalog loads before the first paint, so text never flashes in another language.
await activateCatalog(i18n, locale.tag);
applyDocumentLocale(locale);
document.title = brand.name;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App router={createRouter()} />
    </Provider>
  </StrictMode>,
);
