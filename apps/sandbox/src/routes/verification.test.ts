import {
  SERVER_CODES,
  fetchBotCheck,
  paths,
  sendForgotSms,
  sendLoginSms,
  sendRegisterSms,
} from '@lobby/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { listOutbox } from '../store/outbox';
import { botCheckFor, failureOf, phoneOf, visitor } from '../test/account';
import { checksum, startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

const { player, nonMember } = DEMO_ACCOUNTS;
const HOUR = 60 * 60 * 1000;
const STRANGER = { countryDialingCode: '63', mobileNum: '9998887777' };

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    rateLimits: {
      nonce: { limit: 1000, windowMs: 60_000 },
      botChallenge: { limit: 1000, windowMs: 60_000 },
      smsPerIp: { limit: 3, windowMs: 10 * 60_000 },
    },
  });
});

afterAll(() => sandbox.close());

// A fresh window for every test: per-phone cooldowns and the per-IP budget start over.
beforeEach(() => {
  sandbox.clock.now += HOUR;
});

const messagesTo = (recipient: string) => listOutbox(sandbox.db, recipient);

describe('POST /wps/verification/sms/noLogin', () => {
  it("writes a six-digit code to a member's phone and answers its lifetime", async () => {
    const who = visitor(sandbox, 'jade');
    const before = messagesTo(phoneOf(player)).length;
    await expect(
      sendLoginSms(who.client, {
        countryDialingCode: player.countryDialingCode,
        mobileNum: player.mobileNum,
        botCheck: await fetchBotCheck(who.client),
      }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    const [sms, ...rest] = messagesTo(phoneOf(player));
    expect(rest).toHaveLength(before);
    expect(sms).toMatchObject({ channel: 'sms', to: '+639170000001' });
    expect(sms?.body).toMatch(/^Your login code is \d{6}\. It expires in 5 minutes\./);
  });

  it('answers an unknown number (and a non-member) exactly the same, and sends nothing', async () => {
    const who = visitor(sandbox, 'jade');
    for (const target of [STRANGER, nonMember]) {
      const sent = await sendLoginSms(who.client, {
        countryDialingCode: target.countryDialingCode,
        mobileNum: target.mobileNum,
        botCheck: await fetchBotCheck(who.client),
      });
      expect(sent).toEqual({ expiredMinutes: 5 });
      expect(messagesTo(phoneOf(target))).toEqual([]);
    }
  });

  it('needs a solved bot check, and changes nothing without one', async () => {
    const before = checksum(sandbox.db);
    const res = await sandbox.post(
      paths.smsNoLogin,
      { countryDialingCode: '63', mobileNum: player.mobileNum },
      { Merchant: 'jade' },
    );
    expect(res).toMatchObject({ status: 400, body: { code: SERVER_CODES.botCheckFailed } });
    expect(checksum(sandbox.db)).toBe(before);
  });

  it('holds a per-phone cooldown: 429 with Retry-After, for unknown numbers too', async () => {
    for (const target of [player, STRANGER]) {
      const body = {
        countryDialingCode: target.countryDialingCode,
        mobileNum: target.mobileNum,
      };
      const first = await sandbox.post(
        paths.smsNoLogin,
        { ...body, botCheck: await botCheckFor(sandbox) },
        { Merchant: 'jade' },
      );
      expect(first.status).toBe(200);
      const second = await sandbox.post(
        paths.smsNoLogin,
        { ...body, botCheck: await botCheckFor(sandbox) },
        { Merchant: 'jade' },
      );
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(second.body).toMatchObject({ code: SERVER_CODES.rateLimited });
      // Past the per-address window, so the next number meets only its own cooldown.
      sandbox.clock.now += 10 * 60_000;
    }
  });

  it('holds a daily budget per number on top of the cooldown: ten a day', async () => {
    const DAY = 24 * HOUR;
    // The day's window starts at midnight: begin at one, so the whole test is one day.
    sandbox.clock.now = Math.ceil(sandbox.clock.now / DAY) * DAY;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await sandbox.post(
        paths.smsNoLogin,
        {
          countryDialingCode: player.countryDialingCode,
          mobileNum: player.mobileNum,
          botCheck: await botCheckFor(sandbox),
        },
        { Merchant: 'jade' },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toMatchObject({ code: SERVER_CODES.rateLimited });
      // Past the cooldown and the per-address window: only the day's budget is left to meet.
      sandbox.clock.now += 10 * 60_000;
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    sandbox.clock.now = Math.ceil(sandbox.clock.now / DAY) * DAY;
    const tomorrow = await sandbox.post(
      paths.smsNoLogin,
      {
        countryDialingCode: player.countryDialingCode,
        mobileNum: player.mobileNum,
        botCheck: await botCheckFor(sandbox),
      },
      { Merchant: 'jade' },
    );
    expect(tomorrow.status).toBe(200);
  });

  it('holds a per-address budget across numbers', async () => {
    const send = async (mobileNum: string) =>
      sandbox.post(
        paths.smsNoLogin,
        { countryDialingCode: '63', mobileNum, botCheck: await botCheckFor(sandbox) },
        { Merchant: 'jade' },
      );
    const statuses = [];
    for (const n of ['9000000001', '9000000002', '9000000003', '9000000004']) {
      statuses.push((await send(n)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a malformed number or an unknown dialing code with a message naming the field', async () => {
    const who = visitor(sandbox, 'jade');
    const bad = async (countryDialingCode: string, mobileNum: string) =>
      (
        await failureOf(
          sendLoginSms(who.client, {
            countryDialingCode,
            mobileNum,
            botCheck: await fetchBotCheck(who.client),
          }),
        )
      ).failure;
    expect(await bad('63', '91-7000')).toMatchObject({
      status: 400,
      message: 'Invalid mobileNum: must be 4 to 15 digits',
    });
    expect(await bad('999', '9170000001')).toMatchObject({
      status: 400,
      message: 'Invalid countryDialingCode: not a known dialing code',
    });
  });

  it('is refused where the brand has no SMS login', async () => {
    const who = visitor(sandbox, 'aurora');
    const error = await failureOf(
      sendLoginSms(who.client, { ...STRANGER, botCheck: await fetchBotCheck(who.client) }),
    );
    expect(error.failure).toMatchObject({ status: 403, code: SERVER_CODES.featureDisabled });
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a registration code to a number nobody has', async () => {
    const who = visitor(sandbox, 'jade');
    await expect(
      sendRegisterSms(who.client, {
        countryDialingCode: '60',
        mobileNo: '123456789',
        registerType: 'mobile',
        botCheck: await fetchBotCheck(who.client),
      }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    expect(messagesTo('+60123456789')[0]?.body).toMatch(/^Your registration code is \d{6}\./);
  });

  it('refuses a number that is already registered', async () => {
    const who = visitor(sandbox, 'jade');
    const error = await failureOf(
      sendRegisterSms(who.client, {
        countryDialingCode: player.countryDialingCode,
        mobileNo: player.mobileNum,
        registerType: 'mobile',
        botCheck: await fetchBotCheck(who.client),
      }),
    );
    expect(error.failure).toMatchObject({ status: 400, code: SERVER_CODES.mobileTaken });
  });

  it('is refused where the brand registers by user name only', async () => {
    const who = visitor(sandbox, 'aurora');
    const error = await failureOf(
      sendRegisterSms(who.client, {
        countryDialingCode: '60',
        mobileNo: '123456780',
        registerType: 'username',
        botCheck: await fetchBotCheck(who.client),
      }),
    );
    expect(error.failure).toMatchObject({ status: 403, code: SERVER_CODES.featureDisabled });
  });
});

describe('POST /wps/verification/sms/forgot', () => {
  it("sends a reset code to a member's phone, and nothing (with the same answer) otherwise", async () => {
    const who = visitor(sandbox, 'aurora');
    await expect(
      sendForgotSms(who.client, {
        countryDialingCode: player.countryDialingCode,
        mobileNo: player.mobileNum,
        botCheck: await fetchBotCheck(who.client),
      }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    expect(messagesTo(phoneOf(player))[0]?.body).toMatch(/^Your password reset code is \d{6}\./);
    await expect(
      sendForgotSms(who.client, {
        countryDialingCode: STRANGER.countryDialingCode,
        mobileNo: STRANGER.mobileNum,
        botCheck: await fetchBotCheck(who.client),
      }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    expect(messagesTo(phoneOf(STRANGER))).toEqual([]);
  });
});
