import {
  SERVER_CODES,
  changePassword,
  completeLoginVerification,
  fetchBotCheck,
  forgotPasswordByEmail,
  getMemberInfo,
  loginVerificationOf,
  paths,
  sendForgotSms,
  setPasswordBySms,
} from '@lobby/api';
import type { ApiError, ApiFailure } from '@lobby/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKOFF_AFTER_FAILURES, LOCK_AFTER_FAILURES, backoffMs } from '../account/lockout';
import { totpCode } from '../auth/totp';
import { DEMO_ACCOUNTS, DEMO_KNOWN_IP } from '../seed/accounts';
import { peekCaptcha } from '../store/captcha';
import { listOutbox } from '../store/outbox';
import { failureOf, lastCode, logInAs, phoneOf, visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// Failed logins in a row on one account (ADR 022): the captcha from the third, growing waits from
// the fifth, a lock at the twentieth that only a reset of the password ends.
const { player, agent } = DEMO_ACCOUNTS;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WRONG = 'Wrong#Guess2026';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    // Only the rules under test may refuse.
    rateLimits: Object.fromEntries(
      [
        'nonce',
        'botChallenge',
        'captcha',
        'loginPerAccount',
        'loginPerIp',
        'smsPerIp',
        'emailPerIp',
      ].map((name) => [name, { limit: 100_000, windowMs: MINUTE }]),
    ),
  });
});

afterAll(() => sandbox.close());

beforeEach(() => {
  sandbox.clock.now += 2 * HOUR;
});

afterEach(async () => {
  await sandbox.post('/wps/dev/reset', {});
});

/**
 * A login as a player makes it, with the captcha solved whenever the server asks for one: what
 * is measured is the account's rule, not the picture. 'in', or the failure.
 */
async function attempt(username: string, password: string): Promise<ApiFailure | 'in'> {
  const error = await attemptError(username, password);
  return error === 'in' ? 'in' : error.failure;
}

async function attemptError(username: string, password: string): Promise<ApiError | 'in'> {
  await sandbox.get(paths.captcha);
  const captcha = peekCaptcha(sandbox.db, 'aurora', DEMO_KNOWN_IP, sandbox.clock.now) ?? '';
  return logInAs(visitor(sandbox), { username, password }, { captcha }).then(
    () => 'in' as const,
    (error: ApiError) => error,
  );
}

const codeOf = (outcome: ApiFailure | 'in') =>
  outcome === 'in' ? 'in' : ((outcome as { code?: string }).code ?? outcome.kind);

/** Fails `n` logins in a row, each after the wait the one before it set. */
async function failInARow(username: string, n: number): Promise<(ApiFailure | 'in')[]> {
  const outcomes: (ApiFailure | 'in')[] = [];
  for (let i = 0; i < n; i++) {
    outcomes.push(await attempt(username, WRONG));
    sandbox.clock.now += backoffMs(i + 1);
  }
  return outcomes;
}

// A test here makes up to twenty logins, each a deliberately slow password hash: seconds on a
// loaded 2-core machine, so the default 5 s is no measure of anything.
const MANY_LOGINS = { timeout: 20_000 };

describe('failed logins in a row', MANY_LOGINS, () => {
  it('grow a wait from the fifth: 1, 2, 4, 8 ... minutes, then an hour at most', () => {
    const waits = Array.from({ length: LOCK_AFTER_FAILURES }, (_, i) => backoffMs(i + 1) / MINUTE);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60]);
    // Twenty failures take at least this long: ten hours of waits for twenty guesses.
    expect(waits.slice(0, LOCK_AFTER_FAILURES - 1).reduce((a, b) => a + b, 0)).toBe(603);
    // Well under the 100 failures in a row NIST SP 800-63B allows.
    expect(LOCK_AFTER_FAILURES).toBeLessThan(100);
  });

  it('refuse a try during the wait with 429 LOGIN_BACKOFF and Retry-After, without comparing it', async () => {
    const outcomes = await failInARow(player.username, BACKOFF_AFTER_FAILURES - 1);
    expect(outcomes.map(codeOf)).toEqual([
      SERVER_CODES.badCredentials,
      SERVER_CODES.badCredentials,
      SERVER_CODES.captchaRequired,
      SERVER_CODES.captchaRequired,
    ]);
    expect(codeOf(await attempt(player.username, WRONG))).toBe(SERVER_CODES.captchaRequired);
    // Five in a row: the next try waits a minute, even with the right password.
    const waiting = await attempt(player.username, player.password);
    expect(waiting).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 60,
      code: SERVER_CODES.loginBackoff,
    });
    sandbox.clock.now += 30_000;
    expect(await attempt(player.username, WRONG)).toMatchObject({ retryAfterSeconds: 30 });
    // The tries in the wait counted for nothing: after it, one more failure sets two minutes.
    sandbox.clock.now += 30_000;
    expect(codeOf(await attempt(player.username, WRONG))).toBe(SERVER_CODES.captchaRequired);
    expect(await attempt(player.username, WRONG)).toMatchObject({
      code: SERVER_CODES.loginBackoff,
      retryAfterSeconds: 120,
    });
    sandbox.clock.now += 2 * MINUTE;
    expect(await attempt(player.username, player.password)).toBe('in');
    // The login that got in ended the run: no picture, no wait.
    await expect(logInAs(visitor(sandbox), player)).resolves.toBeTruthy();
  });

  it('lock the account at twenty: the right password no longer gets in until a reset by SMS code', async () => {
    const outcomes = await failInARow(player.username, LOCK_AFTER_FAILURES);
    expect(
      outcomes
        .slice(0, -1)
        .every(
          (o) =>
            codeOf(o) === SERVER_CODES.captchaRequired || codeOf(o) === SERVER_CODES.badCredentials,
        ),
    ).toBe(true);
    const locked = {
      kind: 'server',
      status: 403,
      message: 'Too many failed logins: this account is locked until its password is reset',
      code: SERVER_CODES.accountLocked,
    };
    expect(outcomes.at(-1)).toEqual(locked);
    // Days later, with the right password: still locked, and nothing is compared.
    sandbox.clock.now += 72 * HOUR;
    expect(await attempt(player.username, player.password)).toEqual(locked);
    expect(await attempt(player.mobileNum, player.password)).toEqual(locked);

    const who = visitor(sandbox);
    await sendForgotSms(who.client, {
      countryDialingCode: player.countryDialingCode,
      mobileNo: player.mobileNum,
      botCheck: await fetchBotCheck(who.client),
    });
    await setPasswordBySms(who.client, {
      countryDialingCode: player.countryDialingCode,
      mobileNum: player.mobileNum,
      verificationCode: lastCode(sandbox, phoneOf(player)),
      newPassword: 'Reset#Phone2026',
    });
    await expect(
      logInAs(visitor(sandbox), { ...player, password: 'Reset#Phone2026' }),
    ).resolves.toBeTruthy();
  });

  it('a locked account gets in with the one-time password of forgot by e-mail', async () => {
    await failInARow(player.username, LOCK_AFTER_FAILURES);
    await forgotPasswordByEmail(visitor(sandbox).client, {
      username: player.username,
      email: player.email,
    });
    const oneTime = /new one: (\S+)/.exec(
      listOutbox(sandbox.db, player.email, 1)[0]?.body ?? '',
    )?.[1];
    const who = visitor(sandbox);
    await logInAs(who, { username: player.username, password: oneTime ?? '' });
    await expect(getMemberInfo(who.client)).resolves.toMatchObject({ account: 'player01' });
    // In, the run is over: the password works again.
    await expect(logInAs(visitor(sandbox), player)).resolves.toBeTruthy();
  });

  it('count the account name and its mobile number as one account', async () => {
    await failInARow(player.username, 3);
    await failInARow(player.mobileNum, 2);
    expect(await attempt(player.username, player.password)).toMatchObject({
      code: SERVER_CODES.loginBackoff,
    });
  });

  it('meet an unknown name the same way, so the answers tell nobody which accounts exist', async () => {
    const run = async (name: string) => {
      const outcomes = (await failInARow(name, 6)).map(codeOf);
      // Straight after the sixth failure: the wait it set.
      sandbox.clock.now -= backoffMs(6);
      return { outcomes, waiting: await attempt(name, 'x') };
    };
    const known = await run(agent.username);
    const unknown = await run('nobody404');
    expect(unknown).toEqual(known);
    expect(known.waiting).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 120,
      code: SERVER_CODES.loginBackoff,
    });
  });

  it('end with the dev control, as a reset would', async () => {
    await failInARow(player.username, LOCK_AFTER_FAILURES);
    expect(await attempt(player.username, player.password)).toMatchObject({
      code: SERVER_CODES.accountLocked,
    });
    await sandbox.post('/wps/dev/member/unlock', { merchant: 'aurora', account: 'player01' });
    await expect(logInAs(visitor(sandbox), player)).resolves.toBeTruthy();
  });
});

describe('guesses that are not logins', MANY_LOGINS, () => {
  it('a wrong old password at a change counts: a stolen token is no oracle for the password', async () => {
    const who = visitor(sandbox);
    await logInAs(who, player);
    for (let i = 0; i < BACKOFF_AFTER_FAILURES; i++) {
      const error = await failureOf(
        changePassword(who.client, {
          oldPassword: `${WRONG}${i}`,
          newPassword: 'Next#Pass2026',
          confirmNewPassword: 'Next#Pass2026',
        }),
      );
      expect(error.failure).toMatchObject({ code: SERVER_CODES.badCredentials });
    }
    const waiting = await failureOf(
      changePassword(who.client, {
        oldPassword: player.password,
        newPassword: 'Next#Pass2026',
        confirmNewPassword: 'Next#Pass2026',
      }),
    );
    expect(waiting.failure).toMatchObject({ code: SERVER_CODES.loginBackoff });
    expect(await attempt(player.username, player.password)).toMatchObject({
      code: SERVER_CODES.loginBackoff,
    });
  });

  it('wrong answers at the new-IP step count: the right password alone buys no more tries', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    await sandbox.post('/wps/dev/member', {
      merchant: 'aurora',
      account: 'authonly',
      password: 'Auth#Only2026',
      totpSecret: secret,
      knownIps: [],
    });
    // An attacker who holds the password guesses authenticator codes: log in, guess until
    // refused, come back later, until the account locks.
    const answers: string[] = [];
    for (let round = 0; round < 40; round++) {
      const login = await attemptError('authonly', 'Auth#Only2026');
      const held = login === 'in' ? undefined : loginVerificationOf(login);
      if (!held) {
        answers.push(login === 'in' ? 'in' : codeOf(login.failure));
        break;
      }
      for (;;) {
        const valid = [-30_000, 0, 30_000].map((d) => totpCode(secret, sandbox.clock.now + d));
        const guess = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c));
        const error = await failureOf(
          completeLoginVerification(visitor(sandbox).client, {
            verificationId: held.verificationId,
            method: 'authenticator',
            code: guess ?? '',
          }),
        );
        const answer = codeOf(error.failure);
        answers.push(answer);
        if (answer !== SERVER_CODES.badCode) break;
      }
      if (answers.at(-1) === SERVER_CODES.accountLocked) break;
      sandbox.clock.now += HOUR;
    }
    const compared = answers.filter(
      (a) => a === SERVER_CODES.badCode || a === SERVER_CODES.verificationFailed,
    );
    // Nineteen wrong codes answered as such; the twentieth locks the account.
    expect(compared).toHaveLength(LOCK_AFTER_FAILURES - 1);
    expect(answers.at(-1)).toBe(SERVER_CODES.accountLocked);
    // Between rounds the waits held: a guess in a wait was refused unread.
    expect(answers).toContain(SERVER_CODES.loginBackoff);
    expect(await attempt('authonly', 'Auth#Only2026')).toMatchObject({
      code: SERVER_CODES.accountLocked,
    });
  });
});
