import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import { betListQuerySchema, bonusListQuerySchema, profitQuerySchema } from '../schemas/records';
import { ok, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import { getBets, getBonuses, getPlayerRank, getProfit } from './records';

let server: TestHttpServer;
let client: ApiClient;
let answer: unknown;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.url, merchant: 'aurora', getToken: () => 'tok' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle = (_req, res) => ok(res, answer);
});

const totals = { count: 1, stake: 500, validBet: 500, win: 950, winLoss: 450 };
const bet = {
  id: 9,
  createdAt: '2026-11-26T09:00:00.000Z',
  gameName: 'Dragon Dice',
  gameType: 'MINI',
  vendor: 'NOVA',
  vendorName: 'Nova Games',
  stake: 500,
  validBet: 500,
  win: 950,
  winLoss: 450,
  outcome: { kind: 'pick', side: 1, winner: 1 },
};
const level = {
  level: 1,
  name: 'Bronze',
  minValidBet: 0,
  rebateBonusPoints: 0,
  dailyWithdrawals: 3,
};

const calls: {
  name: string;
  run: (c: ApiClient) => Promise<unknown>;
  url: string;
  value: unknown;
}[] = [
  {
    name: 'getBets',
    run: (c) =>
      getBets(c, {
        from: '2026-11-01',
        to: '2026-11-26',
        gameType: 'MINI',
        vendor: 'NOVA',
        page: 2,
      }),
    url: `${paths.betList}?from=2026-11-01&to=2026-11-26&gameType=MINI&vendor=NOVA&page=2`,
    value: {
      list: [bet],
      page: 2,
      pageSize: 10,
      total: 11,
      totalPage: 2,
      totals,
      vendors: [{ code: 'NOVA', name: 'Nova Games' }],
      gameTypes: ['MINI'],
    },
  },
  {
    name: 'getProfit',
    run: (c) => getProfit(c, { from: '2026-11-20', to: '2026-11-26' }),
    url: `${paths.profitSummary}?from=2026-11-20&to=2026-11-26`,
    value: {
      from: '2026-11-20',
      to: '2026-11-26',
      byDay: [{ key: '2026-11-26', ...totals }],
      byGameType: [{ key: 'MINI', ...totals }],
      totals,
    },
  },
  {
    name: 'getBonuses',
    run: (c) => getBonuses(c, { source: 'rebate' }),
    url: `${paths.bonusList}?source=rebate`,
    value: {
      list: [
        {
          id: 3,
          source: 'rebate',
          title: 'Rebate 2026-11-25',
          amount: 120,
          createdAt: '2026-11-26T01:00:00.000Z',
        },
      ],
      page: 1,
      pageSize: 10,
      total: 1,
      totalPage: 1,
      amount: 120,
    },
  },
  {
    name: 'getPlayerRank',
    run: (c) => getPlayerRank(c),
    url: paths.playerRank,
    value: { validBet: 0, level, next: null, remaining: 0, progress: 1, levels: [level] },
  },
];

describe.each(calls)('$name', ({ run, url, value }) => {
  test(`GET ${url}, with the token, answer parsed`, async () => {
    answer = value;
    await expect(run(client)).resolves.toEqual(value);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toBe(url);
    expect(server.requests[0]?.headers['authorization']).toBe('tok');
  });
});

test('an answer off the contract is refused, not passed on', async () => {
  answer = { ...(calls[0]?.value as object), totals: { ...totals, stake: 1.5 } };
  const error: unknown = await getBets(client).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  answer = { validBet: 0, level, next: null, remaining: 0, progress: 2, levels: [] };
  await expect(getPlayerRank(client)).rejects.toBeInstanceOf(ApiError);
});

describe('the queries the sandbox reads', () => {
  test('dates are real days; types, vendors and sources come from their lists', () => {
    expect(v.safeParse(betListQuerySchema, { from: '2026-02-30' }).success).toBe(false);
    expect(v.safeParse(betListQuerySchema, { gameType: 'POKER' }).success).toBe(false);
    expect(v.safeParse(betListQuerySchema, { vendor: 'NO VA' }).success).toBe(false);
    expect(v.parse(betListQuerySchema, { vendor: 'DS88', page: '3' })).toEqual({
      vendor: 'DS88',
      page: 3,
    });
    expect(v.safeParse(bonusListQuerySchema, { source: 'jackpot' }).success).toBe(false);
    expect(v.safeParse(profitQuerySchema, { to: '2026-11-26' }).success).toBe(true);
  });
});
