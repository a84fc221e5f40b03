import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { activateCatalog } from '@lobby/i18n';
import { onIdle } from '@lobby/ui';
import { matchRoute } from '@lobby/core';
import { App } from './app/App';
import { takeBootHandover } from './boot/handover';
import { resolveVisit } from './boot/visit';
import { setPrefetchedCalls } from './features/api/client';
import { loadBannersAtom } from './features/banners/atoms';
import { brandAtom } from './features/brand/atoms';
import { loadNoticesAtom } from './features/notices/atoms';
import { bootSystemAtom, startUpDoneAtom } from './features/system/atoms';
import { loadVendorsAtom } from './features/vendors/atoms';
import { applyDocumentLocale, localeAtom, modeAtom } from './features/preferences/atoms';
import { createStore, Provider } from './state/jotai';

const { brand, locale, mode } = resolveVisit(window.location, import.meta.env.DEV);
// The boot script of a prerendered page has asked the first calls already and may have the
// page's shell on screen (ADR 019).
const handover = takeBootHandover();
setPrefetchedCalls(handover.prefetched);

const store = createStore();
store.set(brandAtom, brand);
store.set(modeAtom, mode);
store.set(localeAtom, locale);
// Not awaited, and started before the catalog: the calls the first screen needs (status and
// configuration, its banner group) run beside the catalog and the first render instead of after
// it. The gate may still replace the shell once status answers.
const bannerGroup = matchRoute(window.location.pathname)?.bannerGroup ?? null;
const firstBanners =
  bannerGroup === null ? Promise.resolve() : store.set(loadBannersAtom, bannerGroup);
const firstCalls = [store.set(bootSystemAtom), firstBanners];
let firstRenderCommitted = () => {};
const firstRender = new Promise<void>((resolve) => {
  firstRenderCommitted = resolve;
});
// The start-up ends once those have answered, the first render is on screen and the browser has
// had an idle moment (the first banner is up by then). Only then do the secondary parts of the
// shell mount (login form, game navigation, footer, side bar) and their calls start (notices,
// vendors): on a slow link they would otherwise share the connections and the main thread with the
// first screen, and in the first render they would make it a larger task. They render in a
// transition, in slices the browser can interrupt.
void Promise.allSettled([...firstCalls, firstRender]).then(() =>
  onIdle(() => {
    startTransition(() => store.set(startUpDoneAtom, true));
    void store.set(loadNoticesAtom);
    void store.set(loadVendorsAtom);
  }),
);

// The active catalog loads before the first paint, so text never flashes in another language. The
// screen's code is asked for once the shell has painted (useFirstScreenReady). Over a prerendered
// shell, which already shows the first banner, the first render also waits for the banner list:
// it replaces the shell, and must not take the banner away.
await Promise.all([
  activateCatalog(i18n, locale.tag),
  handover.shell ? firstBanners : Promise.resolve(),
]);
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
        <App onFirstCommit={firstRenderCommitted} />
      </Provider>
    </StrictMode>,
  );
});
