// The build renders each page's shell here, in Node (build/prerenderShell.ts, ADR 019): the
// application's own first render of the address, for a first visit of the default brand, language
// and mode, with the styles it uses.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { loginGuard, matchRoute, pathKey, ROUTES } from '@lobby/core';
import { activateCatalog, DEFAULT_LOCALE, localeEntry } from '@lobby/i18n';
import { defaultBrand } from '@lobby/theme';
import { ErrorPage, ThemeRoot } from '@lobby/ui';
import { App } from '../app/App';
import { createSiteStore } from '../app/siteStore';
import type { ShellVisit } from '../boot/contract';
import { Provider } from '../state/jotai';
import { activatePageTexts } from './pageTexts';
import { renderWithStyles } from './renderWithStyles';
import { pageDescription } from './texts/pageDescriptions';

export { renderOfflinePage } from './renderOffline';
export { robotsTxt } from './robots';

/** A page the build writes: its address, and whether it shows banners. */
export interface ShellPage {
  path: string;
  banners: boolean;
}

/** Every address of the route table gets a page of its own, but the `*.html` aliases. */
export function shellPages(): ShellPage[] {
  return ROUTES.filter((route) => !route.path.endsWith('.html')).map((route) => ({
    path: route.path,
    banners: (matchRoute(route.path)?.bannerGroup ?? null) !== null,
  }));
}

/**
 * The description of the page at `path`, in the default language: every address of the route
 * table has one (`<meta name="description">`).
 */
export async function describePage(path: string): Promise<string> {
  const route = matchRoute(path);
  if (!route) throw new Error(`describePage: ${path} is not in the route table`);
  await activatePageTexts(localeEntry(DEFAULT_LOCALE).tag);
  return i18n._(pageDescription(route));
}

/** The tag of the default language's catalog, which the first render waits for. */
export const defaultCatalogTag = localeEntry(DEFAULT_LOCALE).tag;

export interface RenderedShell {
  /** The markup of the first render, for inside `#root`. */
  html: string;
  /** The rules that markup uses. */
  css: string;
  /** The page's title. */
  title: string;
  /** The visit it was rendered for. */
  visit: ShellVisit;
}

/**
 * The shell of `path`: what the application's first render shows there. Null for a path a first
 * visit does not see (the login guard sends it elsewhere).
 */
export async function renderShell(path: string): Promise<RenderedShell | null> {
  const brand = defaultBrand;
  const locale = localeEntry(DEFAULT_LOCALE);
  const mode = brand.defaultMode;
  const { loginedToHomePage } = brand;
  if (loginGuard({ loginedToHomePage, hasToken: false, pathname: path }) !== null) return null;

  await activateCatalog(i18n, locale.tag);
  const store = createSiteStore({ brand, locale, mode, session: null });
  const { html, css } = renderWithStyles(
    <Provider store={store}>
      <App location={path} />
    </Provider>,
  );
  return {
    html,
    css,
    title: brand.name,
    visit: { path: pathKey(path), brand: brand.code, locale: locale.code, mode },
  };
}

/**
 * The failed-start screen, in the default language and the default brand's mode: the page shows it
 * when the application's code or its catalog does not arrive (boot/startFailure.ts), when neither
 * React nor a catalog is there to render it.
 */
export async function renderStartFailure(): Promise<{ html: string; css: string }> {
  const brand = defaultBrand;
  const locale = localeEntry(DEFAULT_LOCALE);
  await activateCatalog(i18n, locale.tag);
  return renderWithStyles(
    <I18nProvider i18n={i18n}>
      <ThemeRoot brand={brand} mode={brand.defaultMode} dir={locale.dir} lang={locale.tag}>
        {/* The boot script wires the button to a reload. */}
        <ErrorPage kind="start-failed" onReload={() => undefined} />
      </ThemeRoot>
    </I18nProvider>,
  );
}
