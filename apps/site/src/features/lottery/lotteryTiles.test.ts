import { describe, expect, test } from 'vitest';
import type { Game, LotteryMenu } from '@lobby/api';
import { chosenLotteryGame, lotteryMenuGroups, popularLotteryTiles } from './lotteryTiles';

const game = (gameId: number, gameCode: string) => ({
  gameId,
  nodeId: gameId,
  gameCode,
  name: gameCode,
  vassalage: 'TCG_LOTTO_VN',
  defaultPlayType: 'P',
  drawIntervalMinutes: 1440,
});

const menus: LotteryMenu[] = [
  { gameGroupCode: 'EMPTY', name: 'Empty', accountType: 'TCG_LOTTO_VN', games: [] },
  { gameGroupCode: 'N', name: 'North', accountType: 'TCG_LOTTO_VN', games: [game(1, 'A')] },
  { gameGroupCode: 'S', name: 'South', accountType: 'TCG_LOTTO_VN', games: [game(2, 'B')] },
];

describe('lotteryMenuGroups', () => {
  test('marks favourites by gameId; logged out, none', () => {
    const groups = lotteryMenuGroups(menus, new Set(['2']));
    expect(groups.flatMap((g) => g.games).map((g) => [g.id, g.favourite])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(lotteryMenuGroups(menus, null).flatMap((g) => g.games.map((x) => x.favourite))).toEqual([
      false,
      false,
    ]);
  });
});

describe('chosenLotteryGame', () => {
  const groups = lotteryMenuGroups(menus, null);
  test.each([
    ['B', 'B'],
    ['A', 'A'],
    ['unknown', 'A'],
    [null, 'A'],
  ])('address game %s -> %s', (code, expected) => {
    expect(chosenLotteryGame(groups, code)?.game.gameCode).toBe(expected);
  });

  test('no games, no choice', () => {
    expect(chosenLotteryGame([], 'A')).toBeNull();
  });
});

describe('popularLotteryTiles', () => {
  const popular: Game = {
    gameId: 9,
    nodeId: 19,
    gameCode: 'X',
    name: 'X lotto',
    gameType: 'LOTTERY',
    vassalage: 'TCG_SEA',
    classification: 'TG',
    minBet: 1,
    isHot: 1,
    thumbnail: '',
  };

  test('the vendor’s name when known, else its code; no empty thumbnail', () => {
    const [known] = popularLotteryTiles(
      [popular],
      [{ vassalage: 'TCG_SEA', name: 'TCG SEA' }],
      null,
    );
    expect(known).toMatchObject({ vendor: 'TCG SEA', hot: true, favourite: false });
    expect(known!.thumbnail).toBeUndefined();
    const [unknown] = popularLotteryTiles([popular], null, new Set(['9']));
    expect(unknown).toMatchObject({ vendor: 'TCG_SEA', favourite: true });
  });
});
