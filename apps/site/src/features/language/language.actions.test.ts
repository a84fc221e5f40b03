import { describe, expect, test, vi } from 'vitest';
import type { Game, Vendor } from '@lobby/api';
import { createSiteStore } from '../../app/siteStore';
import { fetchQuery } from '../../data/query';
import { fakeApi } from '../../test/fakeApi';
import { hotGamesQuery } from '../games/games.queries';
import { vendorsQuery } from '../vendors/vendors.queries';
import { changeLanguageAtom } from './language.actions';

// Doc 1 §4: a language change reloads the hot games and the vendors (forced), even for a
// language the visit has already shown (whose answers the cache still holds).
describe('language change', () => {
  test('a language seen before is loaded again, not read from the cache', async () => {
    const api = {
      getHotGames: vi.fn(() => Promise.resolve([] as Game[])),
      getVendors: vi.fn(() => Promise.resolve([] as Vendor[])),
    };
    const store = createSiteStore({ api: fakeApi(api), session: null });
    const showEnglish = () =>
      Promise.all([
        fetchQuery(store.set, hotGamesQuery('RNG', 'EN')),
        fetchQuery(store.set, vendorsQuery('EN')),
      ]);

    await showEnglish();
    await showEnglish();
    expect(api.getHotGames).toHaveBeenCalledTimes(1);
    const vendorCalls = api.getVendors.mock.calls.length;

    await store.set(changeLanguageAtom, 'CN');
    await store.set(changeLanguageAtom, 'EN');
    await showEnglish();
    expect(api.getHotGames).toHaveBeenCalledTimes(2);
    expect(api.getVendors.mock.calls.length).toBe(vendorCalls * 2);
  });
});
