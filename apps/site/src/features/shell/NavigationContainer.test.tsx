import type { ApiRuntime } from '../../data/api';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { renderInSite, storeFor, vendor } from '../../test/renderInSite';
import { NavigationContainer } from './NavigationContainer';

// The API this page's calls reach: the endpoints the tests answer.
const api = {
  getGames: vi.fn<ApiRuntime['getGames']>(),
};

const VENDORS = [vendor('RNG', 'PG'), vendor('COCKFIGHT', 'DS88')];

afterEach(() => {
  api.getGames.mockReset();
});

describe('NavigationContainer launches', () => {
  test("cockfight's entry launches its vendor's first game instead of opening a page", async () => {
    const user = userEvent.setup();
    api.getGames.mockResolvedValue({
      list: [
        {
          gameId: 3,
          nodeId: 3,
          gameCode: 'derby',
          name: 'Derby',
          gameType: 'COCKFIGHT',
          vassalage: 'DS88',
          classification: 'SC',
          minBet: 1,
          isHot: 0,
          thumbnail: '',
        },
      ],
      page: 1,
      pageSize: 1,
      totalPage: 1,
      total: 1,
    });
    const { address } = await renderInSite(<NavigationContainer activeHref="/" />, {
      store: storeFor('member', VENDORS, api),
    });
    await user.click(screen.getByRole('link', { name: 'Cockfight' }));
    await waitFor(() =>
      expect(address()).toBe('/game?gameType=COCKFIGHT&vendor=DS88&gameCode=derby&name=Derby'),
    );
  });

  test('a visitor is asked to log in before a launch, and may still browse a type', async () => {
    const user = userEvent.setup();
    const store = storeFor('visitor', VENDORS, api);
    const { address } = await renderInSite(<NavigationContainer activeHref="/" />, { store });
    await user.click(screen.getByRole('link', { name: 'Cockfight' }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    expect(address()).toBe('/');
    expect(api.getGames).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Slots' }));
    expect(address()).toBe('/rng');
  });

  test('a brand with LOTT and ELOTT categories gets an entry for each; E-lottery starts its first game', async () => {
    const user = userEvent.setup();
    api.getGames.mockResolvedValue({
      list: [
        {
          gameId: 8,
          nodeId: 8,
          gameCode: 'e-draw',
          name: 'E Draw',
          gameType: 'LOTTERY',
          vassalage: 'ELOTT',
          classification: 'SC',
          minBet: 1,
          isHot: 0,
          thumbnail: '',
        },
      ],
      page: 1,
      pageSize: 1,
      totalPage: 1,
      total: 1,
    });
    const lotteries = [
      vendor('LOTT', 'LOTT'),
      vendor('LOTT', 'TCG_SEA'),
      vendor('ELOTT', 'ELOTT'),
      vendor('ELOTT', 'TCG_LOTTO_VN'),
    ];
    const { address } = await renderInSite(<NavigationContainer activeHref="/" />, {
      store: storeFor('member', lotteries, api),
    });
    expect(
      screen.getAllByRole('link', { name: /lottery/i }).map((link) => link.textContent),
    ).toEqual(['Lottery', 'E-lottery']);
    await user.click(screen.getByRole('link', { name: 'E-lottery' }));
    await waitFor(() => expect(address()).toMatch(/^\/lottery\?gameCode=e-draw/));
    expect(api.getGames.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'LOTTERY',
      vassalage: 'ELOTT',
      page: 1,
      pageSize: 1,
    });
  });
});
