import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../client';
import { paths } from '../paths';
import { contractListResponseSchema } from './contracts';
import { minorUnitsSchema, passwordSchema } from './common';
import {
  gameLaunchResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  vendorListResponseSchema,
} from './games';
import type { GameListQuery } from './games';
import {
  affiliateResponseSchema,
  changePasswordRequestSchema,
  languageRequestSchema,
  languageResponseSchema,
  memberInfoResponseSchema,
  registerRequestSchema,
} from './member';
import {
  bannerListResponseSchema,
  inboxUnreadResponseSchema,
  noticeListResponseSchema,
  noticeQuerySchema,
} from './notice';
import {
  mallItemListResponseSchema,
  pointsBalanceResponseSchema,
  pointsConfigResponseSchema,
  pointsConvertResponseSchema,
  pointsDetailResponseSchema,
  redeemListResponseSchema,
} from './points';
import { promotionDetailResponseSchema, promotionListResponseSchema } from './promotions';

const PROMOTION_ROW = {
  id: 1,
  category: 'casino',
  kind: 'apply',
  title: 'T',
  summary: 'S',
  image: 'https://a.example/p/1.svg',
  reward: 5000,
  status: 'Join',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2026-12-01T00:00:00.000Z',
};
import {
  captchaResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginVerificationSchema,
  smsSentResponseSchema,
  verificationRequestSchema,
} from './session';
import {
  countryListResponseSchema,
  customerServiceResponseSchema,
  domainRouteResponseSchema,
  encryptionKeyResponseSchema,
  helpCenterResponseSchema,
  nonceResponseSchema,
  permissionResponseSchema,
  registerSettingResponseSchema,
  whitelabelResponseSchema,
} from './system';
import { walletBalanceResponseSchema } from './wallet';

const fieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  acceptedPattern: '^[a-z0-9]+$',
  patternId: 3,
};
const whitelabel = [
  {
    modId: 'REGISTER',
    enabled: '1',
    childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] }],
  },
];
const resource = { resourceType: 'APP_ANDROID', url: 'https://cdn.example/app.apk' };
const notice = { id: 1, title: 'Hi', content: '<p>Hi</p>', type: 'PL', createdAt: '2026-01-01' };
const game = {
  gameId: 7,
  nodeId: 70,
  gameCode: 'fortune',
  name: 'Fortune',
  gameType: 'RNG',
  vassalage: 'PG',
  classification: 'SC',
  minBet: 1,
  isHot: 1,
  thumbnail: 'https://cdn.example/g.webp',
};
const session = {
  token: 't',
  firstTimeLogin: false,
  passwordExpired: true,
  mustChangePassword: true,
  user: { customerId: 9, account: 'alice', username: 'alice', type: 41, memberLabel: 'VIP1' },
};

interface Case {
  name: string;
  schema: v.GenericSchema;
  valid: unknown[];
  invalid: unknown[];
}

const contractSample = {
  id: 1,
  kind: 'dividend',
  period: 'W',
  tiers: [{ threshold: 100_000, activeMembers: 3, rateBp: 1_500 }],
  status: 'terminated',
  topRateBp: 1_500,
  uplineAccount: null,
  downlineId: 4,
  downlineAccount: 'agent01',
  offeredAt: 1_780_000_000_000,
  decidedAt: 1_780_000_000_000,
  endedAt: 1_780_000_600_000,
  endReason: 'lowerRate',
};

const cases: Case[] = [
  {
    name: 'permission',
    schema: permissionResponseSchema,
    valid: [
      {
        info: {
          whitelabel,
          register: { username: fieldRule },
          resources: [resource, { ...resource, qrCodeUrl: 'https://cdn.example/qr.png' }],
          customerService: [{ csType: '3', path: 'abc' }],
          analytics: { gtagId: 'G-1' },
          imageCDNs: ['https://img.example'],
          launchGameCDNs: [],
        },
        location: { ip: '203.0.113.7' },
        maintenance: false,
        regionRestriction: false,
      },
    ],
    invalid: [
      { info: {}, location: { ip: '1' }, maintenance: false, regionRestriction: false },
      { info: null },
    ],
  },
  {
    name: 'whitelabel',
    schema: whitelabelResponseSchema,
    valid: [whitelabel, []],
    invalid: [
      [{ modId: 'X', enabled: 1, childrenNodes: [] }],
      [
        {
          modId: 'X',
          enabled: '1',
          childrenNodes: [{ modId: 'Y', enabled: 'yes', childrenNodes: [] }],
        },
      ],
      [{ modId: 'X', enabled: '1' }],
    ],
  },
  {
    name: 'country',
    schema: countryListResponseSchema,
    valid: [[{ countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' }]],
    invalid: [[{ countryCode: 'MY', countryDialingCode: 60, name: 'Malaysia' }], {}],
  },
  {
    name: 'register setting',
    schema: registerSettingResponseSchema,
    valid: [{ username: fieldRule, email: { ...fieldRule, patternId: 0, required: false } }],
    invalid: [
      { username: { ...fieldRule, patternId: 24 } },
      { username: { ...fieldRule, minLength: 1.5 } },
      { username: { ...fieldRule, enabled: 'true' } },
    ],
  },
  {
    name: 'domain route',
    schema: domainRouteResponseSchema,
    valid: [{ domainList: [{ domain: 'a.example', speed: 12 }], resources: [resource] }],
    invalid: [{ domainList: [{ domain: 'a.example' }], resources: [] }],
  },
  {
    name: 'help centre',
    schema: helpCenterResponseSchema,
    valid: [{ sections: [{ id: 'faq', title: 'FAQ', content: '<p>x</p>' }] }],
    invalid: [{ sections: [{ id: 1, title: 'FAQ', content: '' }] }],
  },
  {
    name: 'customer service',
    schema: customerServiceResponseSchema,
    valid: [{ version: { pathList: [{ type: '3', path: 'abcdefgh' }] } }],
    invalid: [{ pathList: [] }],
  },
  {
    name: 'encryption key',
    schema: encryptionKeyResponseSchema,
    valid: [{ keyId: 'k1', publicKey: 'QUJD', algorithm: 'RSA-OAEP-256+A256GCM' }],
    invalid: [
      { keyId: 'k1', publicKey: 'QUJD', algorithm: 'RSA1_5' },
      { keyId: '', publicKey: 'QUJD', algorithm: 'RSA-OAEP-256+A256GCM' },
      { keyId: 'k1', publicKey: 'not base64!', algorithm: 'RSA-OAEP-256+A256GCM' },
    ],
  },
  {
    name: 'nonce',
    schema: nonceResponseSchema,
    valid: [{ nonce: 'abcdefghijklmnop_-12', expiresIn: 60 }],
    invalid: [
      { nonce: 'short', expiresIn: 60 },
      { nonce: 'abcdefghijklmnop+/==', expiresIn: 60 },
      { nonce: 'abcdefghijklmnopqrst', expiresIn: 0 },
    ],
  },
  {
    name: 'notice list',
    schema: noticeListResponseSchema,
    valid: [{ player: [notice], banners: [], popup: [notice], promotion: [] }],
    invalid: [
      { player: [notice], banners: [], popup: [] },
      { player: [{ ...notice, id: '1' }], banners: [], popup: [], promotion: [] },
    ],
  },
  {
    name: 'banner list',
    schema: bannerListResponseSchema,
    valid: [
      [
        { bannerId: 1, url: 'https://img/1.webp', groupName: 'w_home' },
        {
          bannerId: 2,
          url: 'u',
          groupName: 'w_home',
          linkageType: 'GAME',
          linkage: 'PG:7',
          title: 'T',
        },
      ],
    ],
    invalid: [[{ bannerId: 1, url: 'u', groupName: 'g', linkageType: 'APP' }]],
  },
  {
    name: 'inbox unread',
    schema: inboxUnreadResponseSchema,
    valid: [{ count: 0 }],
    invalid: [{ count: -1 }],
  },
  {
    name: 'vendors',
    schema: vendorListResponseSchema,
    valid: [
      [
        {
          gameType: 'RNG',
          vassalage: 'PG',
          name: 'PG Soft',
          accountTypeId: 3,
          isHot: 0,
          logo: 'pg.svg',
        },
      ],
    ],
    invalid: [
      [{ gameType: 'RNG', vassalage: 'PG', name: 'PG', accountTypeId: 3, isHot: 2, logo: '' }],
    ],
  },
  {
    name: 'game list',
    schema: gameListResponseSchema,
    valid: [
      {
        list: [game, { ...game, isGame: 'VASSALAGE' }],
        page: 1,
        pageSize: 12,
        totalPage: 834,
        total: 10_000,
      },
    ],
    invalid: [
      { list: [{ ...game, minBet: 0.01 }], page: 1, pageSize: 12, totalPage: 1, total: 1 },
      { list: [{ ...game, classification: 'XX' }], page: 1, pageSize: 12, totalPage: 1, total: 1 },
      { list: [], page: 0, pageSize: 12, totalPage: 0, total: 0 },
    ],
  },
  {
    name: 'game launch',
    schema: gameLaunchResponseSchema,
    valid: [{ url: 'https://games.example/launch' }],
    invalid: [{}],
  },
  {
    name: 'login',
    schema: loginResponseSchema,
    valid: [session, { ...session, user: { ...session.user, memberLabel: undefined } }],
    invalid: [
      { ...session, token: '' },
      { ...session, user: { ...session.user, type: '1' } },
      { ...session, mustChangePassword: 'yes' },
    ],
  },
  {
    name: 'captcha',
    schema: captchaResponseSchema,
    valid: ['iVBORw0KGgo='],
    invalid: ['', 1],
  },
  {
    name: 'sms sent',
    schema: smsSentResponseSchema,
    valid: [{ expiredMinutes: 5 }],
    invalid: [{ expiredMinutes: '5' }],
  },
  {
    name: 'language, affiliate (empty value)',
    schema: v.union([languageResponseSchema, affiliateResponseSchema]),
    valid: [null],
    invalid: [{}, 'ok'],
  },
  {
    name: 'member info',
    schema: memberInfoResponseSchema,
    valid: [
      {
        id: 1,
        account: 'alice',
        type: 1,
        memberLabel: [{ labelName: 'VIP1', color: '#ABABAB' }],
        balance: 123_45,
        sumBalance: -5,
        clubLabel: { labelName: 'Gold', rankLevel: 3 },
      },
    ],
    invalid: [{ id: 1, account: 'a', type: 1, memberLabel: [], balance: 1.5, sumBalance: 0 }],
  },
  {
    name: 'wallet balance',
    schema: walletBalanceResponseSchema,
    valid: [{ balance: 100, sumBalance: 250, isSingle: true }],
    invalid: [
      { balance: '100', sumBalance: 250 },
      { balance: 0.1, sumBalance: 0 },
    ],
  },
  {
    name: 'promotions',
    schema: promotionListResponseSchema,
    valid: [[PROMOTION_ROW]],
    invalid: [[{ ...PROMOTION_ROW, status: 'Open' }], [{ ...PROMOTION_ROW, kind: 'lottery' }]],
  },
  {
    name: 'promotion detail',
    schema: promotionDetailResponseSchema,
    valid: [{ ...PROMOTION_ROW, content: '<p>Rules</p>', comment: null }],
    invalid: [
      { ...PROMOTION_ROW, content: '<p>Rules</p>' },
      { ...PROMOTION_ROW, reward: -1 },
    ],
  },
  {
    name: 'points balance',
    schema: pointsBalanceResponseSchema,
    valid: [{ points: 10 }],
    invalid: [{ points: -1 }, { points: 1.5 }],
  },
  {
    name: 'redeem list',
    schema: redeemListResponseSchema,
    valid: [
      {
        list: [
          {
            id: 1,
            itemId: 2,
            itemName: 'Mug',
            quantity: 2,
            points: 500,
            status: 'In Process',
            createdAt: 'x',
            decidedAt: null,
          },
        ],
        page: 1,
        pageSize: 10,
        totalPage: 1,
        total: 1,
      },
    ],
    invalid: [
      {
        list: [
          {
            id: 1,
            itemId: 2,
            itemName: 'Mug',
            quantity: 0,
            points: 5,
            status: 'Approved',
            createdAt: 'x',
            decidedAt: 'y',
          },
        ],
        page: 1,
        pageSize: 10,
        totalPage: 1,
        total: 1,
      },
    ],
  },
  {
    name: 'points convert',
    schema: pointsConvertResponseSchema,
    valid: [{ points: 0, credited: 1000, balance: 5000 }],
    invalid: [
      { points: 0, credited: 0, balance: 5000 },
      { points: 0, credited: 1000 },
    ],
  },
  {
    name: 'points details',
    schema: pointsDetailResponseSchema,
    valid: [
      {
        list: [
          { id: 3, earnType: 'slots', points: 12, balanceAfter: 12, reference: 9, createdAt: 'x' },
          {
            id: 4,
            earnType: 'convert',
            points: -12,
            balanceAfter: 0,
            reference: null,
            createdAt: 'y',
          },
        ],
        page: 1,
        pageSize: 10,
        totalPage: 1,
        total: 2,
      },
    ],
    invalid: [
      {
        list: [
          { id: 3, earnType: 'bonus', points: 1, balanceAfter: 1, reference: null, createdAt: 'x' },
        ],
        page: 1,
        pageSize: 10,
        totalPage: 1,
        total: 1,
      },
      {
        list: [
          { id: 3, earnType: 'live', points: 0, balanceAfter: 1, reference: null, createdAt: 'x' },
        ],
        page: 1,
        pageSize: 10,
        totalPage: 1,
        total: 1,
      },
    ],
  },
  {
    name: 'points config',
    schema: pointsConfigResponseSchema,
    valid: [
      {
        ratio: 100,
        minConvert: 1000,
        convertStep: 100,
        earnRates: { live: 50, lottery: 50, pvp: 50, slots: 100, sports: 80, deposit: 100 },
      },
    ],
    invalid: [
      {
        ratio: 0,
        minConvert: 1000,
        convertStep: 100,
        earnRates: { live: 50, lottery: 50, pvp: 50, slots: 100, sports: 80, deposit: 100 },
      },
    ],
  },
  {
    name: 'mall items',
    schema: mallItemListResponseSchema,
    valid: [[{ id: 1, name: 'Mug', picture: '/a.svg', cost: 500, stock: 0 }]],
    invalid: [[{ id: 1, name: 'Mug', picture: '/a.svg', cost: 0, stock: 1 }]],
  },
  {
    name: 'contracts',
    schema: contractListResponseSchema,
    valid: [{ held: [contractSample], given: [] }],
    invalid: [
      // a list, not the two lists
      [contractSample],
      { held: [{ ...contractSample, kind: 'bonus' }], given: [] },
      { held: [{ ...contractSample, period: 'Y' }], given: [] },
      { held: [], given: [{ ...contractSample, endReason: 'expired' }] },
    ],
  },
];

describe.each(cases)('$name answer', ({ schema, valid, invalid }) => {
  // Wrapped, because test.each would spread a sample that is itself an array.
  test.each(valid.map((value) => [value]))('accepts %j', (value) => {
    expect(v.safeParse(schema, { success: true, value }).success).toBe(true);
  });

  test.each(invalid.map((value) => [value]))('rejects %j', (value) => {
    expect(v.safeParse(schema, { success: true, value }).success).toBe(false);
  });

  test('accepts a failure envelope, rejects a bare value', () => {
    expect(v.safeParse(schema, { success: false, message: 'No' }).success).toBe(true);
    expect(v.safeParse(schema, valid[0]).success).toBe(false);
  });
});

test('a login answer without the forced-change flag reads as no forced change', () => {
  const { mustChangePassword: _flag, ...older } = session;
  const parsed = v.parse(loginResponseSchema, { success: true, value: older });
  expect(parsed).toEqual({ success: true, value: { ...older, mustChangePassword: false } });
  const forced = v.parse(loginResponseSchema, { success: true, value: session });
  expect(forced).toMatchObject({ value: { mustChangePassword: true } });
});

describe('request schemas', () => {
  test('login variants', () => {
    expect(
      v.safeParse(loginRequestSchema, { type: 'username', username: 'a', password: ' p ' }).success,
    ).toBe(true);
    expect(
      v.safeParse(loginRequestSchema, {
        type: 'sms',
        mobileNum: '123',
        countryDialingCode: '60',
        verificationCode: '1234',
      }).success,
    ).toBe(true);
    expect(v.safeParse(loginRequestSchema, { type: 'username', username: 'a' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(loginRequestSchema, { type: 'email', username: 'a', password: 'p' }).success,
    ).toBe(false);
  });

  test('new-IP verification: the proof goes in code or answer', () => {
    const ok = (body: unknown) => v.safeParse(verificationRequestSchema, body).success;
    expect(ok({ verificationId: 'v', method: 'mobile', code: '123456' })).toBe(true);
    expect(ok({ verificationId: 'v', method: 'authenticator', code: '123456' })).toBe(true);
    expect(ok({ verificationId: 'v', method: 'bankAccountName', answer: 'Ann Lee' })).toBe(true);
    expect(ok({ verificationId: 'v', method: 'bankAccountName', code: 'Ann Lee' })).toBe(true);
    expect(ok({ verificationId: 'v', method: 'email' })).toBe(false);
    expect(ok({ verificationId: 'v', method: 'email', code: '' })).toBe(false);
    expect(ok({ verificationId: 'v', method: 'pigeon', code: '1' })).toBe(false);
    expect(
      v.safeParse(loginVerificationSchema, { verificationId: 'v', methods: ['email', 'fax'] })
        .success,
    ).toBe(false);
  });

  test('change password may leave out the old password; the server decides when that is allowed', () => {
    expect(
      v.safeParse(changePasswordRequestSchema, { newPassword: 'a', confirmNewPassword: 'a' })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(changePasswordRequestSchema, {
        oldPassword: '',
        newPassword: 'a',
        confirmNewPassword: 'a',
      }).success,
    ).toBe(false);
  });

  test('passwords are never trimmed or normalised by the schema', () => {
    for (const password of ['  x  ', 'e\u0301', '\t']) {
      expect(v.parse(passwordSchema, password)).toBe(password);
    }
    expect(v.safeParse(passwordSchema, '').success).toBe(false);
  });

  test('register needs login true and the WEB method', () => {
    const base = {
      password: 'p',
      confirmPassword: 'p',
      login: true,
      registerUrl: 'https://a.example',
      registerMethod: 'WEB',
    };
    expect(v.safeParse(registerRequestSchema, { ...base, username: 'alice' }).success).toBe(true);
    expect(v.safeParse(registerRequestSchema, { ...base, registerMethod: 'APP' }).success).toBe(
      false,
    );
  });

  test('language codes', () => {
    for (const language of ['MY', 'PT-BR', 'UR-LA']) {
      expect(v.safeParse(languageRequestSchema, { language }).success).toBe(true);
    }
    for (const language of ['my', 'english', '']) {
      expect(v.safeParse(languageRequestSchema, { language }).success).toBe(false);
    }
  });

  test('money is integer minor units', () => {
    expect(v.safeParse(minorUnitsSchema, 1999).success).toBe(true);
    expect(v.safeParse(minorUnitsSchema, 19.99).success).toBe(false);
    expect(v.safeParse(minorUnitsSchema, Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
  });
});

describe('query schemas parse what the client sends', () => {
  const client = createApiClient({ baseUrl: 'https://api.example', merchant: 'm' });
  const wire = (url: string) => Object.fromEntries(new URL(url).searchParams);

  test.each<GameListQuery>([
    { gameType: 'RNG', page: 1, pageSize: 12 },
    {
      gameType: 'LIVE',
      vassalage: 'EVO',
      classification: 'TG',
      gameName: 'a&b',
      minBet: 50,
      page: 3,
      pageSize: 12,
    },
  ])('game list %j', (query) => {
    const url = client.resolveUrl(paths.gameList, { ...query });
    expect(v.parse(gameListQuerySchema, wire(url))).toEqual(query);
  });

  test.each([
    { gameType: 'RNG', page: '0', pageSize: '12' },
    { gameType: 'RNG', page: '1', pageSize: '1000' },
    { gameType: 'RNG', page: '01', pageSize: '12' },
    { gameType: 'RNG', page: '1e3', pageSize: '12' },
    { gameType: 'BINGO', page: '1', pageSize: '12' },
    { gameType: 'RNG', page: '1', pageSize: '12', minBet: '-1' },
  ])('rejects game list query %j', (query) => {
    expect(v.safeParse(gameListQuerySchema, query).success).toBe(false);
  });

  test('notice types', () => {
    expect(
      v.parse(noticeQuerySchema, { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }).types,
    ).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(
      v.safeParse(noticeQuerySchema, { types: 'B,X', platform: 'W', execution: 'B' }).success,
    ).toBe(false);
  });
});
