import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { activateCatalog } from '@lobby/i18n';
import { matchRoute } from '@lobby/core';
import { browserColors } from '@lobby/theme';
import { App } from './app/App';
import { createSiteStore } from './app/siteStore';
import { runStartUp } from './app/startUp';
import { pointHeadAtBrand } from './boot/brandHead';
import { takeBootHandover } from './boot/handover';
import { showStartFailure } from './boot/startFailure';
import { resolveVisit } from './boot/visit';
import { fetchQuery } from './data/query';
import { bannersQuery } from './features/banners/banners.queries';
import { applyDocumentLocale } from './features/preferences/preferences.actions';
import { permissionQuery, systemStatusQuery } from './features/system/system.queries';
import { Provider } from './state/jotai';

// The application's start (docs/startup.md). A prerendered page's boot script has asked the first
// calls already and may have the page's shell on screen (ADR 019).
async function start(): Promise<void> {
  const visit = resolveVisit(window.location, import.meta.env.DEV);
  // A built page's boot script has done this; the development server's page has no boot script.
  if (import.meta.env.DEV) {
    pointHeadAtBrand(document, visit.brand.code, browserColors(visit.brand, visit.mode).theme);
  }
  const handover = takeBootHandover();
  const store = createSiteStore({ ...visit, bootCalls: handover.prefetched });

  // Started before the catalog is awaited: the calls the first screen needs (status and
  // configuration, which decide the gate; its banner group) travel beside the catalog and the
  // first render instead of after them.
  const { pathname } = window.location;
  const bannerGroup = matchRoute(pathname)?.bannerGroup ?? null;
  const firstBanners =
    bannerGroup === null ? null : fetchQuery(store.set, bannersQuery(bannerGroup));
  const firstCalls = [
    fetchQuery(store.set, systemStatusQuery),
    fetchQuery(store.set, permissionQuery),
    ...(firstBanners ? [firstBanners] : []),
  ];
  let committed = () => {};
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  void runStartUp(store, { firstCommit, firstCalls, pathname });

  // The active catalog loads before the first render, so text never flashes in another language.
  // Over a prerendered shell, which already shows the first banner, the first render also waits
  // for the banner list: it replaces the shell, and must not take the banner away.
  await Promise.all([
    activateCatalog(i18n, visit.locale.tag),
    handover.shell && firstBanners ? firstBanners.catch(() => undefined) : null,
  ]);
  applyDocumentLocale(visit.locale);
  document.title = visit.brand.name;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first render is a transition: React renders the page in slices of a few milliseconds
  // rather than one long task, and commits it whole.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App onFirstCommit={committed} />
        </Provider>
      </StrictMode>,
    );
  });
}

// The catalog did not arrive (offline, a deploy during the visit): the page says so and offers a
// reload, which then tries again. The start runs in a task after the one that evaluated the
// application's modules, which is long enough on a phone without it (docs/benchmarks.md).
setTimeout(() => void start().catch(showStartFailure), 0);
