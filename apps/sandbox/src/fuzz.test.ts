import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './http/rateLimit';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { memberWithSession } from './gameHost/testing';
import { listOutbox } from './store/outbox';
import { logInAs, visitor } from './test/account';
import { checksum, startSandbox } from './test/harness';
import type { Sandbox } from './test/harness';

// Property tests: malformed and hostile input at every write endpoint and every endpoint that reads
// query parameters. The answer is always a 4xx envelope with a message (or 200 for input that
// happens to be valid), never a 500, and a refused request changes no row.
let sandbox: Sandbox;
const RUNS = 40;
// Each property makes RUNS real requests (a reset reseeds the whole database): 2.5-5 s on a quiet
// two-core machine, near the default 5 s. The limit is for a hung server, not a slow one.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    requestLog: false,
    // The limiter is tested on its own; here it would turn every answer into a 429.
    rateLimits: Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((name) => [
        name,
        { limit: 1_000_000, windowMs: 60_000 },
      ]),
    ),
  });
});

afterAll(async () => {
  await sandbox.close();
});

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const huge = 'A'.repeat(200_000);
// Node's HTTP parser refuses a request line over 16 kB (431, before the app sees it): query values
// stay long but under that.
const long = 'A'.repeat(4_000);

const hostileString = (big: string) =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      big,
      '\u0000',
      '\uD800',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%',
      '../../etc/passwd',
      'NaN',
      '1e309',
      '-0',
    ),
  );

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString(huge),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    [],
    {},
    { __proto__: { polluted: true } },
  ),
);

/** A body as raw text: JSON of hostile objects, or text that is not JSON at all. */
function hostileBody(fields: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fields, ...HOSTILE_KEYS), fc.string({ maxLength: 12 }));
  return fc.oneof(
    fc.dictionary(key, hostileValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 60 }),
    fc.constantFrom(
      '',
      '{',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      `{"language":"${huge}"}`,
      `[${'1,'.repeat(10_000)}1]`,
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      '\uFEFF{}',
      '{"a":1}garbage',
    ),
  );
}

/** A query string whose values may carry broken percent-encodings, huge numbers and the like. */
function hostileQuery(params: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    hostileString(long).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?'))),
    fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%FF',
      '%C0%AF',
      '%ED%A0%80',
      '%uD800',
      '%%41',
      '99999999999999999999999',
      '-1',
      '-12',
      '0',
      '1e3',
      '0x10',
      'Infinity',
      '1.0',
      '%2B1',
      '%20 5',
      'RNG',
      'w_home',
      'B,PL',
    ),
  );
  const key = fc.oneof(
    fc.constantFrom(...params, ...HOSTILE_KEYS, '%', '%ZZ'),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

function expectClientOrOk(status: number, body: unknown, what: string): void {
  expect(status, what).not.toBeGreaterThanOrEqual(500);
  if (status !== 200) {
    expect(status, what).toBeGreaterThanOrEqual(400);
    expect(body, what).toMatchObject({ success: false, message: expect.any(String) as unknown });
    expect((body as { message: string }).message.length, what).toBeGreaterThan(0);
  }
}

const QUERY_ENDPOINTS: [string, string[]][] = [
  ['/wps/system/permission', ['url']],
  ['/wps/relay/NOTICE_list', ['types', 'platform', 'execution']],
  ['/wps/relay/BANNER_list', ['group']],
  ['/wps/relay/GAME_vendors', ['gameType']],
  [
    '/wps/relay/GAME_list',
    ['gameType', 'vassalage', 'classification', 'gameName', 'minBet', 'page', 'pageSize'],
  ],
  ['/wps/dev/outbox', ['to']],
  ['/wps/member/affiliate', ['code', 'domain']],
  ['/wps/dev/captcha', ['merchant', 'ip']],
  ['/wps/dev/member/totp', ['merchant', 'account']],
  ['/wps/system/country', []],
  ['/wps/system/status', []],
  ['/wps/relay/GAME_hot', ['gameType', 'vassalage']],
  ['/wps/relay/GAME_index', ['gameType']],
  ['/wps/relay/GAME_popular', ['count', 'prizeMode', 'device']],
  ['/wps/relay/WINNER_rank', ['count']],
  ['/wps/lgw/menus', ['prizeMode', 'device']],
  ['/wps/lgw/vn/numero', ['gameCode', 'count']],
];

describe.each(QUERY_ENDPOINTS)('GET %s with hostile query strings', (path, params) => {
  it('answers 200 or a 4xx envelope, never 500, and changes nothing', async () => {
    const before = checksum(sandbox.db);
    await fc.assert(
      fc.asyncProperty(hostileQuery(params), async (query) => {
        const res = await sandbox.get(`${path}?${query}`);
        expectClientOrOk(res.status, res.body, query.slice(0, 200));
      }),
      { numRuns: RUNS },
    );
    expect(checksum(sandbox.db)).toBe(before);
  });
});

it('GAME_list survives huge and negative paging with otherwise valid filters', async () => {
  const number = fc.oneof(
    fc.integer(),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    fc.double(),
  );
  await fc.assert(
    fc.asyncProperty(number, number, async (page, pageSize) => {
      const res = await sandbox.get(
        `/wps/relay/GAME_list?gameType=RNG&page=${encodeURIComponent(String(page))}&pageSize=${encodeURIComponent(String(pageSize))}`,
      );
      expectClientOrOk(res.status, res.body, `${page} ${pageSize}`);
      if (res.status === 200) {
        const value = (res.body as { value: { list: unknown[]; pageSize: number } }).value;
        expect(value.list.length).toBeLessThanOrEqual(value.pageSize);
      }
    }),
    { numRuns: RUNS },
  );
});

it('hostile Merchant headers are refused with 400, never 500', async () => {
  await fc.assert(
    fc.asyncProperty(fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,60}$/), async (merchant) => {
      const res = await sandbox.get('/wps/relay/BANNER_list?group=w_home', { Merchant: merchant });
      if (['aurora', 'jade', 'ember'].includes(merchant.trim())) expect(res.status).toBe(200);
      else expect(res.status).toBe(400);
    }),
    { numRuns: RUNS },
  );
});

const WRITE_ENDPOINTS: [string, string[]][] = [
  ['/wps/member/language', ['language']],
  ['/wps/dev/status', ['merchant', 'status', 'endTime', 'message']],
  ['/wps/dev/whitelabel', ['merchant', 'modId', 'enabled']],
  ['/wps/verification/sms/noLogin', ['mobileNum', 'countryDialingCode', 'botCheck']],
  [
    '/wps/verification/sms/register',
    ['mobileNo', 'countryDialingCode', 'registerType', 'botCheck'],
  ],
  ['/wps/verification/sms/forgot', ['mobileNo', 'countryDialingCode', 'botCheck']],
  ['/wps/session/verification/send', ['verificationId', 'method']],
  ['/wps/session/login/freeplay', ['os', 'platform']],
  ['/wps/member/password/email', ['username', 'email']],
  // Encrypted calls: a body in the clear is refused before anything else.
  ['/wps/session/login', ['type', 'username', 'password', 'botCheck', 'captcha']],
  ['/wps/session/verification', ['verificationId', 'method', 'code', 'answer']],
  ['/wps/member/password/sms', ['newPassword', 'mobileNum', 'verificationCode']],
  ['/wps/dev/member', ['merchant', 'account', 'password', 'type', 'mobileNum', 'knownIps']],
  ['/wps/dev/member/forgetIps', ['merchant', 'account']],
  ['/wps/dev/member/agePassword', ['merchant', 'account', 'days']],
  ['/wps/dev/member/unlock', ['merchant', 'account']],
];

describe.each(WRITE_ENDPOINTS)('POST %s with hostile bodies', (path, fields) => {
  it('answers a 4xx envelope (or 200 for a valid body), never 500; a refusal changes no row', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileBody(fields),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        async (body, type) => {
          const before = checksum(sandbox.db, { quick: true });
          const res = await sandbox.postFresh(path, body, type ? { 'Content-Type': type } : {});
          expectClientOrOk(res.status, res.body, body.slice(0, 200));
          if (res.status === 200) {
            // Valid by chance: put the seed back so the next run compares against it.
            await sandbox.post('/wps/dev/reset', {});
          } else {
            expect(checksum(sandbox.db, { quick: true }), body.slice(0, 200)).toBe(before);
          }
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses a non-JSON media type with 415', async () => {
    const res = await sandbox.post(path, '{}', { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
  });
});

it('POST /wps/dev/reset never fails, whatever the body', async () => {
  const reset = await sandbox.post('/wps/dev/reset', {});
  expect(reset.status).toBe(200);
  const seeded = checksum(sandbox.db);
  await fc.assert(
    fc.asyncProperty(hostileBody([]), async (body) => {
      const res = await sandbox.postFresh('/wps/dev/reset', body, {
        'Content-Type': 'application/json',
      });
      // 413 for a body over the 1 MB limit, which the generator can build.
      expect([200, 413]).toContain(res.status);
    }),
    { numRuns: 4 },
  );
  expect(checksum(sandbox.db)).toBe(seeded);
});

it('SMS sends survive hostile numbers and bot checks: 4xx, never 500, and nothing is sent', async () => {
  const sent = listOutbox(sandbox.db, undefined, 10_000).length;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        '/wps/verification/sms/noLogin',
        '/wps/verification/sms/register',
        '/wps/verification/sms/forgot',
      ),
      fc.oneof(fc.constantFrom('63', '+63', '60'), hostileString(long)),
      fc.oneof(fc.constantFrom('9170000001', '123456789'), hostileString(long)),
      hostileValue,
      async (path, countryDialingCode, number, botCheck) => {
        const body = JSON.stringify({
          countryDialingCode,
          mobileNum: number,
          mobileNo: number,
          registerType: 'mobile',
          botCheck,
        });
        const res = await sandbox.postFresh(path, body, {
          'Content-Type': 'application/json',
          Merchant: 'jade',
        });
        expectClientOrOk(res.status, res.body, body.slice(0, 200));
        expect(res.status).not.toBe(200);
      },
    ),
    { numRuns: RUNS },
  );
  expect(listOutbox(sandbox.db, undefined, 10_000)).toHaveLength(sent);
});

// The sealed calls with the scheme header set: whatever sits in `value`, the answer is a 400 (the
// envelope does not open), never a 500, and nothing changes.
const SEALED_ENDPOINTS: ['POST' | 'PUT', string][] = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/verification'],
  ['POST', '/wps/member/password/sms'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
];

describe.each(SEALED_ENDPOINTS)('%s %s with hostile sealed bodies', (method, path) => {
  it('answers 400, never 500, and changes nothing', async () => {
    const before = checksum(sandbox.db, { quick: true });
    const value = fc.oneof(
      hostileValue,
      fc.base64String({ maxLength: 400 }),
      fc
        .jsonValue({ maxDepth: 2 })
        .map((inner) => Buffer.from(JSON.stringify(inner)).toString('base64')),
      fc
        .record({
          v: fc.constantFrom(1, 2, '1'),
          keyId: fc.string({ maxLength: 30 }),
          wrappedKey: fc.base64String({ maxLength: 80 }),
          iv: fc.base64String({ maxLength: 24 }),
          ciphertext: fc.base64String({ maxLength: 80 }),
        })
        .map((envelope) => Buffer.from(JSON.stringify(envelope)).toString('base64')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          value.map((v) => JSON.stringify({ value: v })),
          hostileBody(['value']),
        ),
        async (body) => {
          const res = await sandbox.sendFresh(method, path, body, {
            'Content-Type': 'application/json',
            'X-Encryption': 'RSA-OAEP-256+A256GCM',
            'X-Key-Id': 'any',
          });
          expectClientOrOk(res.status, res.body, body.slice(0, 200));
          expect(res.status, body.slice(0, 200)).not.toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
    expect(checksum(sandbox.db, { quick: true })).toBe(before);
  });
});

// Token routes: whatever the Authorization header holds, a 401 with the session code (or, for a
// real token, the answer), never a 500.
describe('hostile Authorization headers', () => {
  it('are answered 401 SESSION_EXPIRED on every token route', async () => {
    const routes: ['GET' | 'DELETE', string][] = [
      ['GET', '/wps/member/info'],
      ['GET', '/wps/v2/wallets/balance'],
      ['DELETE', '/wps/session/logout'],
      ['GET', '/wps/v2/wallets'],
      ['GET', '/wps/relay/DEPOSIT_list'],
      ['GET', '/wps/relay/WITHDRAW_list'],
      ['GET', '/wps/relay/PAYEE_list'],
      ['GET', '/wps/relay/TRANSACTION_list'],
      ['GET', '/wps/member/loginHistory'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,200}$/),
          fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          fc.stringMatching(/^Bearer [A-Za-z0-9_-]{0,60}$/),
        ),
        async ([method, path], authorization) => {
          const res =
            method === 'GET'
              ? await sandbox.get(path, { Authorization: authorization })
              : await sandbox.sendFresh(method, path, '', { Authorization: authorization });
          expect(res.status, authorization).toBe(401);
          expect(res.body).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never turn a real session into another member', async () => {
    const who = visitor(sandbox);
    await logInAs(who, DEMO_ACCOUNTS.player);
    const token = who.token ?? '';
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: token.length - 1 }),
        fc.stringMatching(/^[A-Za-z0-9_-]$/),
        async (at, char) => {
          const mangled = `${token.slice(0, at)}${char}${token.slice(at + 1)}`;
          const res = await sandbox.get('/wps/member/info', { Authorization: mangled });
          if (mangled === token) expect(res.status).toBe(200);
          else expect(res.status).toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

// The money calls, with a live session (without one every call is the same 401): hostile bodies and
// query strings are a 4xx, never a 500, and a refusal moves no money and writes no row.
const MONEY_WRITE_ENDPOINTS: [string, string[]][] = [
  ['/wps/relay/WALLET_transfer', ['from', 'to', 'amount']],
  ['/wps/relay/DEPOSIT_create', ['methodId', 'amount']],
  ['/wps/relay/PAYEE_add', ['bankName', 'accountName', 'accountNumber']],
  ['/wps/relay/PAYEE_remove', ['id']],
  ['/wps/relay/WITHDRAW_confirm', ['id', 'received', 'comment', 'images']],
  // Encrypted calls: a body in the clear is refused before anything else.
  ['/wps/relay/WITHDRAW_create', ['payeeId', 'amount', 'paymentPassword']],
  ['/wps/relay/TRANSFER_upline', ['amount', 'paymentPassword']],
  ['/wps/member/paymentPassword', ['password', 'oldPassword']],
];

describe.each(MONEY_WRITE_ENDPOINTS)(
  'POST %s with hostile bodies and a session',
  (path, fields) => {
    it('answers a 4xx envelope (or 200 for a valid body), never 500; a refusal changes no row', async () => {
      const { token } = memberWithSession(sandbox.db, sandbox.clock.now, { balance: 50_000 });
      await fc.assert(
        fc.asyncProperty(
          hostileBody(fields),
          fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'text/plain', ''),
          async (body, type) => {
            const before = checksum(sandbox.db, { quick: true });
            const res = await sandbox.postFresh(path, body, {
              Authorization: token,
              ...(type ? { 'Content-Type': type } : {}),
            });
            expectClientOrOk(res.status, res.body, body.slice(0, 200));
            if (res.status !== 200) {
              expect(checksum(sandbox.db, { quick: true }), body.slice(0, 200)).toBe(before);
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  },
);

const MONEY_QUERY_ENDPOINTS: [string, string[]][] = [
  ['/wps/relay/TRANSACTION_list', ['from', 'to', 'type', 'page', 'pageSize']],
  ['/wps/relay/DEPOSIT_list', ['page', 'pageSize']],
  ['/wps/relay/WITHDRAW_list', ['page', 'pageSize']],
];

describe.each(MONEY_QUERY_ENDPOINTS)(
  'GET %s with hostile query strings and a session',
  (path, params) => {
    it('answers 200 or a 4xx envelope, never 500', async () => {
      const { token } = memberWithSession(sandbox.db, sandbox.clock.now);
      await fc.assert(
        fc.asyncProperty(hostileQuery(params), async (query) => {
          const res = await sandbox.get(`${path}?${query}`, { Authorization: token });
          expectClientOrOk(res.status, res.body, query.slice(0, 200));
        }),
        { numRuns: RUNS },
      );
    });
  },
);
