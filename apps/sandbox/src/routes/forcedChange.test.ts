import {
  SERVER_CODES,
  changePassword,
  completeLoginVerification,
  fetchBotCheck,
  getMemberInfo,
  getWalletBalance,
  login,
  loginVerificationOf,
  logout,
  paths,
  sendLoginVerificationCode,
} from '@lobby/api';
import { afterEach, beforeAll, afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { failureOf, lastCode, logInAs, phoneOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// The forced change is the server's rule (ADR 022): the login answer says so, and until the
// password is changed the session may change it or log out, and nothing else.
const { player, defaultPassword, expiredPassword } = DEMO_ACCOUNTS;
const HOUR = 60 * 60 * 1000;
const NEW = 'Changed#2027';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    rateLimits: {
      nonce: { limit: 1000, windowMs: 60_000 },
      botChallenge: { limit: 1000, windowMs: 60_000 },
      smsPerPhone: { limit: 100, windowMs: 60_000 },
    },
  });
});

afterAll(() => sandbox.close());

beforeEach(() => {
  sandbox.clock.now += HOUR;
});

afterEach(async () => {
  await sandbox.post('/wps/dev/reset', {});
});

/** Every member call the sandbox answers, as the visitor's token would make it. */
function memberCalls(who: Visitor, merchant: string) {
  const headers = { Authorization: who.token ?? '', Merchant: merchant };
  return {
    [`GET ${paths.memberInfo}`]: () => sandbox.get(paths.memberInfo, headers),
    [`GET ${paths.walletBalance}`]: () => sandbox.get(paths.walletBalance, headers),
    [`GET ${paths.gameFavouriteIds}`]: () => sandbox.get(paths.gameFavouriteIds, headers),
    [`GET ${paths.gameFavouriteList}`]: () =>
      sandbox.get(`${paths.gameFavouriteList}?gameType=RNG`, headers),
    [`GET ${paths.gameRecent}`]: () => sandbox.get(paths.gameRecent, headers),
    [`POST ${paths.gameLaunch}`]: () =>
      sandbox.post(paths.gameLaunch, { gameType: 'RNG', vassalage: 'PG', gameCode: 'x' }, headers),
    [`POST ${paths.memberLanguage}`]: () =>
      sandbox.post(paths.memberLanguage, { language: 'EN' }, headers),
  };
}

async function expectRefused(who: Visitor, merchant = 'aurora') {
  for (const [call, send] of Object.entries(memberCalls(who, merchant))) {
    const res = await send();
    expect(res.status, call).toBe(403);
    expect(res.body, call).toEqual({
      success: false,
      message: 'Change your password before anything else',
      code: SERVER_CODES.passwordChangeRequired,
    });
  }
}

describe('the forced change, held by the server', () => {
  it('the default password: the answer says so, and every member call is refused until the change', async () => {
    const who = visitor(sandbox);
    const result = await logInAs(who, defaultPassword);
    expect(result).toMatchObject({ mustChangePassword: true, passwordExpired: false });
    await expectRefused(who);
    // A refusal, not the end of the session: nothing told the client to log out.
    expect(who.expiries).toBe(0);

    // The change itself answers, without the old password the login has just proved.
    await expect(
      changePassword(who.client, { newPassword: NEW, confirmNewPassword: NEW }),
    ).resolves.toBeNull();
    await expect(getMemberInfo(who.client)).resolves.toMatchObject({ account: 'default01' });
    await expect(getWalletBalance(who.client)).resolves.toMatchObject({
      balance: defaultPassword.balance,
    });
    for (const [call, send] of Object.entries(memberCalls(who, 'aurora'))) {
      expect((await send()).status, call).not.toBe(403);
    }
    const next = await logInAs(visitor(sandbox), { ...defaultPassword, password: NEW });
    expect(next.mustChangePassword).toBe(false);
  });

  it('an expired password where PWDEXPFORCECHANGE3 is on (ember), and only there', async () => {
    const onEmber = visitor(sandbox, 'ember');
    expect(await logInAs(onEmber, expiredPassword)).toMatchObject({
      passwordExpired: true,
      mustChangePassword: true,
    });
    await expectRefused(onEmber, 'ember');

    const onAurora = visitor(sandbox, 'aurora');
    expect(await logInAs(onAurora, expiredPassword)).toMatchObject({
      passwordExpired: false,
      mustChangePassword: false,
    });
    await expect(getMemberInfo(onAurora.client)).resolves.toMatchObject({ account: 'expired01' });

    // The expired password is changed like the default one; the session is then an ordinary one.
    await changePassword(onEmber.client, { newPassword: NEW, confirmNewPassword: NEW });
    await expect(getMemberInfo(onEmber.client)).resolves.toMatchObject({ account: 'expired01' });
  });

  it('lets the member log out instead', async () => {
    const who = visitor(sandbox);
    await logInAs(who, defaultPassword);
    await expect(logout(who.client)).resolves.toBeNull();
    expect((await failureOf(getMemberInfo(who.client))).kind).toBe('sessionExpired');
  });

  it('a refused change leaves the change pending', async () => {
    const who = visitor(sandbox);
    await logInAs(who, defaultPassword);
    const weak = await failureOf(
      changePassword(who.client, { newPassword: 'short', confirmNewPassword: 'short' }),
    );
    expect(weak.failure).toMatchObject({ status: 400, code: SERVER_CODES.invalidField });
    await expectRefused(who);
  });

  it('belongs to the session: the next login with the default password must change it again', async () => {
    const first = visitor(sandbox);
    await logInAs(first, defaultPassword);
    const second = visitor(sandbox);
    expect((await logInAs(second, defaultPassword)).mustChangePassword).toBe(true);
    await expectRefused(second);
  });

  it('survives the new-IP step: the login it completes still has to change the password', async () => {
    await sandbox.post('/wps/dev/member/forgetIps', { merchant: 'aurora', account: 'default01' });
    const who = visitor(sandbox);
    const held = loginVerificationOf(await failureOf(logInAs(who, defaultPassword)));
    expect(held?.methods).toEqual(['mobile', 'email']);
    await sendLoginVerificationCode(who.client, {
      verificationId: held?.verificationId ?? '',
      method: 'mobile',
    });
    const result = await completeLoginVerification(who.client, {
      verificationId: held?.verificationId ?? '',
      method: 'mobile',
      code: lastCode(sandbox, phoneOf(defaultPassword)),
    });
    expect(result.mustChangePassword).toBe(true);
    who.token = result.token;
    await expectRefused(who);
  });

  it('is not asked of a login by SMS code (no password was typed) nor of an ordinary one', async () => {
    const who = visitor(sandbox, 'jade');
    await sandbox.post(
      paths.smsNoLogin,
      {
        countryDialingCode: defaultPassword.countryDialingCode,
        mobileNum: defaultPassword.mobileNum,
        botCheck: await fetchBotCheck(who.client),
      },
      { Merchant: 'jade' },
    );
    const bySms = await login(who.client, {
      type: 'sms',
      countryDialingCode: defaultPassword.countryDialingCode,
      mobileNum: defaultPassword.mobileNum,
      verificationCode: lastCode(sandbox, phoneOf(defaultPassword)),
    });
    expect(bySms.mustChangePassword).toBe(false);
    who.token = bySms.token;
    await expect(getMemberInfo(who.client)).resolves.toMatchObject({ account: 'default01' });

    expect((await logInAs(visitor(sandbox), player)).mustChangePassword).toBe(false);
  });
});
