import nodeConsole from 'node:console';
import type { ApiRuntime } from '../../data/api';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@lobby/api';
import { accountDialogAtom } from '../../features/account/dialogs.atoms';
import { queryState } from '../../data/query';
import { walletBalanceQuery } from '../../features/account/member.queries';
import { renderInSite, storeFor, type SiteStore } from '../../test/renderInSite';
import { Component as GamePage } from './byIframe';

// The API this page's calls reach: the endpoints the tests answer.
const api = {
  launchGame: vi.fn<ApiRuntime['launchGame']>(),
};

const GAME_ORIGIN = 'https://games.example';
const GAME_URL = `${GAME_ORIGIN}/play/ticket-1`;
const PAGE = '/game?gameType=RNG&vendor=PG&gameCode=fortune&name=Fortune+Reels';

// The test DOM never loads a frame's page and says so on Node's console: that line is dropped.
beforeEach(() => {
  const log = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Iframe page loading is disabled')) return;
    log(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  api.launchGame.mockReset();
});

/** The page with the game running in its frame; the frame's window is a stand-in. */
async function playing(store: SiteStore, entries = [PAGE]) {
  api.launchGame.mockResolvedValue({ url: GAME_URL });
  const view = await renderInSite(<GamePage />, { store, entries });
  const frame = await screen.findByTitle<HTMLIFrameElement>('Fortune Reels');
  const gameWindow = {} as Window;
  Object.defineProperty(frame, 'contentWindow', { value: gameWindow, configurable: true });
  return { ...view, frame, gameWindow };
}

function post(data: unknown, origin: string, source: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
    );
  });
}

describe('/game', () => {
  test('launches the game of the address and shows it in the frame', async () => {
    const { frame } = await playing(storeFor('member', [], api));
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Fortune Reels' })).toBeInTheDocument();
    const [, request, options] = api.launchGame.mock.calls.at(-1)!;
    expect(request).toEqual({ gameType: 'RNG', vassalage: 'PG', gameCode: 'fortune' });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
  });

  test("the game's balance updates the header's", async () => {
    const store = storeFor('member', [], api);
    const { gameWindow } = await playing(store);
    post({ type: 'lobby:balance', balance: 123_45 }, GAME_ORIGIN, gameWindow);
    expect(queryState(store.get, walletBalanceQuery).data).toBe(123_45);
  });

  test('a message from another origin is ignored', async () => {
    const store = storeFor('member', [], api);
    const { gameWindow } = await playing(store);
    post({ type: 'lobby:balance', balance: 999_00 }, 'https://evil.example', gameWindow);
    expect(queryState(store.get, walletBalanceQuery).data).toBeUndefined();
  });

  test("a message from another window of the game's origin is ignored", async () => {
    const store = storeFor('member', [], api);
    await playing(store);
    post({ type: 'lobby:balance', balance: 999_00 }, GAME_ORIGIN, {});
    post({ type: 'lobby:balance', balance: 999_00 }, GAME_ORIGIN, window);
    expect(queryState(store.get, walletBalanceQuery).data).toBeUndefined();
  });

  test('a malformed message is ignored', async () => {
    const store = storeFor('member', [], api);
    const { gameWindow, address } = await playing(store);
    post({ type: 'lobby:balance', balance: '999' }, GAME_ORIGIN, gameWindow);
    post({ type: 'lobby:balance', balance: 1.5 }, GAME_ORIGIN, gameWindow);
    post('lobby:close', GAME_ORIGIN, gameWindow);
    post(null, GAME_ORIGIN, gameWindow);
    expect(queryState(store.get, walletBalanceQuery).data).toBeUndefined();
    expect(address()).toBe(PAGE);
  });

  test("the game's close goes back where the player came from", async () => {
    const { gameWindow, address } = await playing(storeFor('member', [], api), [
      '/promotions',
      PAGE,
    ]);
    post({ type: 'lobby:close' }, GAME_ORIGIN, gameWindow);
    await waitFor(() => expect(address()).toBe('/promotions'));
  });

  test("landing from outside the site, back goes to the game type's list", async () => {
    const user = userEvent.setup();
    const { address } = await playing(storeFor('member', [], api));
    await user.click(screen.getByRole('button', { name: 'Back to lobby' }));
    await waitFor(() => expect(address()).toBe('/rng'));
  });

  test('a visitor gets the login guard, and the page says a login is needed', async () => {
    const user = userEvent.setup();
    const store = storeFor('visitor', [], api);
    await renderInSite(<GamePage />, { store, entries: [PAGE] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to play this game.');
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    store.set(accountDialogAtom, null);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  test('a trial account is told a real account is needed', async () => {
    const store = storeFor('trial', [], api);
    await renderInSite(<GamePage />, { store, entries: [PAGE] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Register a real account to play.');
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'realAccountNeeded' });
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  test('a failed launch shows the message; retry makes a fresh call', async () => {
    const user = userEvent.setup();
    api.launchGame
      .mockRejectedValue(new ApiError({ kind: 'network' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    await renderInSite(<GamePage />, { store: storeFor('member', [], api), entries: [PAGE] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network link is abnormal. Please retry.',
    );
    const calls = api.launchGame.mock.calls.length;
    api.launchGame.mockResolvedValue({ url: GAME_URL });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Fortune Reels')).toHaveAttribute('src', GAME_URL);
    expect(api.launchGame.mock.calls.length).toBe(calls + 1);
  });

  test('an address that is not http(s) is never put in the frame', async () => {
    api.launchGame.mockResolvedValue({ url: 'javascript:alert(1)' });
    await renderInSite(<GamePage />, { store: storeFor('member', [], api), entries: [PAGE] });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTitle('Fortune Reels')).toBeNull();
  });

  test('an address without the game says so, with the way back', async () => {
    await renderInSite(<GamePage />, {
      store: storeFor('member', [], api),
      entries: ['/game?gameType=RNG'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link is incomplete.');
    expect(screen.getByRole('button', { name: 'Back to lobby' })).toBeInTheDocument();
    expect(api.launchGame).not.toHaveBeenCalled();
  });
});
