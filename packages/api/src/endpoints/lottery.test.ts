import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import { VN_DRAW_NUMBER_COUNT, VN_PRIZE_TIERS } from '../schemas/lottery';
import { ok, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import { getLotteryMenus, getVnNumbers } from './lottery';

let server: TestHttpServer;
let client: ApiClient;
let answer: unknown;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.url, merchant: 'jade' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle = (_req, res) => ok(res, answer);
});

const menu = {
  gameGroupCode: 'NORTH',
  name: 'North',
  accountType: 'TCG_LOTTO_VN',
  games: [
    {
      gameId: 9001,
      nodeId: 109001,
      gameCode: 'TCG_LOTTO_VN_09001',
      name: 'Miền Bắc',
      vassalage: 'TCG_LOTTO_VN',
      defaultPlayType: 'LO2',
      drawIntervalMinutes: 1440,
    },
  ],
};

const draw = {
  drawNo: '20260601-0001',
  gameCode: 'TCG_LOTTO_VN_09001',
  drawnAt: '2026-06-01T11:15:00.000Z',
  numbers: ['012345', '54321', '07'],
};

const calls: {
  name: string;
  run: (c: ApiClient) => Promise<unknown>;
  url: string;
  value: unknown;
}[] = [
  {
    name: 'getLotteryMenus',
    run: (c) => getLotteryMenus(c, { prizeMode: 'ELOTT' }),
    url: `${paths.lotteryMenus}?prizeMode=ELOTT&device=WEB`,
    value: [menu],
  },
  {
    name: 'getVnNumbers (every game, the server default count)',
    run: (c) => getVnNumbers(c),
    url: paths.lotteryVnNumbers,
    value: [draw],
  },
  {
    name: 'getVnNumbers (one game, a count)',
    run: (c) => getVnNumbers(c, { gameCode: 'TCG_LOTTO_VN_09001', count: 10 }),
    url: `${paths.lotteryVnNumbers}?gameCode=TCG_LOTTO_VN_09001&count=10`,
    value: [],
  },
];

describe.each(calls)('$name', ({ run, url, value }) => {
  test(`GET ${url}, answer parsed`, async () => {
    answer = value;
    await expect(run(client)).resolves.toEqual(value);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.method).toBe('GET');
    expect(server.requests[0]!.url).toBe(url);
  });
});

test.each<[string, unknown]>([
  ['a menu of another account type', [{ ...menu, accountType: 'TCG_SEA' }]],
  [
    'a game without a draw interval',
    [{ ...menu, games: [{ ...menu.games[0], drawIntervalMinutes: 0 }] }],
  ],
])('getLotteryMenus refuses %s as malformed', async (_name, value) => {
  answer = value;
  const error = await getLotteryMenus(client, { prizeMode: 'LOTT' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('malformed');
});

test.each<[string, unknown]>([
  ['a number that is not digits', { ...draw, numbers: ['12a'] }],
  ['a number sent as a number (its leading zeros lost)', { ...draw, numbers: [7] }],
  ['a draw time that is not a timestamp', { ...draw, drawnAt: 'yesterday' }],
])('getVnNumbers refuses %s as malformed', async (_name, value) => {
  answer = [value];
  const error = await getVnNumbers(client).catch((e: unknown) => e);
  expect((error as ApiError).kind).toBe('malformed');
});

test('the VN prize tiers add up to the 27 numbers of a draw, six digits down to two', () => {
  expect(VN_DRAW_NUMBER_COUNT).toBe(27);
  expect(VN_PRIZE_TIERS[0]).toEqual({ tier: 'special', count: 1, digits: 6 });
  expect(VN_PRIZE_TIERS.map((t) => t.digits)).toEqual([6, 5, 5, 5, 4, 4, 3, 2]);
});
