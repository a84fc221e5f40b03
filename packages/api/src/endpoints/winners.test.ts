import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import { winnerRankQuerySchema } from '../schemas/winners';
import type { Winner } from '../schemas/winners';
import { ok, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import { getWinners } from './winners';

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

const win = (id: string, extra: Partial<Winner> = {}): Winner => ({
  id,
  player: 'pl***01',
  gameId: 1042,
  gameName: 'Golden Reels',
  gameType: 'RNG',
  vassalage: 'NOVA',
  amount: 1_250_000,
  wonAt: 1_790_000_000_000,
  ...extra,
});

test('asks WINNER_rank for 20 wins without a token and parses the answer', async () => {
  answer = [win('s-1'), win('b-7', { player: 'ja***ne', amount: 50_000 })];
  await expect(getWinners(client)).resolves.toEqual(answer);
  const [sent] = server.requests;
  expect(sent!.method).toBe('GET');
  expect(sent!.url).toBe(`${paths.winnerRank}?count=20`);
  expect(sent!.headers.authorization).toBeUndefined();
});

test('asks for the count given', async () => {
  answer = [];
  await getWinners(client, { count: 5 });
  expect(server.requests[0]!.url).toBe(`${paths.winnerRank}?count=5`);
});

test.each([
  ['an unmasked name', { player: 'player01' }],
  ['an amount in major units', { amount: 12.5 }],
  ['no win at all', { amount: 0 }],
  ['a time as text', { wonAt: '2026-11-26T08:00:00Z' }],
])('an answer with %s is refused, not shown', async (_name, extra) => {
  answer = [{ ...win('s-1'), ...extra }];
  const error = await getWinners(client).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('malformed');
});

test('the query schema takes 1 to 50 and nothing else', () => {
  expect(v.parse(winnerRankQuerySchema, { count: '50' }).count).toBe(50);
  expect(v.parse(winnerRankQuerySchema, {}).count).toBeUndefined();
  for (const count of ['0', '51', '-1', '2.5', 'ten']) {
    expect(v.safeParse(winnerRankQuerySchema, { count }).success, count).toBe(false);
  }
});
