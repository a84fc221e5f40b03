import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Vendor } from '@lobby/api';
import { activateCatalog, activateDeferredCatalog } from '@lobby/i18n';
import { defaultBrand } from '@lobby/theme';
import { ThemeRoot } from '@lobby/ui';
import { createStore, Provider } from '../../../state/jotai';
import { sessionAtom } from '../../session/atoms';
import { vendorsAtom } from '../../vendors/atoms';
import { createRouterView, RouterProbe } from '../../../test/RouterProbe';

export type SiteStore = ReturnType<typeof createStore>;

/** A member (account type 1), a trial account (4), or a visitor. */
export function storeFor(
  who: 'member' | 'trial' | 'visitor',
  vendors: readonly Vendor[] = [],
): SiteStore {
  const store = createStore();
  store.set(vendorsAtom, vendors);
  if (who !== 'visitor') {
    store.set(sessionAtom, {
      token: 'session-token',
      user: {
        customerId: 7,
        account: 'player7',
        username: 'player7',
        type: who === 'trial' ? 4 : 1,
      },
      mustChangePassword: false,
    });
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
