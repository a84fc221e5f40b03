import { getCaptcha, loginVerificationOf } from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../auth/totp';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { HOSTILE_NOTICE_TEXTS } from '../seed/data';
import { findMemberByAccount, knownIps } from '../store/members';
import { sendMessage } from '../store/outbox';
import { checkPaymentPassword } from '../wallet/paymentPassword';
import { failureOf, logInAs, visitor } from '../test/account';
import { checksum, startSandbox } from '../test/harness';
import { rawRequest } from '../test/server';
import type { Sandbox } from '../test/harness';

let dev: Sandbox;
let production: Sandbox;
let seeded: string;

beforeAll(async () => {
  [dev, production] = await Promise.all([
    startSandbox({ dev: true }),
    startSandbox({ dev: false }),
  ]);
  seeded = checksum(dev.db);
});

afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
});

// Only tests that change something put the seed back, after themselves: a reset costs ~100 ms.
afterEach(async (context) => {
  if (context.task.name.startsWith('POST /wps/dev/')) await dev.post('/wps/dev/reset', {});
});

describe('dev controls', () => {
  it('POST /wps/dev/status puts a brand into maintenance, visible to /status', async () => {
    const res = await dev.post('/wps/dev/status', {
      merchant: 'jade',
      status: 1,
      endTime: '2030-01-02T03:04:05+08:00',
      message: 'Upgrading',
    });
    expect(res.status).toBe(200);
    expect((await dev.get('/wps/system/status', { Merchant: 'jade' })).body).toEqual({
      success: true,
      value: { status: 1, endTime: '2030-01-01T19:04:05.000Z' },
    });
    expect((await dev.get('/wps/system/status', { Merchant: 'aurora' })).body).toEqual({
      success: true,
      value: { status: 0 },
    });
  });

  it('POST /wps/dev/whitelabel flips one flag of one brand', async () => {
    const res = await dev.post('/wps/dev/whitelabel', {
      merchant: 'aurora',
      modId: 'FREEPLAY3',
      enabled: '1',
    });
    expect(res.status).toBe(200);
    const tree = JSON.stringify(
      (await dev.get('/wps/system/whitelabel', { Merchant: 'aurora' })).body,
    );
    expect(tree).toContain('"modId":"FREEPLAY3","enabled":"1"');
    const other = JSON.stringify(
      (await dev.get('/wps/system/whitelabel', { Merchant: 'jade' })).body,
    );
    expect(other).toContain('"modId":"FREEPLAY3","enabled":"0"');
  });

  it('GET /wps/dev/outbox shows what the sandbox sent, newest first, by recipient', async () => {
    sendMessage(dev.db, { channel: 'sms', to: '+639171234567', body: 'Code 1111' });
    sendMessage(dev.db, { channel: 'email', to: 'ann@example.com', body: 'Reset link' });
    sendMessage(dev.db, { channel: 'sms', to: '+639171234567', body: 'Code 2222' });
    const { body } = await dev.get('/wps/dev/outbox?to=%2B639171234567');
    expect(
      (body as { value: { body: string; channel: string }[] }).value.map((m) => m.body),
    ).toEqual(['Code 2222', 'Code 1111']);
    const all = (await dev.get('/wps/dev/outbox')).body as { value: unknown[] };
    expect(all.value).toHaveLength(3);
  });

  it('POST /wps/dev/reset returns every table to the seed', async () => {
    await dev.post('/wps/dev/status', { merchant: 'ember', status: 2 });
    await dev.post('/wps/dev/whitelabel', { merchant: 'ember', modId: 'FREEPLAY3', enabled: '0' });
    sendMessage(dev.db, { channel: 'sms', to: '1', body: 'x' });
    expect(checksum(dev.db)).not.toBe(seeded);
    expect((await dev.post('/wps/dev/reset', {})).body).toEqual({ success: true, value: null });
    expect(checksum(dev.db)).toBe(seeded);
  });

  it('POST /wps/dev/hostileNotices gives one brand the hostile notices, and takes them away', async () => {
    const titles = async (merchant: string) => {
      const { body } = await dev.get(
        '/wps/relay/NOTICE_list?types=B,PL,PU,PR,H&platform=W&execution=B',
        {
          Merchant: merchant,
        },
      );
      return Object.values((body as { value: Record<string, { title: string }[]> }).value)
        .flat()
        .map((notice) => notice.title);
    };
    expect((await titles('aurora')).filter((t) => t.startsWith('Hostile:'))).toEqual([]);

    const on = await dev.post('/wps/dev/hostileNotices', { merchant: 'aurora', enabled: true });
    expect(on.body).toEqual({ success: true, value: { count: HOSTILE_NOTICE_TEXTS.length } });
    // Twice is the same as once.
    await dev.post('/wps/dev/hostileNotices', { merchant: 'aurora', enabled: true });
    const hostile = (await titles('aurora')).filter((t) => t.startsWith('Hostile:'));
    expect(hostile).toHaveLength(HOSTILE_NOTICE_TEXTS.length);
    expect((await titles('jade')).filter((t) => t.startsWith('Hostile:'))).toEqual([]);

    const off = await dev.post('/wps/dev/hostileNotices', { merchant: 'aurora', enabled: false });
    expect(off.body).toEqual({ success: true, value: { count: 0 } });
    expect(checksum(dev.db)).toBe(seeded);
  });

  it.each([
    [{ merchant: 'ghost', enabled: true }],
    [{ merchant: 'aurora', enabled: 'yes' }],
    [{ merchant: 'aurora' }],
  ])('refuses the hostile notices body %j', async (body) => {
    const before = checksum(dev.db);
    expect((await dev.post('/wps/dev/hostileNotices', body)).status).toBe(400);
    expect(checksum(dev.db)).toBe(before);
  });

  it.each([
    [{ merchant: 'nobody', status: 1 }, 400, /Unknown merchant/],
    [{ merchant: 'jade', status: 3 }, 400, /status/],
    [{ merchant: 'jade', status: '1' }, 400, /status/],
    [{ merchant: 'jade', status: 1, endTime: 'tomorrow' }, 400, /endTime/],
    [{ merchant: 'jade', status: 1, endTime: '2030-02-31T00:00:00' }, 400, /endTime/],
    [{ merchant: 'jade', status: 1, message: 'x'.repeat(501) }, 400, /message/],
  ])('refuses the status body %j', async (body, status, message) => {
    const before = checksum(dev.db);
    const res = await dev.post('/wps/dev/status', body);
    expect(res.status).toBe(status);
    expect((res.body as { message: string }).message).toMatch(message);
    expect(checksum(dev.db)).toBe(before);
  });

  it.each([
    [{ merchant: 'jade', modId: 'NOSUCH3', enabled: '1' }, 404],
    [{ merchant: 'jade', modId: 'FREEPLAY3', enabled: 1 }, 400],
    [{ merchant: 'jade', modId: 'freeplay3', enabled: '1' }, 400],
    [{ merchant: 'ghost', modId: 'FREEPLAY3', enabled: '1' }, 400],
  ])('refuses the whitelabel body %j', async (body, status) => {
    const before = checksum(dev.db);
    expect((await dev.post('/wps/dev/whitelabel', body)).status).toBe(status);
    expect(checksum(dev.db)).toBe(before);
  });
});

describe('dev controls for accounts', () => {
  it('POST /wps/dev/member creates a member with the attributes asked for, ready to log in', async () => {
    const res = await dev.post('/wps/dev/member', {
      merchant: 'jade',
      account: 'vipmaker',
      password: 'Maker#2026',
      type: 41,
      countryDialingCode: '+60',
      mobileNum: '123450000',
      email: 'maker@demo.example',
      balance: 123_456,
      clubLabel: { labelName: 'Gold', rankLevel: 6 },
      memberLabels: [{ labelName: 'VIP Service', color: '#112233' }],
      passwordAgeDays: 100,
    });
    expect(res.status).toBe(200);
    expect(findMemberByAccount(dev.db, 'jade', 'vipmaker')).toMatchObject({
      type: 41,
      dialingCode: '60',
      mobile: '123450000',
      balance: 123_456,
      clubLabel: 'Gold',
      clubRank: 6,
      passwordChangedAt: dev.clock.now - 100 * 86_400_000,
    });
    const result = await logInAs(visitor(dev, 'jade'), {
      username: 'vipmaker',
      password: 'Maker#2026',
    });
    expect(result).toMatchObject({
      firstTimeLogin: true,
      user: { type: 41, memberLabel: 'VIP Service' },
    });
    const again = await dev.post('/wps/dev/member', { merchant: 'jade', account: 'VIPMAKER' });
    expect(again.status).toBe(400);
  });

  it.each([
    [{ merchant: 'jade', account: '1abc' }, /account/],
    [{ merchant: 'jade', account: 'abcdef', type: 3 }, /type/],
    [
      { merchant: 'jade', account: 'abcdef', mobileNum: '123456789' },
      /countryDialingCode and mobileNum/,
    ],
    [{ merchant: 'jade', account: 'abcdef', knownIps: ['not an ip'] }, /knownIps/],
    [{ merchant: 'jade', account: 'abcdef', totpSecret: 'lowercase' }, /totpSecret/],
    [{ merchant: 'ghost', account: 'abcdef' }, /Unknown merchant/],
  ])('refuses the member body %j', async (body, message) => {
    const before = checksum(dev.db);
    const res = await dev.post('/wps/dev/member', body);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(message);
    expect(checksum(dev.db)).toBe(before);
  });

  it('POST /wps/dev/member puts a member under an upline with a payment password; /agent/bets plays rounds', async () => {
    const res = await dev.post('/wps/dev/member', {
      merchant: 'jade',
      account: 'teamplayer',
      password: 'Team#2026',
      balance: 10_000,
      upline: 'agent01',
      paymentPassword: '135790',
    });
    expect(res.status).toBe(200);
    const member = findMemberByAccount(dev.db, 'jade', 'teamplayer');
    const agent = findMemberByAccount(dev.db, 'jade', 'agent01');
    if (!member || !agent) throw new Error('the member or its upline is missing');
    expect(dev.db.get('SELECT upline_id AS upline FROM members WHERE id = ?', [member.id])).toEqual(
      { upline: agent.id },
    );
    expect(
      await checkPaymentPassword(dev.db, member.id, '135790', () => dev.clock.now),
    ).toBeUndefined();

    const played = await dev.post('/wps/dev/agent/bets', {
      merchant: 'jade',
      account: 'teamplayer',
      rounds: 4,
      stake: 500,
    });
    expect(played.status).toBe(200);
    const bets = dev.db.all<{ stake: number }>('SELECT stake FROM bets WHERE member_id = ?', [
      member.id,
    ]);
    expect(bets).toEqual(Array.from({ length: 4 }, () => ({ stake: 500 })));
    const ledger = dev.db.get<{ sum: number }>(
      'SELECT SUM(amount) AS sum FROM wallet_transactions WHERE member_id = ?',
      [member.id],
    );
    expect(findMemberByAccount(dev.db, 'jade', 'teamplayer')?.balance).toBe(
      10_000 + (ledger?.sum ?? 0),
    );
    expect((played.body as { value: { balance: number } }).value.balance).toBe(
      10_000 + (ledger?.sum ?? 0),
    );
  });

  it('POST /wps/dev/member/forgetIps makes the next login ask for the new-IP step', async () => {
    const { player } = DEMO_ACCOUNTS;
    const res = await dev.post('/wps/dev/member/forgetIps', {
      merchant: 'aurora',
      account: 'player01',
    });
    expect(res.body).toEqual({ success: true, value: { forgotten: 1 } });
    const member = findMemberByAccount(dev.db, 'aurora', 'player01');
    expect(knownIps(dev.db, member?.id ?? 0)).toEqual([]);
    const error = await failureOf(logInAs(visitor(dev), player));
    expect(loginVerificationOf(error)?.methods).toContain('mobile');
    expect(
      (await dev.post('/wps/dev/member/forgetIps', { merchant: 'aurora', account: 'nobody' }))
        .status,
    ).toBe(404);
  });

  it('POST /wps/dev/member/agePassword expires a password where the brand enforces expiry', async () => {
    const { player } = DEMO_ACCOUNTS;
    expect((await logInAs(visitor(dev, 'ember'), player)).passwordExpired).toBe(false);
    await dev.post('/wps/dev/member/agePassword', {
      merchant: 'ember',
      account: 'player01',
      days: 91,
    });
    expect((await logInAs(visitor(dev, 'ember'), player)).passwordExpired).toBe(true);
  });

  it('GET /wps/dev/captcha reads the answer of the current picture of an address', async () => {
    expect((await dev.get('/wps/dev/captcha?merchant=jade&ip=10.0.0.9')).status).toBe(404);
    await getCaptcha(visitor(dev, 'jade').client);
    const { body } = await dev.get('/wps/dev/captcha?merchant=jade');
    expect((body as { value: { answer: string } }).value.answer).toMatch(/^[A-Z0-9]{4}$/);
    expect((await dev.get('/wps/dev/captcha?merchant=jade&ip=127.0.0.1')).body).toEqual(body);
  });

  it('GET /wps/dev/member/totp answers the current authenticator code', async () => {
    const { newIp } = DEMO_ACCOUNTS;
    const { body } = await dev.get('/wps/dev/member/totp?merchant=aurora&account=traveler1');
    expect(body).toEqual({
      success: true,
      value: { code: totpCode(newIp.totpSecret, dev.clock.now) },
    });
    expect((await dev.get('/wps/dev/member/totp?merchant=aurora&account=player01')).status).toBe(
      404,
    );
  });
});

describe('who may use the dev controls', () => {
  const CONTROLS = [
    ['POST', '/wps/dev/status'],
    ['POST', '/wps/dev/reset'],
    ['GET', '/wps/dev/outbox'],
    ['GET', '/wps/dev/captcha'],
    ['GET', '/wps/dev/member/totp?merchant=aurora&account=traveler1'],
    ['GET', '/wps/dev/game/maintenance'],
  ] as const;
  const port = () => new URL(dev.url).port;

  /**
   * A request sent byte for byte, without the harness's token: node's client lets a test name any
   * Host, as a page on a rebound name would.
   */
  const send = async (method: string, path: string, headers: Record<string, string>, body = '') => {
    const res = await rawRequest(
      dev.url,
      method,
      path,
      headers,
      method === 'GET' ? undefined : body,
    );
    return { status: res.status, text: res.body.toString() };
  };

  it.each(CONTROLS)('%s %s needs the run\u2019s token in X-Lobby-Dev', async (method, path) => {
    const before = checksum(dev.db);
    for (const token of [undefined, '', 'x'.repeat(32), `${dev.devToken ?? ''}x`]) {
      const res = await send(method, path, {
        'Content-Type': 'application/json',
        ...(token === undefined ? {} : { 'X-Lobby-Dev': token }),
      });
      expect(res.status, String(token)).toBe(403);
      expect(res.text).toContain('X-Lobby-Dev');
    }
    expect(checksum(dev.db)).toBe(before);
  });

  it('refuses what a cross-site form can send: a form post carries no custom header', async () => {
    await dev.post('/wps/dev/status', { merchant: 'jade', status: 1 });
    const before = checksum(dev.db);
    const form = await send(
      'POST',
      '/wps/dev/reset',
      { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Lobby-Dev': '' },
      'merchant=jade',
    );
    expect(form.status).toBe(403);
    expect(checksum(dev.db)).toBe(before);
    await dev.post('/wps/dev/reset', {});
  });

  it.each(CONTROLS)(
    '%s %s answers only on a loopback Host with the sandbox\u2019s port, token or not',
    async (method, path) => {
      for (const host of [
        `rebound.example:${port()}`,
        'rebound.example',
        `127.0.0.1:${Number(port()) + 1}`,
        `127.0.0.2:${port()}`,
      ]) {
        const res = await send(method, path, {
          'Content-Type': 'application/json',
          'X-Lobby-Dev': dev.devToken ?? '',
          Host: host,
        });
        expect(res.status, host).toBe(403);
        expect(res.text, host).toContain('loopback');
      }
    },
  );

  it('answers with the token on every loopback name of its port', async () => {
    for (const host of [`127.0.0.1:${port()}`, `LOCALHOST:${port()}`, `[::1]:${port()}`]) {
      const res = await send('GET', '/wps/dev/outbox', {
        'X-Lobby-Dev': dev.devToken ?? '',
        Host: host,
      });
      expect(res.status, host).toBe(200);
    }
  });
});

describe('dev controls in production', () => {
  it.each([
    ['POST', '/wps/dev/status'],
    ['POST', '/wps/dev/whitelabel'],
    ['POST', '/wps/dev/hostileNotices'],
    ['GET', '/wps/dev/outbox'],
    ['POST', '/wps/dev/reset'],
    ['POST', '/wps/dev/member'],
    ['POST', '/wps/dev/member/forgetIps'],
    ['POST', '/wps/dev/member/agePassword'],
    ['GET', '/wps/dev/captcha'],
    ['GET', '/wps/dev/member/totp'],
  ])('%s %s does not exist (404) and changes nothing', async (method, path) => {
    const before = checksum(production.db);
    // Even with a token: production has none to match.
    const headers = { 'X-Lobby-Dev': dev.devToken ?? '' };
    const res =
      method === 'GET'
        ? await production.get(path, headers)
        : await production.post(path, { merchant: 'jade', status: 1 }, headers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
    expect(checksum(production.db)).toBe(before);
  });
});
