import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import { encodeGameIndex } from '../schemas/games';
import type { Game } from '../schemas/games';
import { ok, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import {
  addFavourite,
  getAllGames,
  getFavouriteGames,
  getFavouriteIds,
  getHotGames,
  getPopularGames,
  getVendors,
  removeFavourite,
} from './games';

let server: TestHttpServer;
let client: ApiClient;
let answer: unknown;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.url, merchant: 'jade', getToken: () => 'tok' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle = (_req, res) => ok(res, answer);
});

const game = (gameId: number, extra: Partial<Game> = {}): Game => ({
  gameId,
  nodeId: 100000 + gameId,
  gameCode: `NOVA_${gameId}`,
  name: `Game ${gameId}`,
  gameType: 'RNG',
  vassalage: 'NOVA',
  classification: 'SC',
  minBet: 5,
  isHot: 0,
  thumbnail: `https://cdn.example/games/${gameId}.svg`,
  ...extra,
});

const favourite = { nodeId: 100007, vendor: 'NOVA', gameType: 'RNG' } as const;

// Each endpoint function: what it should send, and a valid answer for it.
const calls: {
  name: string;
  run: (c: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  value: unknown;
  body?: unknown;
}[] = [
  {
    name: 'getHotGames (a type)',
    run: (c) => getHotGames(c, { gameType: 'LIVE' }),
    method: 'GET',
    url: `${paths.gameHot}?gameType=LIVE`,
    value: [game(1, { gameType: 'LIVE', isHot: 1 })],
  },
  {
    name: 'getHotGames (a vendor)',
    run: (c) => getHotGames(c, { gameType: 'RNG', vassalage: 'NOVA' }),
    method: 'GET',
    url: `${paths.gameHot}?gameType=RNG&vassalage=NOVA`,
    value: [],
  },
  {
    name: 'getPopularGames (default count)',
    run: (c) => getPopularGames(c, { prizeMode: 'ELOTT' }),
    method: 'GET',
    url: `${paths.gamePopular}?count=20&prizeMode=ELOTT&device=WEB`,
    value: [game(2, { gameType: 'LOTTERY', vassalage: 'ELOTT', classification: 'BG' })],
  },
  {
    name: 'getPopularGames (a count)',
    run: (c) => getPopularGames(c, { prizeMode: 'LOTT', count: 5 }),
    method: 'GET',
    url: `${paths.gamePopular}?count=5&prizeMode=LOTT&device=WEB`,
    value: [],
  },
  {
    name: 'getFavouriteIds',
    run: (c) => getFavouriteIds(c),
    method: 'GET',
    url: paths.gameFavouriteIds,
    value: [100007, 100003],
  },
  {
    name: 'getFavouriteGames',
    run: (c) => getFavouriteGames(c, { gameType: 'RNG', page: 2, pageSize: 12 }),
    method: 'GET',
    url: `${paths.gameFavouriteList}?gameType=RNG&page=2&pageSize=12`,
    value: { list: [game(7)], page: 2, pageSize: 12, totalPage: 2, total: 13 },
  },
  {
    name: 'addFavourite',
    run: (c) => addFavourite(c, favourite),
    method: 'POST',
    url: paths.gameFavourite,
    value: [100007],
    body: favourite,
  },
  {
    name: 'removeFavourite',
    run: (c) => removeFavourite(c, favourite),
    method: 'DELETE',
    url: paths.gameFavourite,
    value: [],
    body: favourite,
  },
];

describe.each(calls)('$name', ({ run, method, url, value, body }) => {
  test(`${method} ${url}, answer parsed`, async () => {
    answer = value;
    await expect(run(client)).resolves.toEqual(value);
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent!.method).toBe(method);
    expect(sent!.url).toBe(url);
    if (body !== undefined) expect(JSON.parse(sent!.body)).toEqual(body);
  });
});

test('the favourite calls carry the token in the header, never in the address', async () => {
  answer = [];
  await addFavourite(client, favourite);
  expect(server.requests[0]!.headers.authorization).toBe('tok');
  expect(server.requests[0]!.url).not.toContain('tok');
});

test('a favourite body carries only its three fields, even when given a whole game', async () => {
  answer = [];
  const whole = { ...game(7), vendor: 'NOVA' };
  await addFavourite(client, whole);
  expect(JSON.parse(server.requests[0]!.body)).toEqual({
    nodeId: 100007,
    vendor: 'NOVA',
    gameType: 'RNG',
  });
});

test('a hot list with a malformed game is refused, not passed on', async () => {
  answer = [{ ...game(1), minBet: 0.5 }];
  const error = await getHotGames(client, { gameType: 'RNG' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('malformed');
});

test('getVendors reads launchMode, and an operator that leaves it out gets the iframe', async () => {
  const vendor = {
    gameType: 'LIVE',
    vassalage: 'VELVET',
    name: 'Velvet Live',
    accountTypeId: 1012,
    isHot: 1,
    logo: 'https://cdn.example/v.svg',
  };
  answer = [
    { ...vendor, launchMode: 'window' },
    { ...vendor, vassalage: 'OLD' },
  ];
  const vendors = await getVendors(client, 'LIVE');
  expect(vendors.map((x) => x.launchMode)).toEqual(['window', 'iframe']);

  answer = [{ ...vendor, launchMode: 'popup' }];
  const error = await getVendors(client, 'LIVE').catch((e: unknown) => e);
  expect((error as ApiError).kind).toBe('malformed');
});

describe('getAllGames', () => {
  const thumbnail = 'https://cdn.example/games/{gameId}.svg';
  const entry = ({ gameType: _type, thumbnail: _thumb, ...rest }: Game) => rest;

  test('decodes the compact answer into the same games GAME_list would send', async () => {
    const games = [game(1, { isHot: 1 }), game(2, { isGame: 'VASSALAGE' }), game(3)];
    answer = encodeGameIndex('RNG', thumbnail, games.map(entry));
    await expect(getAllGames(client, 'RNG')).resolves.toEqual(games);
    expect(server.requests[0]!.url).toBe(`${paths.gameIndex}?gameType=RNG`);
  });

  test('reads the columns in the order the answer names them and ignores unknown ones', async () => {
    answer = {
      gameType: 'RNG',
      thumbnail,
      columns: [
        'future',
        'isGame',
        'isHot',
        'minBet',
        'classification',
        'vassalage',
        'name',
        'gameCode',
        'nodeId',
        'gameId',
      ],
      rows: [['x', null, 1, 10, 'VP', 'KOI', 'Koi Poker', 'KOI_9', 100009, 9]],
    };
    await expect(getAllGames(client, 'RNG')).resolves.toEqual([
      {
        gameId: 9,
        nodeId: 100009,
        gameCode: 'KOI_9',
        name: 'Koi Poker',
        gameType: 'RNG',
        vassalage: 'KOI',
        classification: 'VP',
        minBet: 10,
        isHot: 1,
        thumbnail: 'https://cdn.example/games/9.svg',
      },
    ]);
  });

  test.each<[string, unknown]>([
    ['a missing column', { gameType: 'RNG', thumbnail, columns: ['gameId'], rows: [[1]] }],
    [
      'a short row',
      {
        ...encodeGameIndex('RNG', thumbnail, [entry(game(1))]),
        rows: [[1, 100001, 'NOVA_1', 'Game 1', 'NOVA', 'SC', 5, 0]],
      },
    ],
    [
      'a bad cell',
      {
        ...encodeGameIndex('RNG', thumbnail, [entry(game(1))]),
        rows: [[1, 100001, 'NOVA_1', 'Game 1', 'NOVA', 'XX', 5, 0, null]],
      },
    ],
    [
      'a null where a value is needed',
      {
        ...encodeGameIndex('RNG', thumbnail, [entry(game(1))]),
        rows: [[1, null, 'NOVA_1', 'Game 1', 'NOVA', 'SC', 5, 0, null]],
      },
    ],
    ['a thumbnail without the id', encodeGameIndex('RNG', 'https://cdn.example/x.svg', [])],
    [
      'a column named twice',
      {
        gameType: 'RNG',
        thumbnail,
        columns: [...encodeGameIndex('RNG', thumbnail, []).columns, 'name'],
        rows: [],
      },
    ],
  ])('refuses %s as malformed', async (_name, value) => {
    answer = value;
    const error = await getAllGames(client, 'RNG').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
  });
});
