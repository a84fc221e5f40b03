import { describe, expect, test } from 'vitest';
import { gamePagePath, launchName, readGamePageQuery } from './gamePage';

describe('the game page address', () => {
  test('carries the game and reads back the same', () => {
    const game = { gameType: 'RNG', vendor: 'PG', gameCode: 'fortune & co', name: 'Fortune & Co' };
    const path = gamePagePath(game);
    expect(path).toBe('/game?gameType=RNG&vendor=PG&gameCode=fortune+%26+co&name=Fortune+%26+Co');
    expect(readGamePageQuery(new URL(path, 'https://site.example').searchParams)).toEqual(game);
  });

  test('leaves the name out when there is none', () => {
    expect(gamePagePath({ gameType: 'LIVE', vendor: 'VELVET', gameCode: 'b1', name: '' })).toBe(
      '/game?gameType=LIVE&vendor=VELVET&gameCode=b1',
    );
  });

  test('reads the type in capitals, and an address without a name', () => {
    expect(readGamePageQuery(new URLSearchParams('gameType=rng&vendor=PG&gameCode=f'))).toEqual({
      gameType: 'RNG',
      vendor: 'PG',
      gameCode: 'f',
      name: '',
    });
  });

  test.each([
    'vendor=PG&gameCode=f',
    'gameType=RNG&gameCode=f',
    'gameType=RNG&vendor=PG&gameCode=%20',
  ])('an address without the type, the vendor or the code names no game: %s', (search) => {
    expect(readGamePageQuery(new URLSearchParams(search))).toBeNull();
  });
});

describe('launchName', () => {
  test("a card's game carries its name; other launches have none", () => {
    expect(
      launchName({ kind: 'game', game: { gameType: 'RNG', name: ' Fortune ' } as never }),
    ).toBe('Fortune');
    expect(launchName({ kind: 'game', game: { gameType: 'RNG' } })).toBe('');
    expect(launchName({ kind: 'category', gameType: 'COCKFIGHT', firstVendor: 'DS88' })).toBe('');
  });
});
