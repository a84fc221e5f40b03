// The build renders each page's shell here, in Node (build/prerenderShell.ts, ADR 019): the
// application's own first render of the address, for a first visit of the default brand, language
// and mode, with the styles it uses.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { i18n } from '@lingui/core';
import { loginGuard, matchRoute, pathKey, ROUTES } from '@lobby/core';
import { activateCatalog, DEFAULT_LOCALE, localeEntry } from '@lobby/i18n';
import { defaultBrand } from '@lobby/theme';
import { App } from '../app/App';
import type { ShellVisit } from '../boot/contract';
import { siteConfigFor } from '../config/site';
import { brandAtom } from '../features/brand/atoms';
import { localeAtom, modeAtom } from '../features/preferences/atoms';
import { createStore, Provider } from '../state/jotai';

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

// styled-components' sheet notes which component owns which rules in marker rules of its own, for
// a browser sheet to take over; the shell's styles are dropped when the application renders, so
// only the rules themselves are kept.
const OWNER_MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;
const SHEET_SEPARATOR = /\/\*!sc\*\//g;

function rulesOf(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css.replace(OWNER_MARKER, '').replace(SHEET_SEPARATOR, ''))
    .join('')
    .replace(/\n+/g, '\n')
    .trim();
}

/**
 * The shell of `path`: what the application's first render shows there. Null for a path a first
 * visit does not see (the login guard sends it elsewhere).
 */
export async function renderShell(path: string): Promise<RenderedShell | null> {
  const brand = defaultBrand;
  const locale = localeEntry(DEFAULT_LOCALE);
  const mode = brand.defaultMode;
  const { loginedToHomePage } = siteConfigFor(brand.code);
  if (loginGuard({ loginedToHomePage, hasToken: false, pathname: path }) !== null) return null;

  await activateCatalog(i18n, locale.tag);
  const store = createStore();
  store.set(brandAtom, brand);
  store.set(modeAtom, mode);
  store.set(localeAtom, locale);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <App location={path} />
        </Provider>,
      ),
    );
    return {
      html,
      css: rulesOf(sheet.getStyleTags()),
      title: brand.name,
      visit: { path: pathKey(path), brand: brand.code, locale: locale.code, mode },
    };
  } finally {
    sheet.seal();
  }
}
