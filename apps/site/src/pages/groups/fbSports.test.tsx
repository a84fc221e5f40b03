import nodeConsole from 'node:console';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getGames, launchGame } from '@lobby/api';
import type * as Api from '@lobby/api';
import { renderInSite, storeFor, vendor } from '../../features/games/launch/launchTestHarness';
import { Component as FbSportsPage } from './fbSports';

vi.mock('@lobby/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getGames: vi.fn(),
  launchGame: vi.fn(),
}));

const GAME_URL = 'https://games.example/play/ticket-3';

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
  vi.mocked(getGames).mockReset();
  vi.mocked(launchGame).mockReset();
});

describe('/fbsports', () => {
  test("launches FB's first SPORTS game in the frame", async () => {
    vi.mocked(getGames).mockResolvedValue({
      list: [
        {
          gameId: 5,
          nodeId: 5,
          gameCode: 'fb-book',
          name: 'FB Sportsbook',
          gameType: 'SPORTS',
          vassalage: 'FB',
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
    vi.mocked(launchGame).mockResolvedValue({ url: GAME_URL });
    await renderInSite(<FbSportsPage />, {
      store: storeFor('member', [vendor('SPORTS', 'FB')]),
      entries: ['/fbsports'],
    });
    expect(await screen.findByTitle('FB Studio')).toHaveAttribute('src', GAME_URL);
    expect(vi.mocked(getGames).mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'SPORTS',
      vassalage: 'FB',
      page: 1,
      pageSize: 1,
    });
    expect(vi.mocked(launchGame).mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'SPORTS',
      vassalage: 'FB',
      gameCode: 'fb-book',
    });
  });

  test('without an FB game the page says there is none, and launches nothing', async () => {
    vi.mocked(getGames).mockResolvedValue({
      list: [],
      page: 1,
      pageSize: 1,
      totalPage: 0,
      total: 0,
    });
    await renderInSite(<FbSportsPage />, { store: storeFor('member'), entries: ['/fbsports'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no game to start here right now.',
    );
    expect(launchGame).not.toHaveBeenCalled();
  });
});
