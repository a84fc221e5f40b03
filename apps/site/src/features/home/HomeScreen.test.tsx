import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Game, GameList, GameListQuery, Winner } from '@lobby/api';
import { fetchQuery } from '../../data/query';
import { storeFor, renderInSite, vendor } from '../../test/renderInSite';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { winnersQuery } from './home.queries';
import { HomeScreen } from './HomeScreen';

// The home page against a fake API: what a player sees as the answers come.

const VENDORS = [vendor('RNG', 'NOVA'), vendor('LIVE', 'VELVET'), vendor('LOTTERY', 'ELOTT')];

function games(gameType: string, vassalage: string, count: number): Game[] {
  return Array.from({ length: count }, (_, i) => ({
    gameId: i + 1,
    nodeId: 1000 + i,
    gameCode: `${vassalage.toLowerCase()}${i + 1}`,
    name: `${vassalage} game ${i + 1}`,
    gameType,
    vassalage,
    classification: 'SC',
    minBet: 1,
    isHot: i === 0 ? 1 : 0,
    thumbnail: '',
  }));
}

const page = (list: Game[]): GameList => ({
  list,
  page: 1,
  pageSize: 12,
  totalPage: 3,
  total: 36,
});

const WINS: Winner[] = [
  {
    id: 's-1',
    player: 'pl***01',
    gameId: 1,
    gameName: 'Golden Reels',
    gameType: 'RNG',
    vassalage: 'NOVA',
    amount: 1_250_000,
    wonAt: 1_790_000_000_000,
  },
];

function homeApi() {
  const byType: Record<string, [string, number]> = { RNG: ['NOVA', 12], LIVE: ['VELVET', 4] };
  return {
    getWinners: vi.fn(() => Promise.resolve(WINS)),
    getPopularGames: vi.fn(() => Promise.resolve(games('LOTTERY', 'ELOTT', 5))),
    getGames: vi.fn((_client: unknown, query: GameListQuery) => {
      const [code, count] = byType[query.gameType] ?? ['ELOTT', 0];
      return Promise.resolve(page(games(query.gameType, code, count)));
    }),
  };
}

const row = (name: string) => screen.getByRole('region', { name });
const cards = (name: string) => within(row(name)).queryAllByRole('listitem');

describe('the home page', () => {
  // Without an IntersectionObserver every row counts as near the viewport (ui's observeVisibility).
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  test('the latest wins, the popular games, then a row per category with "See all"', async () => {
    const api = homeApi();
    await renderInSite(<HomeScreen />, { store: storeFor('visitor', VENDORS, api) });

    const ticker = await screen.findByRole('region', { name: 'Latest wins' });
    await waitFor(() =>
      expect(within(ticker).getAllByRole('listitem')[0]).toHaveTextContent(
        'pl***01 won P12,500.00 in Golden Reels',
      ),
    );
    await waitFor(() => expect(cards('Slots')).toHaveLength(12));
    expect(cards('Popular lottery games')).toHaveLength(5);
    expect(cards('Live casino')).toHaveLength(4);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Popular lottery games', 'Slots', 'Live casino']);
    // The lottery category came back empty: no row for it.
    expect(screen.queryByRole('region', { name: 'Lottery' })).not.toBeInTheDocument();

    // The category rows ask for the first page their own pages open on; popular asks for 20.
    expect(api.getGames.mock.calls.map(([, query]) => query)).toEqual(
      expect.arrayContaining([
        { gameType: 'RNG', page: 1, pageSize: 12 },
        { gameType: 'LIVE', page: 1, pageSize: 12 },
      ]),
    );
    expect(api.getPopularGames).toHaveBeenCalledWith(
      expect.anything(),
      { prizeMode: 'LOTT', count: 20 },
      expect.anything(),
    );
    expect(api.getWinners).toHaveBeenCalledOnce();
  });

  test('"See all" goes to the category\'s page', async () => {
    const user = userEvent.setup();
    const { address } = await renderInSite(<HomeScreen />, {
      store: storeFor('visitor', VENDORS, homeApi()),
    });
    const link = await screen.findByRole('link', { name: 'See all Live casino' });
    expect(link).toHaveAttribute('href', '/live');
    await user.click(link);
    expect(address()).toBe('/live');
  });

  test('a visitor who picks a game or a heart is asked to log in first', async () => {
    const user = userEvent.setup();
    const store = storeFor('visitor', VENDORS, homeApi());
    await renderInSite(<HomeScreen />, { store });
    await waitFor(() => expect(cards('Slots')).toHaveLength(12));
    await user.click(within(row('Slots')).getByRole('button', { name: /^NOVA game 2\b/ }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });

    store.set(accountDialogAtom, null);
    await user.click(within(row('Slots')).getByRole('button', { name: 'Favourite NOVA game 3' }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    // Lottery favourites live in the browser per player: a visitor's cards have no heart.
    expect(
      within(row('Popular lottery games')).queryByRole('button', { name: /^Favourite/ }),
    ).not.toBeInTheDocument();
  });

  test('a row that fails says so, and its retry asks again', async () => {
    const user = userEvent.setup();
    const api = homeApi();
    const answer = api.getGames.getMockImplementation()!;
    api.getGames.mockImplementation((client, query) =>
      query.gameType === 'LIVE' ? Promise.reject(new Error('down')) : answer(client, query),
    );
    await renderInSite(<HomeScreen />, { store: storeFor('visitor', VENDORS, api) });
    const live = await screen.findByRole('region', { name: 'Live casino' });
    await waitFor(() =>
      expect(within(live).getByRole('status')).toHaveTextContent('Games could not be loaded'),
    );
    api.getGames.mockImplementation(answer);
    await user.click(within(live).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards('Live casino')).toHaveLength(4));
  });

  test('the ticker that fails says so, and its retry asks again', async () => {
    const user = userEvent.setup();
    const api = homeApi();
    api.getWinners.mockRejectedValueOnce(new Error('down'));
    await renderInSite(<HomeScreen />, { store: storeFor('visitor', VENDORS, api) });
    await screen.findByText('The latest wins could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const ticker = await screen.findByRole('region', { name: 'Latest wins' });
    expect(within(ticker).getAllByText('pl***01')[0]).toBeVisible();
    expect(api.getWinners).toHaveBeenCalledTimes(2);
  });

  test('while the vendors are not known, the popular row waits with cards of its size', async () => {
    await renderInSite(<HomeScreen />, { store: storeFor('visitor', null, homeApi()) });
    const popular = screen.getByRole('region', { name: 'Popular lottery games' });
    expect(popular).toHaveAttribute('aria-busy', 'true');
    expect(within(popular).getByRole('status')).toHaveTextContent('Loading games');
  });
});

test('rows ask for their games only once they come near the viewport, and wait still and silent', async () => {
  const api = homeApi();
  // happy-dom's observer never reports the rows as near.
  await renderInSite(<HomeScreen />, { store: storeFor('visitor', VENDORS, api) });
  await screen.findByRole('region', { name: 'Latest wins' });
  const slots = screen.getByRole('region', { name: 'Slots' });
  // Its place is held by placeholders that do not pulse, and nothing says it is loading.
  expect(slots).not.toHaveAttribute('aria-busy');
  expect(within(slots).queryByRole('status')).not.toBeInTheDocument();
  const placeholders = slots.querySelectorAll('[data-ui="Skeleton"]');
  expect(placeholders.length).toBeGreaterThan(0);
  for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('data-still');
  expect(within(slots).getByRole('link', { name: 'See all Slots' })).toBeVisible();
  expect(api.getGames).not.toHaveBeenCalled();
  expect(api.getPopularGames).not.toHaveBeenCalled();
});

describe('winnersQuery', () => {
  test('one call per language: the game names are in the player’s language', async () => {
    const api = homeApi();
    const store = storeFor('visitor', [], api);
    await fetchQuery(store.set, winnersQuery('EN'));
    await fetchQuery(store.set, winnersQuery('EN'));
    expect(api.getWinners).toHaveBeenCalledOnce();
    await fetchQuery(store.set, winnersQuery('VI'));
    expect(api.getWinners).toHaveBeenCalledTimes(2);
  });
});
