import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GAME_TYPES, type Vendor } from '@lobby/api';
import { createStore, Provider, useAtomValue } from '../../state/jotai';
import type * as Runtime from '../api/runtime';
import { loadVendorsAtom, vendorsAtom } from './atoms';

const getVendors = vi.hoisted(() => vi.fn());
vi.mock('../api/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Runtime>()),
  getVendors,
}));

const vn: Vendor = {
  gameType: 'LOTTERY',
  vassalage: 'TCG_LOTTO_VN',
  name: 'TCG Lotto VN',
  accountTypeId: 1,
  isHot: 1,
  logo: '',
  launchMode: 'iframe',
};

afterEach(() => {
  vi.resetAllMocks();
});

describe('loadVendorsAtom', () => {
  test('callers asking while a load is under way share it', async () => {
    getVendors.mockImplementation((_client, type: string) =>
      Promise.resolve(type === 'LOTTERY' ? [vn] : []),
    );
    const store = createStore();
    await Promise.all([store.set(loadVendorsAtom), store.set(loadVendorsAtom)]);
    expect(getVendors).toHaveBeenCalledTimes(GAME_TYPES.length);
    expect(store.get(vendorsAtom)).toEqual([vn]);
    await store.set(loadVendorsAtom);
    expect(getVendors).toHaveBeenCalledTimes(GAME_TYPES.length);
  });

  test('a forced reload calls again; a failed type is left out', async () => {
    getVendors.mockResolvedValue([]);
    const store = createStore();
    await store.set(loadVendorsAtom);
    getVendors.mockImplementation((_client, type: string) =>
      type === 'LOTTERY' ? Promise.resolve([vn]) : Promise.reject(new Error('down')),
    );
    await store.set(loadVendorsAtom, true);
    expect(getVendors).toHaveBeenCalledTimes(GAME_TYPES.length * 2);
    expect(store.get(vendorsAtom)).toEqual([vn]);
  });

  test("the vendors render in a transition: while the menus cannot show, the view before them stays, not the page's fallback", async () => {
    getVendors.mockResolvedValue([vn]);
    const store = createStore();
    const neverReady = new Promise<never>(() => {});
    function SlowMenus() {
      use(neverReady);
      return <p>Menus</p>;
    }
    function Navigation() {
      return useAtomValue(vendorsAtom) === null ? <p>Game types</p> : <SlowMenus />;
    }
    render(
      <Provider store={store}>
        <Suspense fallback={<p>Blank page</p>}>
          <Navigation />
        </Suspense>
      </Provider>,
    );
    await act(() => store.set(loadVendorsAtom));
    expect(store.get(vendorsAtom)).toEqual(Array.from(GAME_TYPES, () => vn));
    // Outside a transition React would replace the view with the boundary's fallback.
    expect(screen.getByText('Game types')).toBeVisible();
    expect(screen.queryByText('Blank page')).toBeNull();
  });
});
