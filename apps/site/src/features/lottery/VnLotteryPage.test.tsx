import { StrictMode, Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError, type Game, type LotteryDraw, type LotteryMenu, type Vendor } from '@lobby/api';
import { LOTTERY_FAVOURITES_KEY_PREFIX } from '@lobby/core';
import { activateCatalog, activateDeferredCatalog } from '@lobby/i18n';
import { defaultBrand } from '@lobby/theme';
import { ThemeRoot } from '@lobby/ui';
import { ChunkLoadError } from '../../app/loadChunk';
import { createSiteStore, type SiteStore } from '../../app/siteStore';
import { apiSourceAtom } from '../../data/api';
import { Provider } from '../../state/jotai';
import { fakeApi } from '../../test/fakeApi';
import { sessionAtom } from '../session/session.atoms';
import { VnLotteryPage } from './VnLotteryPage';
import { createRouterView, RouterProbe } from '../../test/RouterProbe';

const api = vi.hoisted(() => ({
  getVendors: vi.fn(),
  getLotteryMenus: vi.fn(),
  getPopularGames: vi.fn(),
  getVnNumbers: vi.fn(),
}));
const launch = vi.hoisted(() => vi.fn());
vi.mock('../games/launch/useLaunch', () => ({ useLaunch: () => launch }));

const vendor = (gameType: string, vassalage: string, name: string): Vendor => ({
  gameType,
  vassalage,
  name,
  accountTypeId: 1,
  isHot: 0,
  logo: '',
  launchMode: 'iframe',
});

const lotteryVendors = [
  vendor('LOTTERY', 'TCG_LOTTO_VN', 'TCG Lotto VN'),
  vendor('LOTTERY', 'TCG_SEA', 'TCG SEA'),
];

const menuGame = (gameId: number, gameCode: string, name: string, minutes: number) => ({
  gameId,
  nodeId: gameId + 1000,
  gameCode,
  name,
  vassalage: 'TCG_LOTTO_VN',
  defaultPlayType: `${gameCode}_2D`,
  drawIntervalMinutes: minutes,
});

const menus: LotteryMenu[] = [
  {
    gameGroupCode: 'NORTH',
    name: 'North',
    accountType: 'TCG_LOTTO_VN',
    games: [menuGame(101, 'HANOI', 'Hanoi', 1440), menuGame(102, 'HAIPHONG', 'Hai Phong', 1440)],
  },
  {
    gameGroupCode: 'FAST',
    name: 'Fast',
    accountType: 'TCG_LOTTO_VN',
    games: [menuGame(401, 'VN5', 'Fast 5', 5)],
  },
];

const popular: Game[] = [
  {
    gameId: 501,
    nodeId: 1501,
    gameCode: 'SEA1',
    name: 'Sea Lotto',
    gameType: 'LOTTERY',
    vassalage: 'TCG_SEA',
    classification: 'TG',
    minBet: 100,
    isHot: 1,
    thumbnail: '',
  },
  {
    gameId: 101,
    nodeId: 1101,
    gameCode: 'HANOI',
    name: 'Hanoi',
    gameType: 'LOTTERY',
    vassalage: 'TCG_LOTTO_VN',
    classification: 'TG',
    minBet: 100,
    isHot: 0,
    thumbnail: '',
  },
];

/** Three draws of a game; its code's letters start every number, so each game's sheet differs. */
function drawsOf(gameCode: string): LotteryDraw[] {
  const seed = gameCode.length;
  return [0, 1, 2].map((index) => ({
    drawNo: `${gameCode}-${100 - index}`,
    gameCode,
    drawnAt: new Date(Date.UTC(2025, 2, 14 - index, 11, 15)).toISOString(),
    numbers: Array.from({ length: 27 }, (_, at) => String(seed * 1000 + index * 100 + at)),
  }));
}

const network = () => new ApiError({ kind: 'network' });
const NETWORK_MESSAGE = 'The network link is abnormal. Please retry.';

beforeAll(async () => {
  await activateCatalog(i18n, 'en');
  await activateDeferredCatalog(i18n, 'en');
});

beforeEach(() => {
  api.getVendors.mockImplementation((_client, type: string) =>
    Promise.resolve(type === 'LOTTERY' ? lotteryVendors : []),
  );
  api.getLotteryMenus.mockResolvedValue(menus);
  api.getPopularGames.mockResolvedValue(popular);
  api.getVnNumbers.mockImplementation((_client, query: { gameCode: string }) =>
    Promise.resolve(drawsOf(query.gameCode)),
  );
});

afterEach(() => {
  vi.resetAllMocks();
});

const siteStore = () => createSiteStore({ api: fakeApi(api), session: null });

function renderPage({ entry = '/vnlottery', store = siteStore() } = {}) {
  const router = createRouterView();
  render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <ThemeRoot brand={defaultBrand} mode="light" dir="ltr" lang="en">
            <Suspense fallback={null}>
              <MemoryRouter initialEntries={[entry]}>
                <Routes>
                  <Route path="/vnlottery" element={<VnLotteryPage />} />
                </Routes>
                <RouterProbe view={router} />
              </MemoryRouter>
            </Suspense>
          </ThemeRoot>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
  return { router, store };
}

function logIn(store: SiteStore, username: string) {
  store.set(sessionAtom, {
    token: `token-${username}`,
    user: { customerId: 7, account: username, username, type: 1 },
    mustChangePassword: false,
  });
}

const latestDraw = () => screen.findByRole('table', { name: /^Latest draw/ });
// Waits for the loaded list of popular games. While the games load, a list of placeholders with the
// same name stands in a busy region, and the loaded list replaces it.
const popularGames = () =>
  waitFor(() => {
    const list = screen.getByRole('list', { name: 'Popular lottery games' });
    expect(list.closest('[aria-busy="true"]')).toBeNull();
    return list;
  });
const gameParam = (router: ReturnType<typeof renderPage>['router']) =>
  new URLSearchParams(router.location?.search).get('game');

describe('VnLotteryPage', () => {
  test('loads the menus and popular games of the prize mode, then the first game’s draws', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'North' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.getLotteryMenus).toHaveBeenCalledWith(
      expect.anything(),
      { prizeMode: 'LOTT' },
      { signal: expect.any(AbortSignal) as unknown },
    );
    expect(api.getPopularGames).toHaveBeenCalledWith(
      expect.anything(),
      { prizeMode: 'LOTT', count: 20 },
      expect.anything(),
    );
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw HANOI-100/);
    expect(api.getVnNumbers).toHaveBeenCalledWith(
      expect.anything(),
      { gameCode: 'HANOI', count: 100 },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { name: 'Results: Hanoi' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hanoi Daily' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const cards = await popularGames();
    // The vendor's display name, not its code.
    expect(within(cards).getByRole('button', { name: 'Sea Lotto TCG SEA Hot' })).toBeVisible();
  });

  test('an ELOTT category with a VN lottery card switches to the e-lottery prize mode', async () => {
    api.getVendors.mockImplementation((_client, type: string) =>
      Promise.resolve(type === 'LOTTERY' ? [vendor('ELOTT', 'TCG_LOTTO_VN', 'TCG Lotto VN')] : []),
    );
    renderPage();
    await screen.findByRole('tab', { name: 'North' });
    expect(api.getLotteryMenus).toHaveBeenCalledWith(
      expect.anything(),
      { prizeMode: 'ELOTT' },
      expect.anything(),
    );
    expect(api.getPopularGames).toHaveBeenCalledWith(
      expect.anything(),
      { prizeMode: 'ELOTT', count: 20 },
      expect.anything(),
    );
  });

  test('the chosen game is in the address: a reload opens it, back returns to the one before', async () => {
    const user = userEvent.setup();
    const { router } = renderPage({ entry: '/vnlottery?game=VN5' });
    expect(await screen.findByRole('tab', { name: 'Fast' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw VN5-100/);

    await user.click(screen.getByRole('tab', { name: 'North' }));
    await user.click(screen.getByRole('button', { name: 'Hai Phong Daily' }));
    expect(gameParam(router)).toBe('HAIPHONG');
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw HAIPHONG-100/);
    expect(screen.getByRole('heading', { name: 'Results: Hai Phong' })).toBeVisible();

    await act(async () => {
      await router.navigate?.(-1);
    });
    expect(gameParam(router)).toBe('VN5');
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw VN5-100/);
    expect(screen.getByRole('tab', { name: 'Fast' })).toHaveAttribute('aria-selected', 'true');
  });

  test('another game’s draws: placeholders until they arrive, never the previous game’s', async () => {
    const user = userEvent.setup();
    let answerFast: (draws: LotteryDraw[]) => void = () => {};
    api.getVnNumbers.mockImplementation((_client, query: { gameCode: string }) =>
      query.gameCode === 'VN5'
        ? new Promise<LotteryDraw[]>((resolve) => (answerFast = resolve))
        : Promise.resolve(drawsOf(query.gameCode)),
    );
    renderPage();
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw HANOI-100/);
    await user.click(screen.getByRole('tab', { name: 'Fast' }));
    await user.click(screen.getByRole('button', { name: 'Fast 5 Every 5 minutes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
    expect(screen.queryByRole('table', { name: /^Latest draw/ })).toBeNull();
    await act(() => {
      answerFast(drawsOf('VN5'));
      return Promise.resolve();
    });
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw VN5-100/);
  });

  test('an unknown game in the address falls back to the first game', async () => {
    renderPage({ entry: '/vnlottery?game=NOPE' });
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw HANOI-100/);
  });

  test('a slow answer for the game chosen before never replaces the new game’s draws', async () => {
    const user = userEvent.setup();
    let answerHanoi: (draws: LotteryDraw[]) => void = () => {};
    api.getVnNumbers.mockImplementation((_client, query: { gameCode: string }) =>
      query.gameCode === 'HANOI'
        ? new Promise<LotteryDraw[]>((resolve) => (answerHanoi = resolve))
        : Promise.resolve(drawsOf(query.gameCode)),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hai Phong Daily' }));
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw HAIPHONG-100/);
    await act(() => {
      answerHanoi(drawsOf('HANOI'));
      return Promise.resolve();
    });
    expect(screen.getByRole('table', { name: /^Latest draw/ })).toHaveAccessibleName(
      /^Latest draw HAIPHONG-100/,
    );
  });

  test('menus failing: the catalogue’s message and a retry that loads them', async () => {
    const user = userEvent.setup();
    api.getLotteryMenus.mockRejectedValueOnce(network());
    renderPage();
    expect(await screen.findByText('Lottery games could not be loaded')).toBeVisible();
    expect(screen.getByText(NETWORK_MESSAGE)).toBeVisible();
    // No game, so no draws to show.
    expect(screen.queryByRole('heading', { name: /^Results/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'North' })).toBeVisible();
    expect(await latestDraw()).toBeVisible();
    expect(api.getLotteryMenus).toHaveBeenCalledTimes(2);
  });

  test('draws failing: the message (a server one as sent) and a retry', async () => {
    const user = userEvent.setup();
    api.getVnNumbers.mockRejectedValueOnce(
      new ApiError({ kind: 'server', status: 400, message: 'Draw service is resting' }),
    );
    renderPage();
    expect(await screen.findByText('Results could not be loaded')).toBeVisible();
    expect(screen.getByText('Draw service is resting')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await latestDraw()).toHaveAccessibleName(/^Latest draw HANOI-100/);
  });

  test('popular games failing: the message and a retry', async () => {
    const user = userEvent.setup();
    api.getPopularGames.mockRejectedValueOnce(new ApiError({ kind: 'timeout' }));
    renderPage();
    expect(await screen.findByText('Popular games could not be loaded')).toBeVisible();
    expect(
      screen.getByText('The page is taking long. Check your network or contact customer service.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const cards = await popularGames();
    expect(within(cards).getByRole('button', { name: 'Sea Lotto TCG SEA Hot' })).toBeVisible();
  });

  test('the API’s code does not arrive (the vendors cannot load): every section says so', async () => {
    const store = siteStore();
    store.set(apiSourceAtom, { load: () => Promise.reject(new ChunkLoadError('missing')) });
    renderPage({ store });
    expect(await screen.findByText('Lottery games could not be loaded')).toBeVisible();
    expect(screen.getByText('Popular games could not be loaded')).toBeVisible();
    expect(screen.getAllByText('The network link is abnormal. Please retry.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    expect(api.getLotteryMenus).not.toHaveBeenCalled();
  });

  test('placeholders while loading: busy menus, draws and cards', async () => {
    api.getLotteryMenus.mockReturnValue(new Promise(() => {}));
    api.getPopularGames.mockReturnValue(new Promise(() => {}));
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
        'Loading lottery games',
        'Loading results',
        'Loading games',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Results' })).toBeVisible();
  });

  test('Play launches the chosen game through the lottery vendor; a card launches its game', async () => {
    const user = userEvent.setup();
    renderPage({ entry: '/vnlottery?game=VN5' });
    await user.click(await screen.findByRole('button', { name: 'Play Fast 5' }));
    expect(launch).toHaveBeenLastCalledWith({
      kind: 'game',
      game: {
        gameType: 'LOTTERY',
        vendor: 'TCG_LOTTO_VN',
        gameCode: 'VN5',
        defaultPlayType: 'VN5_2D',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sea Lotto TCG SEA Hot' }));
    expect(launch).toHaveBeenLastCalledWith({
      kind: 'game',
      game: { gameType: 'LOTTERY', vassalage: 'TCG_SEA', gameCode: 'SEA1', isGame: null },
    });
  });

  test('visitors get no favourites', async () => {
    renderPage();
    await screen.findByRole('tab', { name: 'North' });
    expect(within(await popularGames()).getAllByRole('button').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Favourite / })).toBeNull();
  });

  test('a player’s lottery favourites: kept in this browser under their name, first in the menu', async () => {
    const user = userEvent.setup();
    const store = siteStore();
    logIn(store, 'alice');
    renderPage({ store });
    await screen.findByRole('tab', { name: 'North' });
    await user.click(screen.getByRole('button', { name: 'Favourite Hai Phong' }));
    expect(screen.getAllByRole('tab')[0]).toHaveAccessibleName('Favourites');
    expect(JSON.parse(localStorage.getItem(`${LOTTERY_FAVOURITES_KEY_PREFIX}alice`)!)).toEqual([
      '102',
    ]);
    // The same gameId is the same favourite on a popular card.
    const cards = await popularGames();
    await user.click(within(cards).getByRole('button', { name: 'Favourite Hanoi' }));
    expect(within(cards).getByRole('button', { name: 'Favourite Hanoi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const favourites = screen.getByRole('list', { name: 'Favourites' });
    expect(
      within(favourites)
        .getAllByRole('button', { name: /Daily$/ })
        .map((button) => button.textContent),
    ).toEqual(['Hanoi Daily', 'Hai Phong Daily']);

    // Another player on this browser has their own list.
    act(() => logIn(store, 'bob'));
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Favourite Hai Phong' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('favourites changed in another tab show here', async () => {
    const store = siteStore();
    logIn(store, 'alice');
    renderPage({ store });
    await screen.findByRole('tab', { name: 'North' });
    const key = `${LOTTERY_FAVOURITES_KEY_PREFIX}alice`;
    localStorage.setItem(key, JSON.stringify(['401']));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: '["401"]' }));
    });
    expect(screen.getAllByRole('tab')[0]).toHaveAccessibleName('Favourites');
  });
});
