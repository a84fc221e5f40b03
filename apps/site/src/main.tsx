import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { activateCatalog, resolveLocale } from '@lobby/i18n';
import { onIdle } from '@lobby/ui';
import { matchRoute } from '@lobby/core';
import { App } from './app/App';
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
// configuration, its banner group) run beside the catalog and the first render instead of after
// it. The gate may still replace the shell once status answers.
const firstScreen = matchRoute(window.location.pathname);
const firstCalls = [
  store.set(bootSystemAtom),
  firstScreen?.bannerGroup
    ? store.set(loadBannersAtom, firstScreen.bannerGroup)
    : Promise.resolve(),
];
// The start-up ends once those have answered and the browser has had an idle moment (the first
// banner is up by then). Only then do the secondary parts of the shell mount (login form, game
// navigation, footer, side bar) and their calls start (notices, vendors): on a slow link they
// would otherwise share the connections and the main thread with the first screen. They render in
// a transition, in slices the browser can interrupt.
void Promise.allSettled(firstCalls).then(() =>
  onIdle(() => {
    startTransition(() => store.set(startUpDoneAtom, true));
    void store.set(loadNoticesAtom);
    void store.set(loadVendorsAtom);
  }),
);

// The active catalog loads before the first paint, so text never flashes in another language. The
// screen's code is asked for once the shell has painted (useFirstScreenReady).
await activateCatalog(i18n, locale.tag);
applyDocumentLocale(locale);
document.title = brand.name;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render is a transition: React renders the page in slices of a few milliseconds rather
// than one long task, and commits it whole.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
});
