import nodeConsole from 'node:console';
import type { ApiRuntime } from '../../data/api';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInSite, storeFor, vendor } from '../../test/renderInSite';
import { Component as FbSportsPage } from './fbSports';

// The API this page's calls reach: the endpoints the tests answer.
const api = {
  getGames: vi.fn<ApiRuntime['getGames']>(),
  launchGame: vi.fn<ApiRuntime['launchGame']>(),
};

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
  api.getGames.mockReset();
  api.launchGame.mockReset();
});

describe('/fbsports', () => {
  test("launches FB's first SPORTS game in the frame", async () => {
    api.getGames.mockResolvedValue({
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
    api.launchGame.mockResolvedValue({ url: GAME_URL });
    await renderInSite(<FbSportsPage />, {
      store: storeFor('member', [vendor('SPORTS', 'FB')], api),
      entries: ['/fbsports'],
    });
    expect(await screen.findByTitle('FB Studio')).toHaveAttribute('src', GAME_URL);
    expect(api.getGames.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'SPORTS',
      vassalage: 'FB',
      page: 1,
      pageSize: 1,
    });
    expect(api.launchGame.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'SPORTS',
      vassalage: 'FB',
      gameCode: 'fb-book',
    });
  });

  test('without an FB game the page says there is none, and launches nothing', async () => {
    api.getGames.mockResolvedValue({
      list: [],
      page: 1,
      pageSize: 1,
      totalPage: 0,
      total: 0,
    });
    await renderInSite(<FbSportsPage />, {
      store: storeFor('member', [], api),
      entries: ['/fbsports'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no game to start here right now.',
    );
    expect(api.launchGame).not.toHaveBeenCalled();
  });
});
