import { describe, expect, test } from 'vitest';
import {
  LOTTERY_FAVOURITES_KEY_PREFIX,
  LOTTERY_FAVOURITES_MAX,
  applyFavouriteChange,
  favouriteChange,
  lotteryFavourites,
} from './favourites';
import type { FavouriteStorage } from './favourites';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: FavouriteStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return { storage, items };
}

describe('favouriteChange (doc 2 §4.2)', () => {
  const game = { nodeId: 42, vassalage: 'PG', gameType: 'RNG', gameId: 7 };

  test.each([
    ['not listed: added', [1, 2], 'add'],
    ['listed: removed', [1, 42], 'remove'],
    ['listed in a set: removed', new Set([42]), 'remove'],
  ] as const)('%s', (_, ids, action) => {
    expect(favouriteChange(game, ids)).toEqual({
      action,
      payload: { nodeId: 42, vendor: 'PG', gameType: 'RNG' },
    });
  });

  test('the list after the call', () => {
    expect(applyFavouriteChange([1, 2], favouriteChange(game, [1, 2]))).toEqual([1, 2, 42]);
    expect(applyFavouriteChange([42, 1], favouriteChange(game, [42, 1]))).toEqual([1]);
  });
});

describe('lotteryFavourites: kept per user name, keyed by gameId', () => {
  test('toggle adds then removes; the list survives a new reader', () => {
    const { storage } = memoryStorage();
    const favourites = lotteryFavourites(storage, 'alice');
    expect(favourites.toggle(101)).toBe(true);
    expect(favourites.toggle('202')).toBe(true);
    expect(lotteryFavourites(storage, 'alice').list()).toEqual(['101', '202']);
    expect(favourites.has('101')).toBe(true);
    expect(favourites.toggle('101')).toBe(false);
    expect(favourites.list()).toEqual(['202']);
    expect(favourites.has(101)).toBe(false);
  });

  test('each user has their own list', () => {
    const { storage, items } = memoryStorage();
    lotteryFavourites(storage, 'alice').toggle(1);
    lotteryFavourites(storage, 'bob').toggle(2);
    expect(lotteryFavourites(storage, 'alice').list()).toEqual(['1']);
    expect(lotteryFavourites(storage, 'bob').list()).toEqual(['2']);
    expect([...items.keys()]).toEqual([
      `${LOTTERY_FAVOURITES_KEY_PREFIX}alice`,
      `${LOTTERY_FAVOURITES_KEY_PREFIX}bob`,
    ]);
  });

  test('no user name: nothing kept', () => {
    const { storage, items } = memoryStorage();
    const favourites = lotteryFavourites(storage, '  ');
    expect(favourites.toggle(1)).toBe(false);
    expect(favourites.list()).toEqual([]);
    expect(items.size).toBe(0);
  });

  test.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['null', 'null'],
  ])('a stored value that is %s reads as empty', (_, raw) => {
    const { storage } = memoryStorage({ [`${LOTTERY_FAVOURITES_KEY_PREFIX}alice`]: raw });
    expect(lotteryFavourites(storage, 'alice').list()).toEqual([]);
  });

  test('junk entries and repeats are dropped', () => {
    const raw = JSON.stringify([1, '1', null, { id: 2 }, '', 'x7', true]);
    const { storage } = memoryStorage({ [`${LOTTERY_FAVOURITES_KEY_PREFIX}alice`]: raw });
    expect(lotteryFavourites(storage, 'alice').list()).toEqual(['1', 'x7']);
  });

  test('the list is bounded, dropping the oldest', () => {
    const { storage } = memoryStorage();
    const favourites = lotteryFavourites(storage, 'alice');
    for (let id = 1; id <= LOTTERY_FAVOURITES_MAX + 5; id += 1) favourites.toggle(id);
    const list = favourites.list();
    expect(list).toHaveLength(LOTTERY_FAVOURITES_MAX);
    expect(list[0]).toBe('6');
  });

  test('a storage that throws behaves as empty and loses nothing else', () => {
    const storage: FavouriteStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const favourites = lotteryFavourites(storage, 'alice');
    expect(favourites.list()).toEqual([]);
    expect(favourites.toggle(1)).toBe(true);
  });
});
