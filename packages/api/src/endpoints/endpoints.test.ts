import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { paths } from '../paths';
import { ok, sendJson, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import { getContracts, respondToContract } from './contracts';
import { getGames, getVendors, launchGame } from './games';
import { checkAffiliate, forgotPasswordByEmail, getMemberInfo, setLanguage } from './member';
import { getBanners, getInboxUnread, getNotices } from './notice';
import {
  getMallItems,
  getPointsBalance,
  getPointsConfig,
  getPointsDetail,
  getRedeemList,
} from './points';
import {
  applyToPromotion,
  claimPromotion,
  getPromotion,
  getPromotionCount,
  getPromotions,
  joinPromotion,
} from './promotions';
import { fetchBotCheck, getBotChallenge } from './botCheck';
import {
  getCaptcha,
  loginFreeplay,
  loginVerificationOf,
  logout,
  sendForgotSms,
  sendLoginSms,
  sendLoginVerificationCode,
  sendRegisterSms,
} from './session';
import {
  assertSystemAvailable,
  getCountries,
  getCustomerService,
  getDomainRoute,
  getHelpCenter,
  getPermission,
  getRegisterSetting,
  getWhitelabel,
} from './system';
import { getWalletBalance } from './wallet';

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

const session = {
  token: 't',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  user: { customerId: 1, account: 'a', username: 'a', type: 4 },
};

const PROMOTION_DETAIL = {
  id: 7,
  category: 'casino',
  kind: 'apply',
  title: 'Weekend cashback',
  summary: 'Ten percent back',
  image: 'https://a.example/p/7.svg',
  reward: 5000,
  status: 'Applying',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2026-12-01T00:00:00.000Z',
  content: '<p>Rules</p>',
  comment: 'my win',
};

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
    name: 'getPermission',
    run: (c) => getPermission(c, { url: 'play.example' }),
    method: 'GET',
    url: `${paths.systemPermission}?url=play.example`,
    value: {
      info: {
        whitelabel: [],
        register: {},
        resources: [],
        customerService: [],
        imageCDNs: [],
        launchGameCDNs: [],
      },
      location: { ip: '1.2.3.4' },
      maintenance: false,
      regionRestriction: false,
    },
  },
  {
    name: 'getWhitelabel',
    run: (c) => getWhitelabel(c),
    method: 'GET',
    url: paths.systemWhitelabel,
    value: [],
  },
  {
    name: 'getCountries',
    run: (c) => getCountries(c),
    method: 'GET',
    url: paths.systemCountry,
    value: [],
  },
  {
    name: 'getRegisterSetting',
    run: (c) => getRegisterSetting(c),
    method: 'GET',
    url: paths.systemRegisterSetting,
    value: {},
  },
  {
    name: 'getDomainRoute',
    run: (c) => getDomainRoute(c),
    method: 'GET',
    url: paths.systemDomainRoute,
    value: { domainList: [], resources: [] },
  },
  {
    name: 'getHelpCenter',
    run: (c) => getHelpCenter(c),
    method: 'GET',
    url: paths.systemHelpCenter,
    value: { sections: [] },
  },
  {
    name: 'getCustomerService',
    run: (c) => getCustomerService(c),
    method: 'GET',
    url: paths.systemCustomerService,
    value: { version: { pathList: [] } },
  },
  {
    name: 'getNotices',
    run: (c) => getNotices(c),
    method: 'GET',
    url: `${paths.noticeList}?types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=B`,
    value: { player: [], banners: [], popup: [], promotion: [] },
  },
  {
    name: 'getBanners',
    run: (c) => getBanners(c),
    method: 'GET',
    url: `${paths.bannerList}?group=w_home`,
    value: [],
  },
  {
    name: 'getInboxUnread',
    run: (c) => getInboxUnread(c),
    method: 'GET',
    url: paths.inboxUnread,
    value: { count: 2 },
  },
  {
    name: 'getVendors',
    run: (c) => getVendors(c, 'LIVE'),
    method: 'GET',
    url: `${paths.gameVendors}?gameType=LIVE`,
    value: [],
  },
  {
    name: 'getGames',
    run: (c) => getGames(c, { gameType: 'RNG', minBet: 5, page: 2, pageSize: 12 }),
    method: 'GET',
    url: `${paths.gameList}?gameType=RNG&minBet=5&page=2&pageSize=12`,
    value: { list: [], page: 2, pageSize: 12, totalPage: 0, total: 0 },
  },
  {
    name: 'launchGame',
    run: (c) => launchGame(c, { gameType: 'RNG', vassalage: 'PG', gameCode: 'x' }),
    method: 'POST',
    url: paths.gameLaunch,
    value: { url: 'https://g.example' },
    body: { gameType: 'RNG', vassalage: 'PG', gameCode: 'x' },
  },
  {
    name: 'loginFreeplay',
    run: (c) => loginFreeplay(c, { os: 'Linux', platform: 'W' }),
    method: 'POST',
    url: paths.sessionFreeplay,
    value: session,
    body: { os: 'Linux', platform: 'W' },
  },
  {
    name: 'logout',
    run: (c) => logout(c),
    method: 'DELETE',
    url: paths.sessionLogout,
    value: null,
  },
  {
    name: 'getCaptcha',
    run: (c) => getCaptcha(c),
    method: 'GET',
    url: paths.captcha,
    value: 'iVBORw0=',
  },
  {
    name: 'sendLoginSms',
    run: (c) => sendLoginSms(c, { mobileNum: '123', countryDialingCode: '60' }),
    method: 'POST',
    url: paths.smsNoLogin,
    value: { expiredMinutes: 5 },
    body: { mobileNum: '123', countryDialingCode: '60' },
  },
  {
    name: 'sendRegisterSms',
    run: (c) =>
      sendRegisterSms(c, { mobileNo: '123', countryDialingCode: '60', registerType: 'mobile' }),
    method: 'POST',
    url: paths.smsRegister,
    value: { expiredMinutes: 5 },
  },
  {
    name: 'getMemberInfo',
    run: (c) => getMemberInfo(c),
    method: 'GET',
    url: paths.memberInfo,
    value: { id: 1, account: 'a', type: 1, memberLabel: [], balance: 0, sumBalance: 0 },
  },
  {
    name: 'setLanguage',
    run: (c) => setLanguage(c, 'EN'),
    method: 'POST',
    url: paths.memberLanguage,
    value: null,
    body: { language: 'EN' },
  },
  {
    name: 'forgotPasswordByEmail',
    run: (c) => forgotPasswordByEmail(c, { username: 'a', email: 'a@b.co' }),
    method: 'POST',
    url: paths.memberPasswordEmail,
    value: null,
  },
  {
    name: 'checkAffiliate',
    run: (c) => checkAffiliate(c, { code: 'X1', domain: 'a.example' }),
    method: 'GET',
    url: `${paths.memberAffiliate}?code=X1&domain=a.example`,
    value: null,
  },
  {
    name: 'getWalletBalance',
    run: (c) => getWalletBalance(c),
    method: 'GET',
    url: paths.walletBalance,
    value: { balance: 1, sumBalance: 2 },
  },
  {
    name: 'getPromotions',
    run: (c) => getPromotions(c),
    method: 'GET',
    url: paths.promotionList,
    value: [],
  },
  {
    name: 'getPromotions of a category',
    run: (c) => getPromotions(c, { category: 'slots' }),
    method: 'GET',
    url: `${paths.promotionList}?category=slots`,
    value: [],
  },
  {
    name: 'getPromotion',
    run: (c) => getPromotion(c, 7),
    method: 'GET',
    url: `${paths.promotionDetail}?id=7`,
    value: PROMOTION_DETAIL,
  },
  {
    name: 'joinPromotion',
    run: (c) => joinPromotion(c, 7),
    method: 'POST',
    url: paths.promotionJoin,
    value: PROMOTION_DETAIL,
    body: { promotionId: 7 },
  },
  {
    name: 'claimPromotion',
    run: (c) => claimPromotion(c, 3),
    method: 'POST',
    url: paths.promotionClaim,
    value: { amount: 500, balance: 10_500 },
    body: { promotionId: 3 },
  },
  {
    name: 'getPromotionCount',
    run: (c) => getPromotionCount(c),
    method: 'GET',
    url: paths.promotionCount,
    value: { count: 2 },
  },
  {
    name: 'getPointsBalance',
    run: (c) => getPointsBalance(c),
    method: 'GET',
    url: paths.pointsBalance,
    value: { points: 1 },
  },
  {
    name: 'getPointsConfig',
    run: (c) => getPointsConfig(c),
    method: 'GET',
    url: paths.pointsConfig,
    value: {
      ratio: 100,
      minConvert: 1000,
      convertStep: 100,
      earnRates: { live: 50, lottery: 50, pvp: 50, slots: 100, sports: 80, deposit: 100 },
    },
  },
  {
    name: 'getMallItems',
    run: (c) => getMallItems(c),
    method: 'GET',
    url: paths.pointsItems,
    value: [{ id: 1, name: 'Mug', picture: '/a.svg', cost: 500, stock: 3 }],
  },
  {
    name: 'getPointsDetail',
    run: (c) => getPointsDetail(c, { earnType: 'deposit', page: 2 }),
    method: 'GET',
    url: `${paths.pointsDetail}?earnType=deposit&page=2`,
    value: { list: [], page: 2, pageSize: 10, totalPage: 0, total: 0 },
  },
  {
    name: 'getRedeemList',
    run: (c) => getRedeemList(c, { page: 1, pageSize: 10 }),
    method: 'GET',
    url: `${paths.pointsRedeemList}?page=1&pageSize=10`,
    value: { list: [], page: 1, pageSize: 10, totalPage: 0, total: 0 },
  },
  {
    name: 'getBotChallenge',
    run: (c) => getBotChallenge(c),
    method: 'GET',
    url: paths.botChallenge,
    value: { challengeId: 'c1', salt: 'c2FsdA', difficulty: 4 },
  },
  {
    name: 'sendForgotSms',
    run: (c) => sendForgotSms(c, { mobileNo: '9171234567', countryDialingCode: '63' }),
    method: 'POST',
    url: paths.smsForgot,
    value: { expiredMinutes: 5 },
    body: { mobileNo: '9171234567', countryDialingCode: '63' },
  },
  {
    name: 'sendLoginVerificationCode',
    run: (c) => sendLoginVerificationCode(c, { verificationId: 'v1', method: 'email' }),
    method: 'POST',
    url: paths.sessionVerificationSend,
    value: { expiredMinutes: 5 },
    body: { verificationId: 'v1', method: 'email' },
  },
  {
    name: 'getContracts',
    run: (c) => getContracts(c),
    method: 'GET',
    url: paths.contractList,
    value: { held: [], given: [] },
  },
  {
    name: 'respondToContract',
    run: (c) => respondToContract(c, { id: 7, accept: true, confirm: false }),
    method: 'POST',
    url: paths.contractRespond,
    value: {
      id: 7,
      kind: 'dailyWage',
      period: 'D',
      tiers: [{ threshold: 0, activeMembers: 1, rateBp: 150 }],
      status: 'active',
      topRateBp: 150,
      uplineAccount: 'agent01',
      downlineId: 9,
      downlineAccount: 'agent02',
      offeredAt: 1_780_000_000_000,
      decidedAt: 1_780_000_060_000,
      endedAt: null,
      endReason: null,
    },
    body: { id: 7, accept: true, confirm: false },
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

test('the activity application is multipart: promotionId, comment and each image', async () => {
  answer = PROMOTION_DETAIL;
  const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
  const jpg = new Blob([Uint8Array.from([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  await expect(
    applyToPromotion(client, { promotionId: 7, comment: 'my win', images: [png, jpg] }),
  ).resolves.toMatchObject({ status: 'Applying' });
  const sent = server.requests.find((r) => r.url === paths.promotionApply);
  const type = sent?.headers['content-type'] ?? '';
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const form = await new Response(sent?.body, { headers: { 'Content-Type': type } }).formData();
  expect(form.get('promotionId')).toBe('7');
  expect(form.get('comment')).toBe('my win');
  expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['a.png', 'image-2']);
});

test('free-play login sends request version 3', async () => {
  answer = session;
  await loginFreeplay(client, { os: 'Linux', platform: 'W' });
  expect(server.requests[0]!.headers.version).toBe('3');
});

test('fetchBotCheck solves the challenge it fetched', async () => {
  answer = { challengeId: 'c9', salt: 'c2FsdA', difficulty: 6 };
  const proof = await fetchBotCheck(client);
  expect(proof.challengeId).toBe('c9');
  const digest = createHash('sha256').update(`c2FsdA:${proof.nonce}`).digest();
  expect(digest[0]! >> 2).toBe(0);
});

test('a challenge harder than the client will attempt is refused as malformed', async () => {
  answer = { challengeId: 'c9', salt: 'c2FsdA', difficulty: 40 };
  const error = await fetchBotCheck(client).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('malformed');
});

describe('loginVerificationOf', () => {
  const refuse = (body: unknown, status = 403) => {
    server.handle = (_req, res) => sendJson(res, status, body);
    return getCaptcha(client).catch((e: unknown) => e);
  };

  test('reads the challenge of a VERIFICATION_REQUIRED failure', async () => {
    const error = await refuse({
      success: false,
      message: 'Verify this new device',
      code: 'VERIFICATION_REQUIRED',
      value: { verificationId: 'v7', methods: ['mobile', 'bankAccountName'] },
    });
    expect(loginVerificationOf(error)).toEqual({
      verificationId: 'v7',
      methods: ['mobile', 'bankAccountName'],
    });
  });

  test('is undefined for other failures and for a malformed value', async () => {
    expect(
      loginVerificationOf(await refuse({ success: false, message: 'No', code: 'NON_MEMBER' })),
    ).toBeUndefined();
    expect(
      loginVerificationOf(
        await refuse({
          success: false,
          message: 'Verify',
          code: 'VERIFICATION_REQUIRED',
          value: { verificationId: 'v7', methods: ['carrier pigeon'] },
        }),
      ),
    ).toBeUndefined();
    expect(loginVerificationOf(new Error('x'))).toBeUndefined();
  });
});

describe('assertSystemAvailable', () => {
  test('normal passes', () => {
    expect(() => assertSystemAvailable({ status: 0 })).not.toThrow();
  });

  test('1 is maintenance, 2 is region restricted', () => {
    const failure = (status: Parameters<typeof assertSystemAvailable>[0]) => {
      try {
        assertSystemAvailable(status);
      } catch (error) {
        return (error as ApiError).failure;
      }
      return undefined;
    };
    expect(failure({ status: 1, endTime: 'x' })).toEqual({ kind: 'maintenance', endTime: 'x' });
    expect(failure({ status: 2, ip: '1.2.3.4' })).toEqual({
      kind: 'regionRestricted',
      ip: '1.2.3.4',
    });
  });
});
