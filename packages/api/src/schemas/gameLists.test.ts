import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import {
  favouriteListQuerySchema,
  favouriteRequestSchema,
  gameHotQuerySchema,
  gameIndexQuerySchema,
  gamePopularQuerySchema,
} from './games';
import { lotteryMenusQuerySchema, vnNumbersQuerySchema } from './lottery';

// The wire form of each list call's query: what a server accepts, as strings from a query string.
const cases: [string, v.GenericSchema, Record<string, string>[], Record<string, string>[]][] = [
  [
    'GAME_hot',
    gameHotQuerySchema,
    [{ gameType: 'RNG' }, { gameType: 'LIVE', vassalage: 'VELVET' }],
    [{}, { gameType: 'rng' }, { gameType: 'RNG', vassalage: '' }],
  ],
  ['GAME_index', gameIndexQuerySchema, [{ gameType: 'FISH' }], [{}, { gameType: 'ALL' }]],
  [
    'GAME_popular',
    gamePopularQuerySchema,
    [{ prizeMode: 'LOTT' }, { prizeMode: 'ELOTT', count: '50', device: 'WEB' }],
    [
      {},
      { prizeMode: 'Lott' },
      { prizeMode: 'LOTT', count: '51' },
      { prizeMode: 'LOTT', count: '0' },
      { prizeMode: 'LOTT', device: 'APP' },
    ],
  ],
  [
    'favourite list',
    favouriteListQuerySchema,
    [{ gameType: 'RNG', page: '1', pageSize: '12' }],
    [{ gameType: 'RNG' }, { gameType: 'RNG', page: '0', pageSize: '12' }],
  ],
  [
    'lottery menus',
    lotteryMenusQuerySchema,
    [{ prizeMode: 'ELOTT', device: 'WEB' }, { prizeMode: 'SEA' }, { prizeMode: 'ZY' }],
    [{}, { prizeMode: 'ASIA' }],
  ],
  [
    'VN numbers',
    vnNumbersQuerySchema,
    [{}, { gameCode: 'TCG_LOTTO_VN_00007', count: '100' }],
    [{ count: '101' }, { count: '1e2' }, { gameCode: '' }],
  ],
];

describe.each(cases)('%s query', (_name, schema, valid, invalid) => {
  test.each(valid)('accepts %j', (query) => {
    expect(v.safeParse(schema, query).success).toBe(true);
  });
  test.each(invalid)('refuses %j', (query) => {
    expect(v.safeParse(schema, query).success).toBe(false);
  });
});

test('counts arrive as numbers', () => {
  expect(v.parse(gamePopularQuerySchema, { prizeMode: 'LOTT', count: '5' }).count).toBe(5);
  expect(v.parse(vnNumbersQuerySchema, { count: '100' }).count).toBe(100);
});

test('a favourite body needs all three fields, a whole node id and non-empty codes', () => {
  const body = { nodeId: 100007, vendor: 'NOVA', gameType: 'RNG' };
  expect(v.parse(favouriteRequestSchema, { ...body, name: 'ignored' })).toEqual(body);
  for (const bad of [
    { ...body, nodeId: 1.5 },
    { ...body, nodeId: '100007' },
    { ...body, vendor: '' },
    { nodeId: 1, vendor: 'NOVA' },
  ]) {
    expect(v.safeParse(favouriteRequestSchema, bad).success).toBe(false);
  }
});
