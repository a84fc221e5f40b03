import { describe, expect, test, vi } from 'vitest';
import { GAME_TYPES, type GameType, type Vendor } from '@lobby/api';
import { createSiteStore } from '../../app/siteStore';
import { fetchQuery } from '../../data/query';
import { fakeApi } from '../../test/fakeApi';
import { localeAtom } from '../preferences/preferences.atoms';
import { vendorsAtom } from './vendors.atoms';
import { vendorsQuery } from './vendors.queries';

const vn: Vendor = {
  gameType: 'LOTTERY',
  vassalage: 'TCG_LOTTO_VN',
  name: 'TCG Lotto VN',
  accountTypeId: 1,
  isHot: 1,
  logo: '',
  launchMode: 'iframe',
};

describe('vendorsQuery', () => {
  test('one call per game type; a failed type is left out', async () => {
    const getVendors = vi.fn((_client: unknown, type: GameType) =>
      type === 'LOTTERY' ? Promise.resolve([vn]) : Promise.reject(new Error('down')),
    );
    const store = createSiteStore({ api: fakeApi({ getVendors }) });
    await expect(fetchQuery(store.set, vendorsQuery('EN'))).resolves.toEqual([vn]);
    expect(getVendors).toHaveBeenCalledTimes(GAME_TYPES.length);
  });

  test('another language is another answer, asked again; vendorsAtom follows the active one', async () => {
    const getVendors = vi.fn(() => Promise.resolve([vn]));
    const store = createSiteStore({ api: fakeApi({ getVendors }) });
    expect(store.get(vendorsAtom)).toBeNull();
    await fetchQuery(store.set, vendorsQuery(store.get(localeAtom).code));
    expect(store.get(vendorsAtom)).toHaveLength(GAME_TYPES.length);
    await fetchQuery(store.set, vendorsQuery(store.get(localeAtom).code));
    expect(getVendors).toHaveBeenCalledTimes(GAME_TYPES.length);
    await fetchQuery(store.set, vendorsQuery('AR'));
    expect(getVendors).toHaveBeenCalledTimes(GAME_TYPES.length * 2);
  });
});
