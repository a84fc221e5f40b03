import { describe, expect, test } from 'vitest';
import type { Game, Vendor } from '@lobby/api';
import { lobbyTiles } from './gameTiles';

const game = (gameId: number, vassalage: string, isHot: 0 | 1 = 0): Game => ({
  gameId,
  nodeId: gameId + 1000,
  gameCode: `G${gameId}`,
  name: `Game ${gameId}`,
  gameType: 'RNG',
  vassalage,
  classification: 'SC',
  minBet: 1,
  isHot,
  thumbnail: `/t/${gameId}.svg`,
});

const vendor = (vassalage: string, name: string): Vendor => ({
  gameType: 'RNG',
  vassalage,
  name,
  accountTypeId: 1,
  isHot: 0,
  logo: '',
  launchMode: 'iframe',
});

describe('lobbyTiles', () => {
  test('names the vendor, marks hot games and favourites by nodeId', () => {
    const tiles = lobbyTiles(
      [game(1, 'NOVA', 1), game(2, 'KOI')],
      [vendor('NOVA', 'Nova Slots')],
      new Set([1002]),
      new Set([1001]),
    );
    expect(tiles.map(({ game: _g, ...tile }) => tile)).toEqual([
      {
        id: 1,
        name: 'Game 1',
        vendor: 'Nova Slots',
        thumbnail: '/t/1.svg',
        hot: true,
        favourite: false,
        favouritePending: true,
        vassalage: 'NOVA',
        classification: 'SC',
        minBet: 1,
      },
      // A vendor the list does not know shows its code rather than nothing.
      {
        id: 2,
        name: 'Game 2',
        vendor: 'KOI',
        thumbnail: '/t/2.svg',
        hot: false,
        favourite: true,
        favouritePending: false,
        vassalage: 'KOI',
        classification: 'SC',
        minBet: 1,
      },
    ]);
  });
});
