import nodeConsole from 'node:console';
import type { ApiRuntime } from '../../data/api';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInSite, storeFor, vendor } from '../../test/renderInSite';
import { Component as SeamlessPage } from './seamless';

const api = {
  getGames: vi.fn<ApiRuntime['getGames']>(),
  launchGame: vi.fn<ApiRuntime['launchGame']>(),
};

const GAME_URL = 'https://games.example/play/ticket-9';

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

const store = () => storeFor('member', [vendor('RNG', 'NOVA'), vendor('LIVE', 'VELVET')], api);

describe('/seamless', () => {
  test("the vendor's first game of its type, in the frame", async () => {
    api.getGames.mockResolvedValue({
      list: [
        {
          gameId: 7,
          nodeId: 7,
          gameCode: 'nova-1',
          name: 'Nova One',
          gameType: 'RNG',
          vassalage: 'NOVA',
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
    await renderInSite(<SeamlessPage />, { store: store(), entries: ['/seamless?vendor=nova'] });
    expect(await screen.findByTitle('NOVA Studio')).toHaveAttribute('src', GAME_URL);
    expect(api.getGames.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'RNG',
      vassalage: 'NOVA',
      page: 1,
      pageSize: 1,
    });
    expect(api.launchGame.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'RNG',
      vassalage: 'NOVA',
      gameCode: 'nova-1',
    });
  });

  test('a named game launches without a list call', async () => {
    api.launchGame.mockResolvedValue({ url: GAME_URL });
    await renderInSite(<SeamlessPage />, {
      store: store(),
      entries: ['/seamless?vendor=VELVET&gameCode=velvet-9'],
    });
    expect(await screen.findByTitle('VELVET Studio')).toHaveAttribute('src', GAME_URL);
    expect(api.getGames).not.toHaveBeenCalled();
    expect(api.launchGame.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'LIVE',
      vassalage: 'VELVET',
      gameCode: 'velvet-9',
    });
  });

  test('a vendor the brand does not offer launches nothing and says so', async () => {
    await renderInSite(<SeamlessPage />, { store: store(), entries: ['/seamless?vendor=NOPE'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address names no game provider we offer.',
    );
    expect(api.launchGame).not.toHaveBeenCalled();
  });
});
