import nodeConsole from 'node:console';
import type { ApiRuntime } from '../../data/api';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { type Game } from '@lobby/api';
import { accountDialogAtom } from '../../features/account/dialogs.atoms';
import { renderInSite, storeFor, vendor } from '../../test/renderInSite';
import { setQueryData } from '../../data/query';
import { localeAtom } from '../../features/preferences/preferences.atoms';
import { vendorsQuery } from '../../features/vendors/vendors.queries';
import { Component as LotteryPage } from './lottery';

// The API this page's calls reach: the endpoints the tests answer.
const api = {
  getGames: vi.fn<ApiRuntime['getGames']>(),
  launchLottery: vi.fn<ApiRuntime['launchLottery']>(),
};

const GAME_URL = 'https://games.example/play/ticket-9';
const LOTTERY_VENDORS = [vendor('LOTTERY', 'TCG_LOTTO_VN'), vendor('LOTTERY', 'TCG_SEA')];

// The test DOM never loads a frame's page and says so on Node's console: that line is dropped.
beforeEach(() => {
  const log = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Iframe page loading is disabled')) return;
    log(...args);
  });
  api.launchLottery.mockResolvedValue({ url: GAME_URL });
});

afterEach(() => {
  vi.restoreAllMocks();
  api.getGames.mockReset();
  api.launchLottery.mockReset();
});

function firstGame(gameCode: string): {
  list: Game[];
  page: number;
  pageSize: number;
  totalPage: number;
  total: number;
} {
  const game: Game = {
    gameId: 1,
    nodeId: 1,
    gameCode,
    name: 'Saigon 5',
    gameType: 'LOTTERY',
    vassalage: 'TCG_SEA',
    classification: 'SC',
    minBet: 1,
    isHot: 0,
    thumbnail: '',
  };
  return { list: [game], page: 1, pageSize: 1, totalPage: 1, total: 1 };
}

describe('/lottery', () => {
  test("a game code opens that game's betting view, in the site's language", async () => {
    await renderInSite(<LotteryPage />, {
      store: storeFor('member', LOTTERY_VENDORS, api),
      entries: ['/lottery?gameCode=VN5&vendor=TCG_LOTTO_VN&playType=LO'],
    });
    expect(await screen.findByTitle('TCG_LOTTO_VN Studio')).toHaveAttribute('src', GAME_URL);
    expect(api.launchLottery.mock.calls.at(-1)?.[1]).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VN5',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: `${window.location.origin}/vnlottery`,
      language: 'MY',
    });
  });

  test("without a game code the lottery's lobby opens on the vendor's first game", async () => {
    api.getGames.mockResolvedValue(firstGame('SG5'));
    await renderInSite(<LotteryPage />, {
      store: storeFor('member', LOTTERY_VENDORS, api),
      entries: ['/lottery?vendor=TCG_SEA'],
    });
    await screen.findByTitle('TCG_SEA Studio');
    expect(api.getGames.mock.calls.at(-1)?.[1]).toEqual({
      gameType: 'LOTTERY',
      vassalage: 'TCG_SEA',
      page: 1,
      pageSize: 1,
    });
    expect(api.launchLottery.mock.calls.at(-1)?.[1]).toMatchObject({
      lottoGameCode: 'SG5',
      lottoView: 'lobby',
    });
  });

  test('an ELOTT category holding a TCG_LOTTO_VN card launches in the e-lottery mode', async () => {
    await renderInSite(<LotteryPage />, {
      store: storeFor('member', [...LOTTERY_VENDORS, vendor('ELOTT', 'TCG_LOTTO_VN')], api),
      entries: ['/lottery?gameCode=VN5'],
    });
    await screen.findByTitle('Lottery');
    expect(api.launchLottery.mock.calls.at(-1)?.[1]).toMatchObject({
      lottoPrizeMode: 'ELOTT',
    });
  });

  test('the launch waits for the vendor data that decides the prize mode', async () => {
    // The vendors are asked for, and not answered yet.
    const store = storeFor('member', null, { ...api, getVendors: () => new Promise(() => {}) });
    await renderInSite(<LotteryPage />, { store, entries: ['/lottery?gameCode=VN5'] });
    expect(await screen.findByRole('status')).toHaveTextContent('Starting Lottery');
    expect(api.launchLottery).not.toHaveBeenCalled();
    setQueryData(store.set, vendorsQuery(store.get(localeAtom).code), () => LOTTERY_VENDORS);
    await screen.findByTitle('Lottery');
    expect(api.launchLottery).toHaveBeenCalled();
  });

  test('a visitor gets the login guard, and the page says a login is needed with a button', async () => {
    const store = storeFor('visitor', LOTTERY_VENDORS, api);
    await renderInSite(<LotteryPage />, { store, entries: ['/lottery?gameCode=VN5'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to play this game.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(store.get(accountDialogAtom)).toEqual({ kind: 'login' });
    expect(api.launchLottery).not.toHaveBeenCalled();
  });
});
