import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import {
  LAUNCH_CODES,
  lotteryLaunchRequestSchema,
  recentGamesQuerySchema,
} from '../schemas/launch';
import type { LotteryLaunchRequest } from '../schemas/launch';
import { ok, sendJson, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import { launchGame } from './games';
import { getRecentGames, launchLottery } from './launch';

let server: TestHttpServer;
let client: ApiClient;
let answer: unknown;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.url, merchant: 'jade', getToken: () => 'tok-1' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle = (_req, res) => ok(res, answer);
});

const lottery: LotteryLaunchRequest = {
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: 'ELOTT',
  lottoGameCode: 'TCG_LOTTO_VN_06001',
  lottoView: 'betting',
  device: 'WEB',
  backUrl: 'https://www.aurora.example/vnlottery',
  language: 'EN',
};

const game = {
  gameId: 7,
  nodeId: 100007,
  gameCode: 'NOVA_00007',
  name: 'Lucky Koi',
  gameType: 'RNG',
  vassalage: 'NOVA',
  classification: 'SC',
  minBet: 5,
  isHot: 0,
  thumbnail: 'https://cdn.example/7.svg',
};

describe('launchLottery', () => {
  test('posts the payload with the token and answers the address', async () => {
    answer = { url: 'http://127.0.0.1:4174/play/abc' };
    await expect(launchLottery(client, lottery)).resolves.toEqual(answer);
    const [sent] = server.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(paths.lotteryLaunch);
    expect(sent?.headers.authorization).toBe('tok-1');
    expect(JSON.parse(sent?.body ?? '')).toEqual(lottery);
  });

  test('a refusal keeps its code, so the site can tell a trial account to register', async () => {
    server.handle = (_req, res) =>
      sendJson(res, 403, {
        success: false,
        message: 'please register a member account first',
        code: LAUNCH_CODES.trialAccount,
      });
    const error = await launchLottery(client, lottery).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toEqual({
      kind: 'server',
      status: 403,
      message: 'please register a member account first',
      code: 'TRIAL_ACCOUNT',
    });
  });

  test('an answer without an address is malformed', async () => {
    answer = { link: 'x' };
    const error = await launchLottery(client, lottery).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('malformed');
  });
});

describe('launchGame', () => {
  test('game under maintenance arrives as a server failure with its code, not the maintenance page', async () => {
    server.handle = (_req, res) =>
      sendJson(res, 409, {
        success: false,
        message: 'Game under maintenance',
        code: LAUNCH_CODES.gameMaintenance,
      });
    const error = await launchGame(client, {
      gameType: 'RNG',
      vassalage: 'NOVA',
      gameCode: 'NOVA_00007',
    }).catch((e: unknown) => e);
    expect((error as ApiError).failure).toMatchObject({
      kind: 'server',
      status: 409,
      code: 'GAME_MAINTENANCE',
    });
  });
});

describe('getRecentGames', () => {
  test('sends only the filters given, and parses the page', async () => {
    answer = { list: [game], page: 2, pageSize: 12, totalPage: 2, total: 13 };
    await expect(getRecentGames(client, { page: 2, pageSize: 12 })).resolves.toEqual(answer);
    expect(server.requests[0]?.url).toBe(`${paths.gameRecent}?page=2&pageSize=12`);
    expect(server.requests[0]?.headers.authorization).toBe('tok-1');
  });

  test('sends the type and vendor filters', async () => {
    answer = { list: [], page: 1, pageSize: 6, totalPage: 0, total: 0 };
    await getRecentGames(client, { gameType: 'LIVE', vassalage: 'VELVET', page: 1, pageSize: 6 });
    expect(server.requests[0]?.url).toBe(
      `${paths.gameRecent}?gameType=LIVE&vassalage=VELVET&page=1&pageSize=6`,
    );
  });

  test('a game with a fractional minimum bet is malformed', async () => {
    answer = { list: [{ ...game, minBet: 0.5 }], page: 1, pageSize: 12, totalPage: 1, total: 1 };
    const error = await getRecentGames(client, { page: 1, pageSize: 12 }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('malformed');
  });
});

describe('lotteryLaunchRequestSchema', () => {
  test('accepts the payload of doc 2 §3.5, in both prize modes and views', () => {
    expect(v.is(lotteryLaunchRequestSchema, lottery)).toBe(true);
    expect(
      v.is(lotteryLaunchRequestSchema, { ...lottery, lottoPrizeMode: 'LOTT', lottoView: 'lobby' }),
    ).toBe(true);
  });

  test.each([
    ['another area', { lottoArea: 'TH' }],
    ['another launch mode', { launchMode: 'GAME' }],
    ['an unknown prize mode', { lottoPrizeMode: 'ASIA' }],
    ['an empty game code', { lottoGameCode: '' }],
    ['an unknown view', { lottoView: 'results' }],
    ['another device', { device: 'MOBILE' }],
    ['a relative back address', { backUrl: '/vnlottery' }],
    ['a script back address', { backUrl: 'javascript:alert(1)' }],
    ['a language that is not a code', { language: 'english' }],
  ])('refuses %s', (_name, change) => {
    expect(v.is(lotteryLaunchRequestSchema, { ...lottery, ...change })).toBe(false);
  });
});

describe('recentGamesQuerySchema', () => {
  test('parses the wire form, filters optional', () => {
    expect(v.parse(recentGamesQuerySchema, { page: '1', pageSize: '12' })).toEqual({
      page: 1,
      pageSize: 12,
    });
    expect(
      v.parse(recentGamesQuerySchema, {
        gameType: 'FISH',
        vassalage: 'REEF',
        page: '3',
        pageSize: '100',
      }),
    ).toEqual({ gameType: 'FISH', vassalage: 'REEF', page: 3, pageSize: 100 });
  });

  test.each([
    { gameType: 'CASINO', page: '1', pageSize: '12' },
    { page: '0', pageSize: '12' },
    { page: '1', pageSize: '101' },
    { page: '1' },
  ])('refuses %j', (query) => {
    expect(v.is(recentGamesQuerySchema, query)).toBe(false);
  });
});
