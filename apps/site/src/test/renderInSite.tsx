import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Vendor } from '@lobby/api';
import { activateCatalog, activateDeferredCatalog } from '@lobby/i18n';
import { defaultBrand } from '@lobby/theme';
import { ThemeRoot } from '@lobby/ui';
import { createSiteStore, type SiteStore } from '../app/siteStore';
import { setQueryData } from '../data/query';
import { localeAtom } from '../features/preferences/preferences.atoms';
import type { StoredSession } from '../features/session/sessionStore';
import { vendorsQuery } from '../features/vendors/vendors.queries';
import { Provider } from '../state/jotai';
import { fakeApi, type FakeEndpoints } from './fakeApi';
import { createRouterView, RouterProbe } from './RouterProbe';

export type { SiteStore };

/** A session of account type `type` (1 a member, 4 a trial account). */
export function sessionOf(account: string, type = 1, token = `token-of-${account}`): StoredSession {
  return {
    token,
    user: { customerId: 7, account, username: account, type },
    mustChangePassword: false,
  };
}

/**
 * A store for a member (account type 1), a trial account (4), or a visitor, with the vendors known
 * (null: not known, asked for when a part wants them). With `api`, its calls go to a fake API
 * answering those endpoints; without, to the API chunk.
 */
export function storeFor(
  who: 'member' | 'trial' | 'visitor',
  vendors: readonly Vendor[] | null = [],
  api?: FakeEndpoints,
): SiteStore {
  const store = createSiteStore({
    session:
      who === 'visitor' ? null : sessionOf('player7', who === 'trial' ? 4 : 1, 'session-token'),
    ...(api ? { api: fakeApi(api) } : {}),
  });
  if (vendors !== null) {
    setQueryData(store.set, vendorsQuery(store.get(localeAtom).code), () => vendors);
  }
  return store;
}

export function vendor(
  gameType: string,
  vassalage: string,
  launchMode: Vendor['launchMode'] = 'iframe',
): Vendor {
  return {
    gameType,
    vassalage,
    name: `${vassalage} Studio`,
    accountTypeId: 1,
    isHot: 0,
    logo: '',
    launchMode,
  };
}

/**
 * Renders `element` at every path of a memory router (the history given by `entries`, the last one
 * current), in StrictMode with the English catalogs, a theme and the test's store.
 */
export async function renderInSite(
  element: ReactElement,
  { store, entries = ['/'] }: { store: SiteStore; entries?: string[] },
) {
  await activateCatalog(i18n, 'en');
  await activateDeferredCatalog(i18n, 'en');
  const router = createRouterView();
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <ThemeRoot brand={defaultBrand} mode="light" dir="ltr" lang="en">
            <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
              {element}
              <RouterProbe view={router} />
            </MemoryRouter>
          </ThemeRoot>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
  /** The router's current address: path and query. */
  const address = () => `${router.location?.pathname ?? ''}${router.location?.search ?? ''}`;
  return { ...view, router, address };
}
