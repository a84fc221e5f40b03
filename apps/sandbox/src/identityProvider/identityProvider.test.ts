import {
  SERVER_CODES,
  fetchBotCheck,
  getCaptcha,
  getMemberInfo,
  login,
  registerByMobile,
} from '@lobby/api';
import type { RegisterRequest } from '@lobby/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_KNOWN_IP } from '../seed/accounts';
import { peekCaptcha } from '../store/captcha';
import { findMemberByAccount } from '../store/members';
import { failureOf, lastCode, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { JsonResponse, Sandbox } from '../test/harness';
import { CODES_PER_PHONE, DAILY_SMS_QUOTA } from './provider';
import { PROVIDER_ERROR_CODES } from './errors';

const HOUR = 60 * 60_000;
const { player } = DEMO_ACCOUNTS;
const PLAYER_PHONE = `+${player.countryDialingCode}${player.mobileNum}`;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    rateLimits: {
      nonce: { limit: 1000, windowMs: 60_000 },
      loginPerIp: { limit: 1000, windowMs: 60_000 },
      loginPerAccount: { limit: 1000, windowMs: 60_000 },
    },
  });
});

afterAll(() => sandbox.close());

// A fresh window for every test: the per-phone limit starts over.
beforeEach(() => {
  sandbox.clock.now += HOUR;
});

let serial = 0;
/** A phone number nobody has (Malaysia's +60, which jade's rules accept). */
const freshPhone = () => ({
  countryDialingCode: '60',
  mobileNum: `18${String(++serial).padStart(7, '0')}`,
});

const sendCode = (body: object) =>
  sandbox.post('/identity/v1/phone/sendCode', { recaptchaToken: 'solved', ...body });
const confirm = (body: object) => sandbox.post('/identity/v1/phone/confirm', body);
const errorCode = (response: JsonResponse) =>
  (response.body as { error?: { code?: string } }).error?.code;

/** A code sent to the phone and confirmed with the provider: its ID token. */
async function idTokenFor(phoneNumber: string, project = 'jade'): Promise<string> {
  const sent = await sendCode({ project, phoneNumber });
  expect(sent.status).toBe(200);
  const { verificationId } = sent.body as { verificationId: string };
  const confirmed = await confirm({
    project,
    verificationId,
    code: lastCode(sandbox, phoneNumber),
  });
  expect(confirmed.status).toBe(200);
  return (confirmed.body as { idToken: string }).idToken;
}

describe('the identity provider: phone verification', () => {
  it('sends a code to the outbox and confirms it into a token naming the phone and channel', async () => {
    const phone = '+60181112222';
    const sent = await sendCode({ project: 'jade', phoneNumber: phone });
    expect(sent.status).toBe(200);
    const { verificationId } = sent.body as { verificationId: string };
    const code = lastCode(sandbox, phone);
    const confirmed = await confirm({ project: 'jade', verificationId, code });
    expect(confirmed.body).toMatchObject({ phoneNumber: phone, channel: 'phone' });
    // A code works once.
    const again = await confirm({ project: 'jade', verificationId, code });
    expect([again.status, errorCode(again)]).toEqual([400, 'auth/code-expired']);
  });

  it('refuses a missing or invalid phone, a missing captcha, a channel the merchant has not enabled', async () => {
    const missing = await sendCode({ project: 'jade', phoneNumber: ' ' });
    expect([missing.status, errorCode(missing)]).toEqual([400, 'auth/missing-phone-number']);
    const invalid = await sendCode({ project: 'jade', phoneNumber: '0918 123' });
    expect([invalid.status, errorCode(invalid)]).toEqual([400, 'auth/invalid-phone-number']);
    const noCaptcha = await sendCode({
      project: 'jade',
      phoneNumber: '+60181113333',
      recaptchaToken: '',
    });
    expect([noCaptcha.status, errorCode(noCaptcha)]).toEqual([400, 'auth/captcha-check-failed']);
    // Aurora offers Google only: its phone channel is off.
    const off = await sendCode({ project: 'aurora', phoneNumber: '+60181113333' });
    expect([off.status, errorCode(off)]).toEqual([403, 'auth/operation-not-allowed']);
  });

  it('refuses a missing, wrong or expired code, and spends a code after five wrong ones', async () => {
    const phone = '+60181114444';
    const sent = await sendCode({ project: 'jade', phoneNumber: phone });
    const { verificationId } = sent.body as { verificationId: string };
    const code = lastCode(sandbox, phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const missing = await confirm({ project: 'jade', verificationId, code: '' });
    expect(errorCode(missing)).toBe('auth/missing-verification-code');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await confirm({ project: 'jade', verificationId, code: wrongCode });
      expect(errorCode(wrong)).toBe('auth/invalid-verification-code');
    }
    const spent = await confirm({ project: 'jade', verificationId, code });
    expect(errorCode(spent)).toBe('auth/code-expired');

    const next = await sendCode({ project: 'jade', phoneNumber: phone });
    const nextId = (next.body as { verificationId: string }).verificationId;
    sandbox.clock.now += 5 * 60_000;
    const late = await confirm({
      project: 'jade',
      verificationId: nextId,
      code: lastCode(sandbox, phone),
    });
    expect(errorCode(late)).toBe('auth/code-expired');
  });

  it('answers too many requests after three codes to a phone in 5 minutes, with the wait', async () => {
    const phone = '+60181115555';
    for (let i = 0; i < CODES_PER_PHONE; i += 1) {
      expect((await sendCode({ project: 'jade', phoneNumber: phone })).status).toBe(200);
      sandbox.clock.now += 60_000;
    }
    const refused = await sendCode({ project: 'jade', phoneNumber: phone });
    expect([refused.status, errorCode(refused)]).toEqual([429, 'auth/too-many-requests']);
    // The first code was sent 3 minutes ago: 2 minutes to wait.
    expect(refused.headers.get('Retry-After')).toBe('120');
    sandbox.clock.now += 2 * 60_000;
    expect((await sendCode({ project: 'jade', phoneNumber: phone })).status).toBe(200);
  });

  it("answers quota exceeded once the merchant's daily SMS quota is spent", async () => {
    const at = sandbox.clock.now;
    sandbox.db.transaction(() => {
      for (let i = 0; i < DAILY_SMS_QUOTA; i += 1) {
        sandbox.db.run(
          `INSERT INTO identity_verifications
             (id, merchant, phone_number, code_hash, created_at, expires_at, attempts, used)
           VALUES (?, 'jade', ?, 'x', ?, ?, 0, 1)`,
          [`quota-${i}`, `+6019${String(i).padStart(7, '0')}`, at, at],
        );
      }
    });
    const refused = await sendCode({ project: 'jade', phoneNumber: '+60181116666' });
    expect([refused.status, errorCode(refused)]).toEqual([429, 'auth/quota-exceeded']);
    // Another merchant's quota is its own.
    const google = await sandbox.post('/identity/v1/accounts/signIn', {
      project: 'aurora',
      channel: 'google',
      phoneNumber: '+60181116666',
    });
    expect(google.status).toBe(200);
    sandbox.clock.now += 24 * HOUR;
    expect((await sendCode({ project: 'jade', phoneNumber: '+60181116666' })).status).toBe(200);
  });

  it('answers the failure a dev control set, once, for each of the provider codes', async () => {
    for (const fault of PROVIDER_ERROR_CODES) {
      const set = await sandbox.post('/wps/dev/identity/fault', { merchant: 'jade', fault });
      expect(set.status).toBe(200);
      const answered = await sendCode({
        project: 'jade',
        phoneNumber: `+6018777${String(++serial).padStart(4, '0')}`,
      });
      expect(errorCode(answered)).toBe(fault);
    }
    expect((await sendCode({ project: 'jade', phoneNumber: '+60187770000' })).status).toBe(200);
  });
});

describe('the identity provider: the popup sign-in with a social account', () => {
  it('signs in through an enabled channel only', async () => {
    const signIn = (project: string, channel: string) =>
      sandbox.post('/identity/v1/accounts/signIn', { project, channel, phoneNumber: PLAYER_PHONE });
    expect((await signIn('aurora', 'google')).body).toMatchObject({
      phoneNumber: PLAYER_PHONE,
      channel: 'google',
    });
    expect(errorCode(await signIn('ember', 'google'))).toBe('auth/operation-not-allowed');
    // The phone channel signs in by code, never by the popup's account.
    expect(errorCode(await signIn('jade', 'phone'))).toBe('auth/operation-not-allowed');
  });

  it('serves the popup page and its script', async () => {
    const page = await sandbox.get('/identity/v1/popup?project=aurora&channel=google');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<script src="/identity/v1/popup.js"></script>');
    // The page names only a channel it knows: a query is never written into it.
    const unknown = await sandbox.get(
      '/identity/v1/popup?channel=%3Cscript%3Ealert(1)%3C/script%3E',
    );
    expect(unknown.status).toBe(404);
    expect(String(unknown.body)).not.toContain('<script>');
    const script = await fetch(`${sandbox.url}/identity/v1/popup.js`);
    expect(script.headers.get('Content-Type')).toContain('javascript');
  });
});

describe('the site configuration', () => {
  it("names the provider's project and the merchant's channels", async () => {
    const permission = async (merchant: string) => {
      const response = await sandbox.get('/wps/system/permission?url=localhost', { merchant });
      return (response.body as { value: { info: { identity?: unknown } } }).value.info.identity;
    };
    expect(await permission('jade')).toEqual({ project: 'jade', channels: ['phone', 'google'] });
    expect(await permission('aurora')).toEqual({ project: 'aurora', channels: ['google'] });
    expect(await permission('ember')).toBeUndefined();
  });
});

describe('login type firebase', () => {
  const loginWith = (
    merchant: string,
    token: string,
    phone: { countryDialingCode: string; mobileNum: string } = player,
  ) =>
    login(visitor(sandbox, merchant).client, {
      type: 'firebase',
      countryDialingCode: phone.countryDialingCode,
      mobileNum: phone.mobileNum,
      firebaseIdToken: token,
    });

  it('logs in the member bound to the verified phone, by code or by a social account', async () => {
    const result = await loginWith('jade', await idTokenFor(PLAYER_PHONE));
    expect(result.user.account).toBe(player.username);
    const google = await sandbox.post('/identity/v1/accounts/signIn', {
      project: 'aurora',
      channel: 'google',
      phoneNumber: PLAYER_PHONE,
    });
    const byGoogle = await loginWith('aurora', (google.body as { idToken: string }).idToken);
    const who = visitor(sandbox, 'aurora');
    who.token = byGoogle.token;
    expect((await getMemberInfo(who.client)).account).toBe(player.username);
  });

  it('refuses a phone no member has', async () => {
    const phone = freshPhone();
    const token = await idTokenFor(`+${phone.countryDialingCode}${phone.mobileNum}`);
    const error = await failureOf(loginWith('jade', token, phone));
    expect(error.failure).toMatchObject({ status: 400, code: SERVER_CODES.identityAccountUnknown });
  });

  it('refuses a forged, altered, expired or foreign token, or one for another phone', async () => {
    const token = await idTokenFor(PLAYER_PHONE);
    const [payload = '', signature = ''] = token.split('.');
    const altered = `${Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(PLAYER_PHONE, '+60180000001'),
    ).toString('base64url')}.${signature}`;
    const other = DEMO_ACCOUNTS.agent;
    const refusals = [
      loginWith('jade', 'not.a-token'),
      loginWith('jade', altered),
      // The token names the player's phone, not this one.
      loginWith('jade', token, other),
      // Jade's token is not aurora's.
      loginWith('aurora', token),
    ];
    for (const refusal of refusals) {
      const error = await failureOf(refusal);
      expect(error.failure).toMatchObject({ status: 400, code: SERVER_CODES.identityTokenInvalid });
    }
    sandbox.clock.now += HOUR;
    const expired = await failureOf(loginWith('jade', token));
    expect(expired.failure).toMatchObject({ code: SERVER_CODES.identityTokenInvalid });
  });

  it('refuses a token whose channel the merchant has switched off since', async () => {
    const google = await sandbox.post('/identity/v1/accounts/signIn', {
      project: 'aurora',
      channel: 'google',
      phoneNumber: PLAYER_PHONE,
    });
    const token = (google.body as { idToken: string }).idToken;
    await sandbox.post('/wps/dev/identity/channel', {
      merchant: 'aurora',
      channel: 'google',
      enabled: false,
    });
    try {
      const error = await failureOf(loginWith('aurora', token));
      expect(error.failure).toMatchObject({ code: SERVER_CODES.identityTokenInvalid });
    } finally {
      await sandbox.post('/wps/dev/identity/channel', {
        merchant: 'aurora',
        channel: 'google',
        enabled: true,
      });
    }
  });
});

describe('registration with firebaseChannel and firebaseIdToken', () => {
  /** A mobile registration on jade: a fresh captcha answered and a solved bot check. */
  const request = async (
    who: Visitor,
    phone: { countryDialingCode: string; mobileNum: string },
    extra: Partial<RegisterRequest>,
  ): Promise<RegisterRequest> => {
    await getCaptcha(who.client);
    return {
      ...phone,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      payeeName: 'Mo Bile',
      login: true,
      registerUrl: 'https://www.jade.example/register',
      registerMethod: 'WEB',
      termsAccepted: true,
      ageConfirmed: true,
      captcha: peekCaptcha(sandbox.db, 'jade', DEMO_KNOWN_IP, sandbox.clock.now) ?? '',
      botCheck: await fetchBotCheck(who.client),
      ...extra,
    };
  };

  it('registers the phone the provider verified, with no SMS code of the brand', async () => {
    const phone = freshPhone();
    const token = await idTokenFor(`+${phone.countryDialingCode}${phone.mobileNum}`);
    const who = visitor(sandbox, 'jade');
    const result = await registerByMobile(
      who.client,
      await request(who, phone, { firebaseChannel: 'phone', firebaseIdToken: token }),
    );
    expect(result.user.account).toBe(phone.mobileNum);
    expect(findMemberByAccount(sandbox.db, 'jade', phone.mobileNum)?.mobile).toBe(phone.mobileNum);
  });

  it('refuses a token for another phone or channel, and asks for the code without one', async () => {
    const phone = freshPhone();
    const token = await idTokenFor(`+${phone.countryDialingCode}${phone.mobileNum}`);
    const who = visitor(sandbox, 'jade');
    const otherPhone = await failureOf(
      registerByMobile(
        who.client,
        await request(who, freshPhone(), { firebaseChannel: 'phone', firebaseIdToken: token }),
      ),
    );
    expect(otherPhone.failure).toMatchObject({ code: SERVER_CODES.identityTokenInvalid });
    const otherChannel = await failureOf(
      registerByMobile(
        who.client,
        await request(who, phone, { firebaseChannel: 'google', firebaseIdToken: token }),
      ),
    );
    expect(otherChannel.failure).toMatchObject({ code: SERVER_CODES.identityTokenInvalid });
    const noCode = await failureOf(registerByMobile(who.client, await request(who, phone, {})));
    expect(noCode.failure).toMatchObject({ code: SERVER_CODES.invalidField });
    expect(findMemberByAccount(sandbox.db, 'jade', phone.mobileNum)).toBeUndefined();
  });
});
