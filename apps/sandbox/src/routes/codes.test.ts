import {
  SERVER_CODES,
  completeLoginVerification,
  fetchBotCheck,
  login,
  loginVerificationOf,
  sendForgotSms,
  sendLoginSms,
  sendLoginVerificationCode,
  setPasswordBySms,
} from '@lobby/api';
import type { ApiError } from '@lobby/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_FAILURE_WINDOW_MS,
  CODE_SPACE,
  DAILY_CODE_FAILURES,
  MAX_CODE_ATTEMPTS,
  dailyGuessChanceBound,
} from '../account/codes';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { listOutbox } from '../store/outbox';
import { failureOf, lastCode, logInAs, phoneOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// SMS and e-mail codes (ADR 022): a resend replaces the code, and the wrong codes a phone number
// or an e-mail address sees are counted across resends and purposes, ten in any 24 hours.
const { player } = DEMO_ACCOUNTS;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PHONE = phoneOf(player);

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    // Only the rule under test may refuse: the per-minute cooldown stays, the rest are wide.
    rateLimits: {
      nonce: { limit: 100_000, windowMs: MINUTE },
      botChallenge: { limit: 100_000, windowMs: MINUTE },
      smsPerIp: { limit: 100_000, windowMs: MINUTE },
      smsPerPhoneDaily: { limit: 100_000, windowMs: MINUTE },
      emailPerIp: { limit: 100_000, windowMs: MINUTE },
      emailPerRecipientDaily: { limit: 100_000, windowMs: MINUTE },
      loginPerIp: { limit: 100_000, windowMs: MINUTE },
      loginPerAccount: { limit: 100_000, windowMs: MINUTE },
    },
  });
});

afterAll(() => sandbox.close());

// Each test starts two days on: yesterday's wrong codes no longer count.
beforeEach(() => {
  sandbox.clock.now += 2 * CODE_FAILURE_WINDOW_MS;
});

afterEach(async () => {
  await sandbox.post('/wps/dev/reset', {});
});

async function sendForgot(who: Visitor): Promise<string | undefined> {
  const before = listOutbox(sandbox.db, PHONE).length;
  await sendForgotSms(who.client, {
    countryDialingCode: player.countryDialingCode,
    mobileNo: player.mobileNum,
    botCheck: await fetchBotCheck(who.client),
  });
  // Past the per-number cooldown, so the next send is the attempt cap's business alone.
  sandbox.clock.now += MINUTE;
  return listOutbox(sandbox.db, PHONE).length > before ? lastCode(sandbox, PHONE) : undefined;
}

const resetWith = (who: Visitor, verificationCode: string) =>
  setPasswordBySms(who.client, {
    countryDialingCode: player.countryDialingCode,
    mobileNum: player.mobileNum,
    verificationCode,
    newPassword: 'Taken#Over2026',
  });

/** A code that is certainly not `code`: the n-th one after it. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % CODE_SPACE).padStart(6, '0');

describe('a resend', () => {
  it('invalidates the code sent before it', async () => {
    const who = visitor(sandbox);
    const first = (await sendForgot(who)) ?? '';
    const second = (await sendForgot(who)) ?? '';
    expect(second).toMatch(/^\d{6}$/);
    if (first !== second) {
      const stale = await failureOf(resetWith(who, first));
      expect(stale.failure).toMatchObject({ status: 400, code: SERVER_CODES.badCode });
    }
    await expect(resetWith(who, second)).resolves.toBeNull();
  });

  it('buys no new guesses: wrong codes count across resends, ten a day', async () => {
    const who = visitor(sandbox);
    const answers: string[] = [];
    // Two codes, five wrong tries each: the second resend found the count where the first left it.
    for (let send = 0; send < 2; send++) {
      const code = (await sendForgot(who)) ?? '';
      for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
        const error = await failureOf(resetWith(who, wrong(code, i)));
        answers.push(String((error.failure as { code?: string }).code));
      }
    }
    expect(answers).toEqual(Array<string>(DAILY_CODE_FAILURES).fill(SERVER_CODES.badCode));

    // The eleventh try is not compared at all, even with a fresh and right code.
    const right = await sendForgot(who);
    // Nothing is sent: a code that could not be checked would only be an SMS bill.
    expect(right).toBeUndefined();
    const refused = await failureOf(resetWith(who, '000000'));
    expect(refused.failure).toMatchObject({
      kind: 'rateLimited',
      code: SERVER_CODES.codeAttemptsExhausted,
    });
    // The wait runs until the oldest wrong code leaves the last 24 hours.
    const wait = (refused.failure as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);

    sandbox.clock.now += wait * 1000;
    const fresh = (await sendForgot(who)) ?? '';
    await expect(resetWith(who, fresh)).resolves.toBeNull();
  });

  it('counts per number whatever the purpose: forgot-password failures hold back the login code', async () => {
    const who = visitor(sandbox, 'jade');
    for (let send = 0; send < 2; send++) {
      const code = (await sendForgot(visitor(sandbox, 'jade'))) ?? '';
      for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
        await failureOf(
          setPasswordBySms(visitor(sandbox, 'jade').client, {
            countryDialingCode: player.countryDialingCode,
            mobileNum: player.mobileNum,
            verificationCode: wrong(code, i),
            newPassword: 'Taken#Over2026',
          }),
        );
      }
    }
    await sendLoginSms(who.client, {
      countryDialingCode: player.countryDialingCode,
      mobileNum: player.mobileNum,
      botCheck: await fetchBotCheck(who.client),
    });
    const error = await failureOf(
      login(who.client, {
        type: 'sms',
        countryDialingCode: player.countryDialingCode,
        mobileNum: player.mobileNum,
        verificationCode: '123456',
      }),
    );
    expect(error.failure).toMatchObject({ code: SERVER_CODES.codeAttemptsExhausted });
  });
});

describe('the e-mailed code of the new-IP step', () => {
  it('is capped per address the same way', async () => {
    await sandbox.post('/wps/dev/member', {
      merchant: 'aurora',
      account: 'mailonly',
      password: 'Mail#Only2026',
      email: 'mailonly@demo.example',
      knownIps: [],
    });
    const account = { username: 'mailonly', password: 'Mail#Only2026' };
    const codes: string[] = [];
    let last: ApiError | undefined;
    for (let round = 0; round < 3; round++) {
      const who = visitor(sandbox);
      const held = loginVerificationOf(await failureOf(logInAs(who, account)));
      const verificationId = held?.verificationId ?? '';
      await sendLoginVerificationCode(who.client, { verificationId, method: 'email' });
      sandbox.clock.now += MINUTE;
      // Four wrong codes a round: the held login ends at five, the address's day at ten.
      for (let i = 1; i <= 4; i++) {
        last = await failureOf(
          completeLoginVerification(who.client, { verificationId, method: 'email', code: 'x' }),
        );
        codes.push(String((last.failure as { code?: string }).code));
        // The account's own waits after failures in a row would come first: this test is about
        // the address's count, so the account's is put back after each try.
        await sandbox.post('/wps/dev/member/unlock', { merchant: 'aurora', account: 'mailonly' });
      }
    }
    expect(codes.slice(0, DAILY_CODE_FAILURES)).toEqual(
      Array<string>(DAILY_CODE_FAILURES).fill(SERVER_CODES.badCode),
    );
    expect(codes.slice(DAILY_CODE_FAILURES)).toEqual([
      SERVER_CODES.codeAttemptsExhausted,
      SERVER_CODES.codeAttemptsExhausted,
    ]);
    expect(last?.failure).toMatchObject({ kind: 'rateLimited' });
  });
});

describe('the chance of guessing a code in a day', () => {
  it('is at most about 1 in 100,000 by the arithmetic of the limits', () => {
    // Ten compared guesses, each against at least 999,996 codes still possible.
    expect(dailyGuessChanceBound()).toBeCloseTo(DAILY_CODE_FAILURES / 999_996, 12);
    expect(dailyGuessChanceBound()).toBeLessThanOrEqual(1e-4);
  });

  it('holds against a day of trying: every minute a new code, every code guessed until refused', async () => {
    const who = visitor(sandbox);
    let compared = 0;
    let refused = 0;
    let sent = 0;
    const end = sandbox.clock.now + CODE_FAILURE_WINDOW_MS;
    // sendForgot moves the clock a minute: the attacker asks for a code as often as it may.
    while (sandbox.clock.now < end) {
      const code = await sendForgot(who);
      if (code !== undefined) sent += 1;
      for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
        // A guess that is certainly wrong: what is measured is how many guesses get compared.
        const error = await failureOf(resetWith(who, wrong(code ?? '000000', i)));
        const answer = (error.failure as { code?: string }).code;
        if (answer === SERVER_CODES.codeAttemptsExhausted) {
          refused += 1;
          break;
        }
        expect(answer).toBe(SERVER_CODES.badCode);
        compared += 1;
      }
      // Once refused, the attacker can only come back later: an hour on, not a minute.
      if (refused > 0) sandbox.clock.now += HOUR;
    }
    expect(compared).toBe(DAILY_CODE_FAILURES);
    expect(sent).toBe(2);
    expect(refused).toBeGreaterThan(0);
    // The chance of a hit among the guesses the server compared, each against 999,996 codes or more.
    const chance = compared / (CODE_SPACE - (MAX_CODE_ATTEMPTS - 1));
    expect(chance).toBeLessThanOrEqual(dailyGuessChanceBound());
    expect(chance).toBeLessThanOrEqual(1e-4);
  });
});
