import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import { sendJson, ok, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import {
  claimFreeSpins,
  getCalendar,
  getEgg,
  getFreeSpins,
  getRedEnvelope,
  getWheel,
  openRedEnvelope,
  signInToday,
  smashEgg,
  spinWheel,
} from './mechanics';

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

const nextAt = '2026-11-28T00:00:00.000Z';

const calls: {
  name: string;
  run: (c: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  value: unknown;
}[] = [
  {
    name: 'getRedEnvelope',
    run: getRedEnvelope,
    method: 'GET',
    url: paths.mechanicEnvelope,
    value: { day: '2026-11-27', openedAmount: null, min: 100, max: 888, nextAt },
  },
  {
    name: 'openRedEnvelope',
    run: openRedEnvelope,
    method: 'POST',
    url: paths.mechanicEnvelopeOpen,
    body: {},
    value: { amount: 345, balance: 10_345, nextAt },
  },
  {
    name: 'getWheel',
    run: getWheel,
    method: 'GET',
    url: paths.mechanicWheel,
    value: {
      segments: [0, 100, 200, 500, 1000, 2000, 5000, 10000],
      spins: 2,
      depositPerSpin: 10_000,
      towardsNext: 500,
    },
  },
  {
    name: 'spinWheel',
    run: spinWheel,
    method: 'POST',
    url: paths.mechanicWheelSpin,
    body: {},
    value: { segment: 0, amount: 0, balance: 10_000, spins: 1 },
  },
  {
    name: 'getEgg',
    run: getEgg,
    method: 'GET',
    url: paths.mechanicEgg,
    value: { eggs: 3, tickets: 1, betPerTicket: 50_000, towardsNext: 0, prizes: [100, 300] },
  },
  {
    name: 'smashEgg',
    run: (c) => smashEgg(c, 2),
    method: 'POST',
    url: paths.mechanicEggSmash,
    body: { egg: 2 },
    value: { egg: 2, amount: 300, balance: 10_300, tickets: 0 },
  },
  {
    name: 'getCalendar',
    run: getCalendar,
    method: 'GET',
    url: paths.mechanicCalendar,
    value: {
      day: '2026-11-27',
      rewards: [100, 100, 200, 200, 300, 500, 1000],
      streak: 2,
      signedToday: false,
      todayIndex: 2,
      nextAt,
    },
  },
  {
    name: 'signInToday',
    run: signInToday,
    method: 'POST',
    url: paths.mechanicSignIn,
    body: {},
    value: { amount: 200, balance: 10_200, streak: 3, nextAt },
  },
  {
    name: 'getFreeSpins',
    run: (c) => getFreeSpins(c, 9),
    method: 'GET',
    url: `${paths.mechanicFreeSpins}?promotionId=9`,
    value: freeSpins(false),
  },
  {
    name: 'claimFreeSpins',
    run: (c) => claimFreeSpins(c, 9),
    method: 'POST',
    url: paths.mechanicFreeSpinsClaim,
    body: { promotionId: 9 },
    value: freeSpins(true),
  },
];

function freeSpins(granted: boolean) {
  return {
    promotionId: 9,
    granted,
    game: {
      gameId: 41,
      name: 'Lucky Reels',
      gameType: 'RNG',
      vendor: 'PG',
      vendorName: 'PG Soft',
      gameCode: 'PG41',
      thumbnail: 'https://assets.example/games/41.svg',
    },
    spins: 20,
    left: granted ? 20 : 0,
    stake: 20,
    won: 0,
  };
}

describe.each(calls)('$name', ({ run, method, url, body, value }) => {
  test(`${method} ${url}, with the token, answer parsed`, async () => {
    answer = value;
    await expect(run(client)).resolves.toEqual(value);
    const [request] = server.requests;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.headers['authorization']).toBe('tok');
    if (body !== undefined) expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });
});

test('an answer off the contract is refused, not passed on', async () => {
  answer = { segment: -1, amount: 0, balance: 0, spins: 0 };
  await expect(spinWheel(client)).rejects.toBeInstanceOf(ApiError);
});

test('a free-spins state off the contract (spins left below zero) is refused', async () => {
  answer = { ...freeSpins(true), left: -1 };
  await expect(getFreeSpins(client, 9)).rejects.toBeInstanceOf(ApiError);
});

test('a refusal keeps its code and the next time it carries', async () => {
  server.handle = (_req, res) =>
    sendJson(res, 409, {
      success: false,
      message: 'Opened already',
      code: 'ENVELOPE_TAKEN',
      value: { nextAt },
    });
  const error: unknown = await openRedEnvelope(client).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  const failure = (error as ApiError).failure;
  expect(failure).toMatchObject({ kind: 'server', status: 409, code: 'ENVELOPE_TAKEN' });
  expect(failure.kind === 'server' && failure.value).toEqual({ nextAt });
});
