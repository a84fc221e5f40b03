import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { Game, GameList, GameListQuery } from '@lobby/api';
import { endSessionAtom, startSessionAtom } from '../../session/session.actions';
import { loginResult } from '../../../test/accounts';
import { renderInSite, storeFor, vendor } from '../../../test/renderInSite';
import { GameLobby } from './GameLobby';

// The lobby's state (doc 2 §2.2, §4.1) against a fake API: what a player sees as the answers come.

const VENDORS = [vendor('RNG', 'PG'), vendor('RNG', 'KOI')];

function games(prefix: string, count: number, first = 1): Game[] {
  return Array.from({ length: count }, (_, i) => ({
    gameId: first + i,
    nodeId: 1000 + first + i,
    gameCode: `${prefix.toLowerCase()}${first + i}`,
    name: `${prefix} ${first + i}`,
    gameType: 'RNG',
    vassalage: 'PG',
    classification: 'SC',
    minBet: 1,
    isHot: 0,
    thumbnail: '',
  }));
}

function page(list: Game[], totalPage = 3): GameList {
  return { list, page: 1, pageSize: 12, totalPage, total: list.length * totalPage };
}

function lobbyApi() {
  return {
    getHotGames: vi.fn(() => Promise.resolve(games('Hot', 3))),
    getGames: vi.fn((_client: unknown, query: GameListQuery) =>
      Promise.resolve(page(games(query.vassalage ?? 'Slot', 12, (query.page - 1) * 12 + 1))),
    ),
    getFavouriteIds: vi.fn(() => Promise.resolve([] as number[])),
    getFavouriteGames: vi.fn(() => Promise.resolve(page(games('Fav', 2), 1))),
    getRecentGames: vi.fn(() => Promise.resolve(page([], 0))),
  };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Slots games' })).queryAllByRole('listitem');
const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Game list' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the game lobby', () => {
  test('shows the first page of 12, and a vendor filter asks for that vendor’s games', async () => {
    const user = userEvent.setup();
    const api = lobbyApi();
    const { address } = await renderInSite(<GameLobby gameType="RNG" />, {
      store: storeFor('visitor', VENDORS, api),
      entries: ['/rng'],
    });
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('button', { name: /^Slot 1\b/ })).toBeVisible();
    expect(api.getGames.mock.calls[0]?.[1]).toMatchObject({
      gameType: 'RNG',
      page: 1,
      pageSize: 12,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'KOI');
    await waitFor(() => expect(screen.getByRole('button', { name: /^KOI 1\b/ })).toBeVisible());
    expect(api.getGames.mock.calls.at(-1)?.[1]).toMatchObject({ vassalage: 'KOI', page: 1 });
    expect(address()).toBe('/rng?vendor=KOI');
  });

  test('an answer to an older question never replaces the newer one', async () => {
    const user = userEvent.setup();
    const api = lobbyApi();
    let answerFirst: (list: GameList) => void = () => {};
    api.getGames.mockImplementationOnce(
      () => new Promise<GameList>((resolve) => (answerFirst = resolve)),
    );
    await renderInSite(<GameLobby gameType="RNG" />, {
      store: storeFor('visitor', VENDORS, api),
      entries: ['/rng'],
    });
    await waitFor(() => expect(api.getGames).toHaveBeenCalledTimes(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'KOI');
    await waitFor(() => expect(screen.getByRole('button', { name: /^KOI 1\b/ })).toBeVisible());
    await act(async () => {
      answerFirst(page(games('Stale', 12)));
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: /^Stale 1\b/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^KOI 1\b/ })).toBeVisible();
  });

  test('a failed page says so, and its retry asks again', async () => {
    const user = userEvent.setup();
    const api = lobbyApi();
    api.getGames.mockRejectedValueOnce(new Error('offline'));
    await renderInSite(<GameLobby gameType="RNG" />, {
      store: storeFor('visitor', VENDORS, api),
      entries: ['/rng'],
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(api.getGames).toHaveBeenCalledTimes(2);
  });

  test('favourites are a member’s: the tab comes with the session and goes with it, and the next player never sees them', async () => {
    const user = userEvent.setup();
    const api = lobbyApi();
    api.getFavouriteIds.mockResolvedValueOnce([1001]);
    const store = storeFor('member', VENDORS, api);
    await renderInSite(<GameLobby gameType="RNG" />, { store, entries: ['/rng'] });
    await waitFor(() => expect(tabNames()).toEqual(['All', 'Hot', 'Favourites', 'Recent']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Slot 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Fav 1\b/ })).toBeVisible());

    // The member logs out: the tab goes, and with it what it showed.
    await act(async () => {
      store.set(endSessionAtom);
      await Promise.resolve();
    });
    await waitFor(() => expect(tabNames()).toEqual(['All', 'Hot', 'Recent']));
    expect(screen.queryByRole('button', { name: /^Fav 1\b/ })).toBeNull();

    // Another player logs in: their own favourites (none), asked for their session.
    await act(async () => {
      store.set(startSessionAtom, {
        result: loginResult('vip001', {
          user: { customerId: 5, account: 'vip001', username: 'vip001', type: 0 },
        }),
      });
      await Promise.resolve();
    });
    await waitFor(() => expect(tabNames()).toEqual(['All', 'Hot', 'Favourites', 'Recent']));
    await waitFor(() => expect(api.getFavouriteIds).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Slot 1' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });
});
