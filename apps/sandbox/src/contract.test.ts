import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import type { LotteryMenu, Vendor } from '@lobby/api';
import {
  LOTTERY_PRIZE_MODES,
  favouriteIdsResponseSchema,
  gameArrayResponseSchema,
  gameIndexResponseSchema,
  lotteryMenusResponseSchema,
  vnNumbersResponseSchema,
  botChallengeResponseSchema,
  captchaResponseSchema,
  freeplayResponseSchema,
  loginResponseSchema,
  loginVerificationSchema,
  logoutResponseSchema,
  memberInfoResponseSchema,
  smsSentResponseSchema,
  walletBalanceResponseSchema,
  affiliateResponseSchema,
  bannerListResponseSchema,
  countryListResponseSchema,
  customerServiceResponseSchema,
  domainRouteResponseSchema,
  encryptionKeyResponseSchema,
  gameListResponseSchema,
  helpCenterResponseSchema,
  languageResponseSchema,
  nonceResponseSchema,
  noticeListResponseSchema,
  paths,
  permissionResponseSchema,
  registerSettingResponseSchema,
  systemStatusResponseSchema,
  vendorListResponseSchema,
  whitelabelResponseSchema,
  gameLaunchResponseSchema,
  lotteryLaunchResponseSchema,
  recentGamesResponseSchema,
  winnerListResponseSchema,
  depositListResponseSchema,
  depositMethodsResponseSchema,
  loginHistoryResponseSchema,
  payeeListResponseSchema,
  transactionListResponseSchema,
  walletListResponseSchema,
  withdrawListResponseSchema,
} from '@lobby/api';
import { BANNER_GROUPS, GAME_TYPES } from './constants';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { setSystemStatus } from './store/system';
import {
  launchBodyOf,
  memberWithSession,
  playableGame,
  startGameSandbox,
} from './gameHost/testing';
import type { GameSandbox } from './gameHost/testing';
import { botCheckFor, logInAs, sealFor, visitor } from './test/account';
import type { SystemStatus } from './store/system';
import { startSandbox } from './test/harness';
import type { Sandbox } from './test/harness';

// The contract: every answer of the sandbox parses with the api package's schema of that call.
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const MERCHANTS = ['aurora', 'jade', 'ember'] as const;

async function expectParses(schema: v.GenericSchema, path: string, merchant = 'aurora') {
  const { status, body } = await sandbox.get(path, { Merchant: merchant });
  const parsed = v.safeParse(schema, body);
  expect(
    parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`),
    path,
  ).toBeUndefined();
  expect(status, path).toBe(200);
  return parsed.output as { success: true; value: unknown };
}

describe('contract: system status', () => {
  const statuses: SystemStatus[] = [
    { status: 0, maintenanceEnd: null, message: null },
    { status: 1, maintenanceEnd: '2030-01-01T00:00:00.000Z', message: 'Upgrading' },
    { status: 1, maintenanceEnd: null, message: null },
    { status: 2, maintenanceEnd: null, message: null },
  ];

  test.each(statuses)('status $status (end $maintenanceEnd) parses', async (status) => {
    setSystemStatus(sandbox.db, 'jade', status);
    try {
      const parsed = await expectParses(systemStatusResponseSchema, paths.systemStatus, 'jade');
      expect((parsed.value as { status: number }).status).toBe(status.status);
      // The permission call carries the same state as flags.
      const permission = await expectParses(
        permissionResponseSchema,
        `${paths.systemPermission}?url=localhost:5173`,
        'jade',
      );
      expect(permission.value).toMatchObject({
        maintenance: status.status === 1,
        regionRestriction: status.status === 2,
      });
    } finally {
      setSystemStatus(sandbox.db, 'jade', statuses[0] as SystemStatus);
    }
  });

  test('a refusal parses as a failure envelope', async () => {
    const { status, body } = await sandbox.get(paths.systemStatus, { Merchant: 'nobody' });
    expect(status).toBe(400);
    expect(v.parse(systemStatusResponseSchema, body).success).toBe(false);
  });
});

describe.each(MERCHANTS)('contract: %s', (merchant) => {
  test.each([
    [
      'permission',
      permissionResponseSchema,
      `${paths.systemPermission}?url=www.${merchant}.example`,
    ],
    ['whitelabel', whitelabelResponseSchema, paths.systemWhitelabel],
    ['country', countryListResponseSchema, paths.systemCountry],
    ['register setting', registerSettingResponseSchema, paths.systemRegisterSetting],
    ['domain route', domainRouteResponseSchema, paths.systemDomainRoute],
    ['help centre', helpCenterResponseSchema, paths.systemHelpCenter],
    ['customer service', customerServiceResponseSchema, paths.systemCustomerService],
    ['encryption key', encryptionKeyResponseSchema, paths.systemEncryptionKey],
    ['nonce', nonceResponseSchema, paths.systemNonce],
    [
      'notices',
      noticeListResponseSchema,
      `${paths.noticeList}?types=B,PL,PU,PR,H&platform=W&execution=B`,
    ],
  ] as const)('%s parses', async (_name, schema, path) => {
    await expectParses(schema, path, merchant);
  });

  test.each(BANNER_GROUPS)('banners of %s parse and are not empty', async (group) => {
    const parsed = await expectParses(
      bannerListResponseSchema,
      `${paths.bannerList}?group=${group}`,
      merchant,
    );
    expect((parsed.value as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('contract: games', () => {
  test.each(GAME_TYPES)('vendors and the first game page of %s parse', async (type) => {
    const vendors = await expectParses(
      vendorListResponseSchema,
      `${paths.gameVendors}?gameType=${type}`,
    );
    expect((vendors.value as unknown[]).length).toBeGreaterThan(0);
    const games = await expectParses(
      gameListResponseSchema,
      `${paths.gameList}?gameType=${type}&page=1&pageSize=12`,
    );
    expect((games.value as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });

  test('a filtered page and a page past the end parse', async () => {
    await expectParses(
      gameListResponseSchema,
      `${paths.gameList}?gameType=RNG&vassalage=NOVA&classification=SC&gameName=dragon&minBet=5&page=1&pageSize=100`,
    );
    await expectParses(
      gameListResponseSchema,
      `${paths.gameList}?gameType=RNG&page=100000&pageSize=12`,
    );
  });
});

describe('contract: member', () => {
  test('language answers null', async () => {
    const { status, body } = await sandbox.post(paths.memberLanguage, { language: 'TH' });
    expect(status).toBe(200);
    expect(v.parse(languageResponseSchema, body)).toEqual({ success: true, value: null });
  });

  test('a refused language parses as a failure envelope', async () => {
    const { status, body } = await sandbox.post(paths.memberLanguage, { language: 'XX' });
    expect(status).toBe(400);
    expect(v.parse(languageResponseSchema, body).success).toBe(false);
  });
});

describe.each(MERCHANTS)('contract: account access on %s', (merchant) => {
  const headers = { Merchant: merchant };
  const parses = (schema: v.GenericSchema, body: unknown, what: string) => {
    const parsed = v.safeParse(schema, body);
    expect(
      parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`),
      what,
    ).toBeUndefined();
    return parsed.output as { success: boolean; value?: unknown };
  };

  test('bot challenge, captcha, login, member info, balance, logout and their failures parse', async () => {
    sandbox.clock.now += 60 * 60 * 1000;
    parses(
      botChallengeResponseSchema,
      (await sandbox.get(paths.botChallenge, headers)).body,
      'challenge',
    );
    parses(captchaResponseSchema, (await sandbox.get(paths.captcha, headers)).body, 'captcha');

    const { player, newIp } = DEMO_ACCOUNTS;
    const login = async (account: { username: string; password: string }) => {
      const sealed = await sealFor(sandbox, {
        type: 'username',
        username: account.username,
        password: account.password,
        botCheck: await botCheckFor(sandbox),
      });
      return sandbox.post(paths.sessionLogin, sealed.body, { ...sealed.headers, ...headers });
    };
    const ok = await login(player);
    const session = parses(loginResponseSchema, ok.body, 'login');
    const token = (session.value as { token: string }).token;
    const wrong = await login({ ...player, password: 'Wrong#2026' });
    expect(parses(loginResponseSchema, wrong.body, 'wrong login').success).toBe(false);
    const held = await login(newIp);
    const failure = parses(loginResponseSchema, held.body, 'new-IP step') as { success: false };
    expect(failure.success).toBe(false);
    parses(loginVerificationSchema, (held.body as { value: unknown }).value, 'new-IP value');

    const auth = { ...headers, Authorization: token };
    parses(memberInfoResponseSchema, (await sandbox.get(paths.memberInfo, auth)).body, 'info');
    parses(
      walletBalanceResponseSchema,
      (await sandbox.get(paths.walletBalance, auth)).body,
      'balance',
    );
    const out = await sandbox.sendFresh('DELETE', paths.sessionLogout, '', auth);
    parses(logoutResponseSchema, out.body, 'logout');
    parses(memberInfoResponseSchema, (await sandbox.get(paths.memberInfo, auth)).body, 'expired');
  });

  test('affiliate check, SMS send and free play parse, answered or refused', async () => {
    parses(
      affiliateResponseSchema,
      (await sandbox.get(`${paths.memberAffiliate}?code=PARTNER01&domain=x.example`, headers)).body,
      'affiliate',
    );
    parses(
      affiliateResponseSchema,
      (await sandbox.get(`${paths.memberAffiliate}?code=NOPE&domain=x.example`, headers)).body,
      'affiliate refused',
    );
    const sms = await sandbox.post(
      paths.smsForgot,
      { countryDialingCode: '63', mobileNo: '9170000001', botCheck: await botCheckFor(sandbox) },
      headers,
    );
    parses(smsSentResponseSchema, sms.body, 'sms');
    const freeplay = await sandbox.post(
      paths.sessionFreeplay,
      { os: 'Linux', platform: 'W' },
      headers,
    );
    parses(freeplayResponseSchema, freeplay.body, 'free play');
  });
});

describe('contract: the winner rank list', () => {
  test.each(MERCHANTS)('%s: the latest wins parse, 20 by default', async (merchant) => {
    const board = await expectParses(winnerListResponseSchema, paths.winnerRank, merchant);
    expect((board.value as unknown[]).length).toBe(20);
  });
});

describe('contract: game lists, favourites and the lottery', () => {
  test.each(GAME_TYPES)('hot games and the whole catalogue of %s parse', async (type) => {
    await expectParses(gameArrayResponseSchema, `${paths.gameHot}?gameType=${type}`);
    const index = await expectParses(
      gameIndexResponseSchema,
      `${paths.gameIndex}?gameType=${type}`,
    );
    expect((index.value as unknown[]).length).toBeGreaterThan(0);
  });

  test.each(LOTTERY_PRIZE_MODES)(
    'popular games, menus and draws parse in %s mode',
    async (mode) => {
      const popular = await expectParses(
        gameArrayResponseSchema,
        `${paths.gamePopular}?count=20&prizeMode=${mode}&device=WEB`,
      );
      expect((popular.value as unknown[]).length).toBe(20);
      const menus = await expectParses(
        lotteryMenusResponseSchema,
        `${paths.lotteryMenus}?prizeMode=${mode}&device=WEB`,
      );
      const [first] = (menus.value as LotteryMenu[])[0]!.games;
      const draws = await expectParses(
        vnNumbersResponseSchema,
        `${paths.lotteryVnNumbers}?gameCode=${first!.gameCode}&count=100`,
      );
      expect((draws.value as unknown[]).length).toBe(100);
      await expectParses(vnNumbersResponseSchema, paths.lotteryVnNumbers);
    },
  );

  test('vendors carry their launch mode', async () => {
    const live = await expectParses(vendorListResponseSchema, `${paths.gameVendors}?gameType=LIVE`);
    const modes = (live.value as Vendor[]).map((x) => [x.vassalage, x.launchMode]);
    expect(modes).toContainEqual(['VELVET', 'window']);
    expect(modes).toContainEqual(['DEALR', 'iframe']);
  });

  test('favourite ids, adding, removing and the list parse; so does a refusal', async () => {
    const who = visitor(sandbox);
    await logInAs(who, DEMO_ACCOUNTS.player);
    const auth = { Authorization: who.token! };
    const game = v.parse(
      gameListResponseSchema,
      (await sandbox.get(`${paths.gameList}?gameType=RNG&page=1&pageSize=1`)).body,
    );
    if (!game.success) throw new Error('no game to add');
    const [first] = game.value.list;
    const body = { nodeId: first!.nodeId, vendor: first!.vassalage, gameType: 'RNG' };
    const parses = (schema: v.GenericSchema, res: { body: unknown }, what: string) => {
      const parsed = v.safeParse(schema, res.body);
      expect(
        parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`),
        what,
      ).toBeUndefined();
      return parsed.output as { success: boolean; value?: unknown };
    };
    const added = parses(
      favouriteIdsResponseSchema,
      await sandbox.post(paths.gameFavourite, body, auth),
      'add',
    );
    expect(added.value).toEqual([first!.nodeId]);
    parses(favouriteIdsResponseSchema, await sandbox.get(paths.gameFavouriteIds, auth), 'ids');
    parses(
      gameListResponseSchema,
      await sandbox.get(`${paths.gameFavouriteList}?gameType=RNG&page=1&pageSize=12`, auth),
      'list',
    );
    const removed = await sandbox.sendFresh('DELETE', paths.gameFavourite, JSON.stringify(body), {
      ...auth,
      'Content-Type': 'application/json',
      'Content-Length': String(JSON.stringify(body).length),
    });
    expect(parses(favouriteIdsResponseSchema, removed, 'remove').value).toEqual([]);
    const refused = await sandbox.post(paths.gameFavourite, { ...body, nodeId: 1 }, auth);
    expect(parses(favouriteIdsResponseSchema, refused, 'refused').success).toBe(false);
  });
});

describe('contract: launching games and the recent list', () => {
  let games: GameSandbox;
  beforeAll(async () => {
    games = await startGameSandbox();
  });
  afterAll(async () => {
    await games.close();
  });

  const parses = (schema: v.GenericSchema, body: unknown, what: string) => {
    const parsed = v.safeParse(schema, body);
    expect(
      parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`),
      what,
    ).toBeUndefined();
    return parsed.output as { success: boolean; value?: unknown };
  };

  test.each(GAME_TYPES)('launching %s, then the recent list, parse', async (type) => {
    const { token } = memberWithSession(games.db, games.clock.now);
    const auth = { Authorization: token };
    const body = launchBodyOf(games.db, playableGame(games.db, type));
    const launched = await games.post(paths.gameLaunch, body, auth);
    expect(parses(gameLaunchResponseSchema, launched.body, 'launch').success).toBe(true);
    const recent = await games.get(`${paths.gameRecent}?gameType=${type}&page=1&pageSize=12`, auth);
    const page = parses(recentGamesResponseSchema, recent.body, 'recent');
    expect((page.value as { list: unknown[] }).list).toHaveLength(1);
  });

  test('the lottery launch parses, answered or refused', async () => {
    const { token } = memberWithSession(games.db, games.clock.now);
    const auth = { Authorization: token };
    const payload = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: launchBodyOf(games.db, playableGame(games.db, 'LOTTERY')).gameCode,
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: `${games.url}/vnlottery`,
      language: 'VI',
    };
    const answered = await games.post(paths.lotteryLaunch, payload, auth);
    expect(parses(lotteryLaunchResponseSchema, answered.body, 'lottery').success).toBe(true);
    const refused = await games.post(paths.lotteryLaunch, { ...payload, lottoView: 'x' }, auth);
    expect(refused.status).toBe(400);
    expect(parses(lotteryLaunchResponseSchema, refused.body, 'refused').success).toBe(false);
  });

  test('refusals parse as failure envelopes: trial account, maintenance, no session', async () => {
    const trial = memberWithSession(games.db, games.clock.now, { type: 4 });
    const body = launchBodyOf(games.db, playableGame(games.db, 'RNG'));
    const asTrial = await games.post(paths.gameLaunch, body, { Authorization: trial.token });
    expect(parses(gameLaunchResponseSchema, asTrial.body, 'trial').success).toBe(false);
    const held = games.db.get<{ id: number }>('SELECT game_id AS id FROM game_maintenance LIMIT 1');
    const { token } = memberWithSession(games.db, games.clock.now);
    const maintenance = await games.post(paths.gameLaunch, launchBodyOf(games.db, held?.id ?? 0), {
      Authorization: token,
    });
    expect(maintenance.status).toBe(409);
    expect(parses(gameLaunchResponseSchema, maintenance.body, 'maintenance').success).toBe(false);
    const anonymous = await games.get(`${paths.gameRecent}?page=1&pageSize=12`);
    expect(anonymous.status).toBe(401);
    expect(parses(recentGamesResponseSchema, anonymous.body, 'anonymous').success).toBe(false);
  });
});

describe('contract: money', () => {
  // player01's seeded history has every kind of row: deposits credited and failed, bets, a payee,
  // withdrawals approved and received, and the logins.
  test.each(['aurora', 'jade'] as const)('the money calls of %s parse', async (merchant) => {
    const who = visitor(sandbox, merchant);
    await logInAs(who, DEMO_ACCOUNTS.player);
    const token = who.token ?? '';
    for (const [schema, path] of [
      [walletBalanceResponseSchema, paths.walletBalance],
      [walletListResponseSchema, paths.walletList],
      [depositMethodsResponseSchema, paths.depositMethods],
      [depositListResponseSchema, paths.depositList],
      [payeeListResponseSchema, paths.payeeList],
      [withdrawListResponseSchema, paths.withdrawList],
      [transactionListResponseSchema, `${paths.transactionList}?pageSize=50`],
      [loginHistoryResponseSchema, paths.memberLoginHistory],
      [memberInfoResponseSchema, paths.memberInfo],
    ] as const) {
      const { status, body } = await sandbox.get(path, {
        Merchant: merchant,
        Authorization: token,
      });
      const parsed = v.safeParse(schema, body);
      expect(
        parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`),
        path,
      ).toBeUndefined();
      expect(status, path).toBe(200);
    }
  });
});
