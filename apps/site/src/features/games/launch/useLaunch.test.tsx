import type { ApiRuntime } from '../../../data/api';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Game } from '@lobby/api';
import type { LobbyLaunchInput } from '@lobby/core';
import { accountDialogAtom } from '../../account/dialogs.atoms';
import { LaunchLayer } from './LaunchLayer';
import { renderInSite, storeFor, vendor, type SiteStore } from '../../../test/renderInSite';
import { useLaunch } from './useLaunch';

// The API this page's calls reach: the endpoints the tests answer.
const api = {
  getGames: vi.fn<ApiRuntime['getGames']>(),
  launchGame: vi.fn<ApiRuntime['launchGame']>(),
};

const GAME_URL = 'https://games.example/play/ticket-1';

function game(overrides: Partial<Game> = {}): Game {
  return {
    gameId: 11,
    nodeId: 101,
    gameCode: 'fortune',
    name: 'Fortune Reels',
    gameType: 'RNG',
    vassalage: 'PG',
    classification: 'SC',
    minBet: 1,
    isHot: 0,
    thumbnail: '',
    ...overrides,
  };
}

const VENDORS = [
  vendor('RNG', 'PG'),
  vendor('LIVE', 'VELVET', 'window'),
  vendor('COCKFIGHT', 'DS88'),
  vendor('FISH', 'OCEAN'),
];

function Launcher({ input }: { input: LobbyLaunchInput }) {
  const launch = useLaunch();
  return (
    <>
      <button type="button" onClick={() => launch(input)}>
        Play
      </button>
      <LaunchLayer />
    </>
  );
}

/** A window as window.open returns it, with what the launch does to it. */
function fakeWindow() {
  return { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
}

function launchInput(item: Game): LobbyLaunchInput {
  return { kind: 'game', game: item };
}

async function clickPlay(input: LobbyLaunchInput, store: SiteStore) {
  const user = userEvent.setup();
  const view = await renderInSite(<Launcher input={input} />, { store, entries: ['/rng'] });
  await user.click(screen.getByRole('button', { name: 'Play' }));
  return { ...view, user };
}

let open: MockInstance<typeof window.open>;

beforeEach(() => {
  open = vi.spyOn(window, 'open');
});

afterEach(() => {
  vi.restoreAllMocks();
  api.getGames.mockReset();
  api.launchGame.mockReset();
});

describe('useLaunch: the login guard', () => {
  test('a visitor gets the login dialog and nothing launches', async () => {
    const store = storeFor('visitor', VENDORS, api);
    const { address } = await clickPlay(launchInput(game()), store);
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    expect(address()).toBe('/rng');
    expect(open).not.toHaveBeenCalled();
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  test('a trial account is told a real account is needed and nothing launches', async () => {
    const store = storeFor('trial', VENDORS, api);
    const velvet = game({ gameType: 'LIVE', vassalage: 'VELVET', gameCode: 'baccarat' });
    const { address } = await clickPlay(launchInput(velvet), store);
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'realAccountNeeded' });
    expect(address()).toBe('/rng');
    expect(open).not.toHaveBeenCalled();
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  test('a vendor tile that opens a list of games needs no login', async () => {
    const store = storeFor('visitor', VENDORS, api);
    const { address } = await clickPlay({ kind: 'vendor', vendor: VENDORS[0]! }, store);
    expect(address()).toBe('/rng?vendor=PG');
    expect(store.get(accountDialogAtom)).toBeNull();
  });
});

describe('useLaunch: where a launch goes', () => {
  test("an 'iframe' vendor's game opens the game page, no window and no token in the address", async () => {
    const { address } = await clickPlay(launchInput(game()), storeFor('member', VENDORS, api));
    expect(address()).toBe('/game?gameType=RNG&vendor=PG&gameCode=fortune&name=Fortune+Reels');
    expect(address()).not.toContain('session-token');
    expect(open).not.toHaveBeenCalled();
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  test('a lottery game opens the lottery page with its game code and play type', async () => {
    const lottery = {
      gameType: 'LOTTERY',
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'VN5',
      defaultPlayType: 'LO',
    };
    const { address } = await clickPlay(
      { kind: 'game', game: lottery },
      storeFor('member', [], api),
    );
    expect(address()).toBe('/lottery?gameCode=VN5&vendor=TCG_LOTTO_VN&playType=LO');
  });

  test("cockfight's entry launches its vendor's first game", async () => {
    api.getGames.mockResolvedValue({
      list: [game({ gameType: 'COCKFIGHT', vassalage: 'DS88', gameCode: 'derby', name: 'Derby' })],
      page: 1,
      pageSize: 1,
      totalPage: 4,
      total: 4,
    });
    const { address } = await clickPlay(
      { kind: 'category', gameType: 'COCKFIGHT', firstVendor: 'DS88' },
      storeFor('member', VENDORS, api),
    );
    await waitFor(() =>
      expect(address()).toBe('/game?gameType=COCKFIGHT&vendor=DS88&gameCode=derby&name=Derby'),
    );
    expect(api.getGames.mock.calls[0]?.[1]).toEqual({
      gameType: 'COCKFIGHT',
      vassalage: 'DS88',
      page: 1,
      pageSize: 1,
    });
  });

  test('an empty category says there is no game to start', async () => {
    api.getGames.mockResolvedValue({
      list: [],
      page: 1,
      pageSize: 1,
      totalPage: 0,
      total: 0,
    });
    await clickPlay(
      { kind: 'category', gameType: 'COCKFIGHT', firstVendor: 'DS88' },
      storeFor('member', VENDORS, api),
    );
    expect(
      await screen.findByRole('dialog', { name: 'The game could not start' }),
    ).toHaveTextContent('There is no game to start here right now.');
  });

  test("a vendor's lobby game lists its sub-games; picking one launches it", async () => {
    api.getGames.mockResolvedValue({
      list: [
        game({
          gameType: 'FISH',
          vassalage: 'OCEAN',
          gameCode: 'lobby',
          name: 'Ocean Lobby',
          isGame: 'VASSALAGE',
        }),
        game({
          gameId: 12,
          gameType: 'FISH',
          vassalage: 'OCEAN',
          gameCode: 'shark',
          name: 'Shark Hunt',
        }),
        game({
          gameId: 13,
          gameType: 'FISH',
          vassalage: 'OCEAN',
          gameCode: 'reef',
          name: 'Reef Raid',
        }),
      ],
      page: 1,
      pageSize: 100,
      totalPage: 1,
      total: 3,
    });
    const lobby = game({
      gameType: 'FISH',
      vassalage: 'OCEAN',
      gameCode: 'lobby',
      name: 'Ocean Lobby',
      isGame: 'VASSALAGE',
    });
    const { user, address } = await clickPlay(launchInput(lobby), storeFor('member', VENDORS, api));
    const dialog = await screen.findByRole('dialog', { name: 'Ocean Lobby' });
    // The lobby entry itself is not listed: it would open this list again. (A list of
    // placeholders, hidden from assistive technology, stands in until the games arrive.)
    const list = await waitFor(() => {
      const games = within(dialog).getByRole('list', { name: 'Games of Ocean Lobby' });
      expect(within(games).getAllByRole('listitem')).toHaveLength(2);
      return games;
    });
    expect(api.getGames.mock.calls[0]?.[1]).toMatchObject({
      gameType: 'FISH',
      vassalage: 'OCEAN',
    });
    await user.click(within(list).getByRole('button', { name: /Reef Raid/ }));
    expect(address()).toBe('/game?gameType=FISH&vendor=OCEAN&gameCode=reef&name=Reef+Raid');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("useLaunch: a 'window' vendor's game", () => {
  const velvet = game({
    gameType: 'LIVE',
    vassalage: 'VELVET',
    gameCode: 'baccarat',
    name: 'Baccarat',
  });

  test('the window opens inside the click, before the launch call, then goes to the game', async () => {
    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    api.launchGame.mockResolvedValue({ url: GAME_URL });
    const { address } = await clickPlay(launchInput(velvet), storeFor('member', VENDORS, api));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(open.mock.invocationCallOrder[0]).toBeLessThan(
      api.launchGame.mock.invocationCallOrder[0]!,
    );
    expect(api.launchGame.mock.calls[0]?.[1]).toEqual({
      gameType: 'LIVE',
      vassalage: 'VELVET',
      gameCode: 'baccarat',
    });
    // The game's page cannot reach back into the site.
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
    expect(address()).toBe('/rng');
  });

  test('a failed launch closes the window and says why; retry opens a new one', async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    open
      .mockReturnValueOnce(first as unknown as Window)
      .mockReturnValueOnce(second as unknown as Window);
    api.launchGame
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'server',
          status: 409,
          message: 'Game under maintenance',
          code: 'GAME_MAINTENANCE',
        }),
      )
      .mockResolvedValueOnce({ url: GAME_URL });
    const { user } = await clickPlay(launchInput(velvet), storeFor('member', VENDORS, api));
    const dialog = await screen.findByRole('dialog', { name: 'The game could not start' });
    expect(dialog).toHaveTextContent('This game is under maintenance. Please try again later.');
    expect(first.close).toHaveBeenCalled();
    expect(first.location.replace).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(second.location.replace).toHaveBeenCalledWith(GAME_URL));
  });

  test('a blocked window asks to allow popups and retry; no call is made', async () => {
    open.mockReturnValue(null);
    const { user } = await clickPlay(launchInput(velvet), storeFor('member', VENDORS, api));
    const dialog = await screen.findByRole('dialog', { name: 'Allow popups to play' });
    expect(dialog).toHaveTextContent(
      "Your browser blocked the game's window. Allow popups for this site, then retry.",
    );
    expect(api.launchGame).not.toHaveBeenCalled();

    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    api.launchGame.mockResolvedValue({ url: GAME_URL });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an address that is not http(s) is never loaded into the window', async () => {
    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    api.launchGame.mockResolvedValue({ url: 'javascript:alert(document.cookie)' });
    await clickPlay(launchInput(velvet), storeFor('member', VENDORS, api));
    await screen.findByRole('dialog', { name: 'The game could not start' });
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  test('an expired session closes the window and leaves the word to the login dialog', async () => {
    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    api.launchGame.mockRejectedValue(new ApiError({ kind: 'sessionExpired', status: 401 }));
    await clickPlay(launchInput(velvet), storeFor('member', VENDORS, api));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
