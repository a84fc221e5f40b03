import {
  SERVER_CODES,
  fetchBotCheck,
  getCaptcha,
  getMemberInfo,
  paths,
  register,
  registerByMobile,
  sendRegisterSms,
} from '@lobby/api';
import type { RegisterRequest } from '@lobby/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODES, DEMO_KNOWN_IP } from '../seed/accounts';
import { peekCaptcha } from '../store/captcha';
import { setWhitelabelFlag } from '../store/content';
import { findMemberByAccount, isKnownIp } from '../store/members';
import { failureOf, lastCode, logInAs, sealFor, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

const HOUR = 60 * 60 * 1000;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    rateLimits: {
      nonce: { limit: 1000, windowMs: 60_000 },
      botChallenge: { limit: 1000, windowMs: 60_000 },
      captcha: { limit: 1000, windowMs: 60_000 },
    },
  });
});

afterAll(() => sandbox.close());

beforeEach(() => {
  sandbox.clock.now += HOUR;
});

let serial = 0;
/** A user name nobody has yet, within every brand's rule (5 to 10 characters). */
const freshName = () => `new${String(++serial).padStart(4, '0')}`;

/** The fields every registration sends, with a fresh captcha answered and a solved bot check. */
async function request(
  who: Visitor,
  merchant: string,
  fields: Partial<RegisterRequest>,
): Promise<RegisterRequest> {
  await getCaptcha(who.client);
  return {
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    login: true,
    registerUrl: `https://www.${merchant}.example/register`,
    registerMethod: 'WEB',
    termsAccepted: true,
    ageConfirmed: true,
    captcha: peekCaptcha(sandbox.db, merchant, DEMO_KNOWN_IP, sandbox.clock.now) ?? '',
    botCheck: await fetchBotCheck(who.client),
    ...fields,
  };
}

describe('PUT /wps/member/register (by user name)', () => {
  it('creates the member and logs it in: first login, address known, details kept', async () => {
    const who = visitor(sandbox, 'aurora');
    const username = freshName();
    const result = await register(
      who.client,
      await request(who, 'aurora', {
        username,
        email: 'new.player@demo.example',
        recommenderId: DEMO_ACCOUNTS.agent.username,
        affiliateCode: DEMO_AFFILIATE_CODES.valid,
        referralCode: 'REF123',
        domain: 'www.aurora.example',
      }),
    );
    expect(result).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      user: { account: username, username, type: 0 },
    });
    who.token = result.token;
    await expect(getMemberInfo(who.client)).resolves.toMatchObject({
      account: username,
      balance: 0,
    });
    const member = findMemberByAccount(sandbox.db, 'aurora', username);
    expect(member).toMatchObject({
      email: 'new.player@demo.example',
      passwordChangedAt: sandbox.clock.now,
    });
    expect(await verifyPassword('Secret#2026', member?.passwordHash ?? '')).toBe(true);
    expect(isKnownIp(sandbox.db, member?.id ?? 0, DEMO_KNOWN_IP)).toBe(true);
    expect(
      sandbox.db.get(
        `SELECT referral_code AS referralCode, affiliate_code AS affiliateCode,
           recommender, register_method AS registerMethod, register_url AS registerUrl
         FROM members WHERE id = ?`,
        [member?.id ?? 0],
      ),
    ).toEqual({
      referralCode: 'REF123',
      affiliateCode: 'PARTNER01',
      recommender: 'agent01',
      registerMethod: 'WEB',
      registerUrl: 'https://www.aurora.example/register',
    });
    // And the new account logs in by password.
    await expect(
      logInAs(visitor(sandbox), { username, password: 'Secret#2026' }),
    ).resolves.toMatchObject({ firstTimeLogin: false });
  });

  it.each([
    [{ username: 'ab' }, 'Invalid username: must be 6 to 12 characters in the accepted format'],
    [
      { username: '1player' },
      'Invalid username: must be 6 to 12 characters in the accepted format',
    ],
    [
      { password: 'weakpass', confirmPassword: 'weakpass' },
      'Invalid password: must be 8 to 20 characters in the accepted format',
    ],
    [{ confirmPassword: 'Secret#2027' }, 'Invalid confirmPassword: the two passwords differ'],
    [{ email: 'not-an-email' }, 'Invalid email: must be 6 to 64 characters in the accepted format'],
    [{ captcha: '' }, 'Invalid captcha: is required'],
    [{ recommenderId: 'nobody01' }, 'Invalid recommenderId: no such member'],
  ])('refuses %j with 400 naming the field, and creates nothing', async (fields, message) => {
    const who = visitor(sandbox, 'aurora');
    const body = await request(who, 'aurora', { username: freshName(), ...fields });
    const error = await failureOf(register(who.client, body));
    expect(error.failure).toMatchObject({ kind: 'server', status: 400, message });
    expect(findMemberByAccount(sandbox.db, 'aurora', body.username ?? '')).toBeUndefined();
    // A mistake in the form does not use the captcha up: the corrected form can still send it.
    if (!('captcha' in fields)) {
      expect(peekCaptcha(sandbox.db, 'aurora', DEMO_KNOWN_IP, sandbox.clock.now)).toBe(
        body.captcha,
      );
    }
  });

  it('refuses a taken user name, without regard to case', async () => {
    const who = visitor(sandbox, 'aurora');
    const error = await failureOf(
      register(who.client, await request(who, 'aurora', { username: 'PLAYER01' })),
    );
    expect(error.failure).toMatchObject({
      status: 400,
      message: 'This user name is already taken',
      code: SERVER_CODES.usernameTaken,
    });
  });

  it.each([
    [DEMO_AFFILIATE_CODES.inactive, 'www.aurora.example'],
    [DEMO_AFFILIATE_CODES.mirrorOnly, 'www.aurora.example'],
    ['NOSUCH01', 'www.aurora.example'],
  ])('refuses the affiliate code %s on %s', async (affiliateCode, domain) => {
    const who = visitor(sandbox, 'aurora');
    const error = await failureOf(
      register(
        who.client,
        await request(who, 'aurora', { username: freshName(), affiliateCode, domain }),
      ),
    );
    expect(error.failure).toMatchObject({ status: 400, code: SERVER_CODES.invalidAffiliate });
  });

  it('refuses a wrong captcha, and the picture is then used up', async () => {
    const who = visitor(sandbox, 'aurora');
    const body = await request(who, 'aurora', { username: freshName() });
    const wrong = body.captcha === 'AAAA' ? 'CCCC' : 'AAAA';
    const error = await failureOf(register(who.client, { ...body, captcha: wrong }));
    expect(error.failure).toMatchObject({ status: 400, code: SERVER_CODES.captchaRequired });
    const retry = await failureOf(
      register(who.client, { ...body, botCheck: await fetchBotCheck(who.client) }),
    );
    expect(retry.failure).toMatchObject({ code: SERVER_CODES.captchaRequired });
  });

  it('needs the bot check', async () => {
    const who = visitor(sandbox, 'aurora');
    const { botCheck: _unused, ...body } = await request(who, 'aurora', { username: freshName() });
    const error = await failureOf(register(who.client, body));
    expect(error.failure).toMatchObject({ status: 400, code: SERVER_CODES.botCheckFailed });
  });

  // document 1 rows (issue 29): the form's terms and age boxes are the server's rules too.
  it.each([
    ['termsAccepted', false, SERVER_CODES.termsNotAccepted],
    ['termsAccepted', undefined, SERVER_CODES.termsNotAccepted],
    ['ageConfirmed', false, SERVER_CODES.ageNotConfirmed],
    ['ageConfirmed', undefined, SERVER_CODES.ageNotConfirmed],
  ] as const)(
    'refuses a registration with %s %s, and creates no member',
    async (flag, given, code) => {
      const who = visitor(sandbox, 'aurora');
      const username = freshName();
      const { [flag]: _left, ...body } = await request(who, 'aurora', { username });
      const error = await failureOf(
        register(who.client, given === undefined ? body : { ...body, [flag]: given }),
      );
      expect(error.failure).toMatchObject({ status: 400, code });
      expect(findMemberByAccount(sandbox.db, 'aurora', username)).toBeUndefined();
    },
  );

  it("names the brand's own age: ember asks visitors to confirm 21", async () => {
    const who = visitor(sandbox, 'ember');
    const { ageConfirmed: _left, ...body } = await request(who, 'ember', { username: freshName() });
    const error = await failureOf(register(who.client, body));
    expect(error.failure).toMatchObject({
      code: SERVER_CODES.ageNotConfirmed,
      message: 'Confirm you are at least 21 years old to register',
    });
  });

  it("applies each brand's own rules: ember requires a payee name, a payment password and an e-mail", async () => {
    const who = visitor(sandbox, 'ember');
    const username = freshName();
    const missing = await failureOf(
      register(who.client, await request(who, 'ember', { username })),
    );
    expect(missing.failure).toMatchObject({ message: 'Invalid payeeName: is required' });
    const result = await register(
      who.client,
      await request(who, 'ember', {
        username,
        payeeName: 'Nia Newcomer',
        paymentPassword: '123456',
        email: 'nia@demo.example',
      }),
    );
    expect(result.user.account).toBe(username);
  });

  it('is sealed: a registration in the clear is refused', async () => {
    const res = await sandbox.put(paths.memberRegister, { username: freshName() });
    expect(res).toMatchObject({ status: 400, body: { code: SERVER_CODES.badEnvelope } });
    const { body, headers } = await sealFor(sandbox, { username: 'x' });
    const invalid = await sandbox.put(paths.memberRegister, body, headers);
    expect(invalid.status).toBe(400);
  });
});

describe('PUT /wps/member/register/mobile (by mobile number)', () => {
  const phone = { countryDialingCode: '60', mobileNum: '187654321' };

  async function registerCode(who: Visitor): Promise<string> {
    await sendRegisterSms(who.client, {
      countryDialingCode: phone.countryDialingCode,
      mobileNo: phone.mobileNum,
      registerType: 'mobile',
      botCheck: await fetchBotCheck(who.client),
    });
    return lastCode(sandbox, `+${phone.countryDialingCode}${phone.mobileNum}`);
  }

  it('needs the registration code sent to the number; the account is that number', async () => {
    const who = visitor(sandbox, 'jade');
    // The mobile tab has no user name: one sent anyway is not the account.
    const fields = { username: freshName(), ...phone, payeeName: 'Mo Bile' };
    const code = await registerCode(who);
    const wrong = await failureOf(
      registerByMobile(
        who.client,
        await request(who, 'jade', {
          ...fields,
          verificationCode: code === '111111' ? '222222' : '111111',
        }),
      ),
    );
    expect(wrong.failure).toMatchObject({ status: 400, code: SERVER_CODES.badCode });
    const result = await registerByMobile(
      who.client,
      await request(who, 'jade', { ...fields, verificationCode: code }),
    );
    expect(result.user.account).toBe(phone.mobileNum);
    expect(findMemberByAccount(sandbox.db, 'jade', phone.mobileNum)).toMatchObject({
      dialingCode: '60',
      mobile: '187654321',
      payeeName: 'Mo Bile',
    });
    // The number is now taken.
    const again = await failureOf(
      registerByMobile(
        who.client,
        await request(who, 'jade', {
          ...fields,
          username: freshName(),
          verificationCode: '123456',
        }),
      ),
    );
    expect(again.failure).toMatchObject({ code: SERVER_CODES.mobileTaken });
  });

  // document 1 rows (issue 29): MOBILENUMPASSREG3 decides whether the mobile tab asks a password.
  it('asks a password on the mobile tab only where MOBILENUMPASSREG3 is on', async () => {
    const who = visitor(sandbox, 'jade');
    const number = { countryDialingCode: '60', mobileNum: '187650001' };
    const {
      password: _p,
      confirmPassword: _c,
      ...withoutPassword
    } = await request(who, 'jade', {
      ...number,
      payeeName: 'No Pass',
    });
    const refused = await failureOf(registerByMobile(who.client, withoutPassword));
    expect(refused.failure).toMatchObject({
      code: SERVER_CODES.invalidField,
      message: 'Invalid password: is required',
    });

    setWhitelabelFlag(sandbox.db, 'jade', 'MOBILENUMPASSREG3', '0');
    try {
      await sendRegisterSms(who.client, {
        countryDialingCode: number.countryDialingCode,
        mobileNo: number.mobileNum,
        registerType: 'mobile',
        botCheck: await fetchBotCheck(who.client),
      });
      const {
        password: _p2,
        confirmPassword: _c2,
        ...body
      } = await request(who, 'jade', {
        ...number,
        payeeName: 'No Pass',
        verificationCode: lastCode(sandbox, `+60${number.mobileNum}`),
      });
      const result = await registerByMobile(who.client, body);
      expect(result.user.account).toBe(number.mobileNum);
      // A password nobody knows: the forgot-password code can still give the account one.
      expect(findMemberByAccount(sandbox.db, 'jade', number.mobileNum)?.passwordHash).toEqual(
        expect.any(String),
      );
    } finally {
      setWhitelabelFlag(sandbox.db, 'jade', 'MOBILENUMPASSREG3', '1');
    }
  });

  it('refuses a mobile registration without the number, naming the field', async () => {
    const who = visitor(sandbox, 'jade');
    const error = await failureOf(
      registerByMobile(
        who.client,
        await request(who, 'jade', { username: freshName(), payeeName: 'Mo Bile' }),
      ),
    );
    expect(error.failure).toMatchObject({ message: 'Invalid mobileNum: is required' });
  });

  it('is refused where the brand has no mobile registration', async () => {
    const who = visitor(sandbox, 'aurora');
    const error = await failureOf(
      registerByMobile(
        who.client,
        await request(who, 'aurora', { username: freshName(), ...phone }),
      ),
    );
    expect(error.failure).toMatchObject({ status: 403, code: SERVER_CODES.featureDisabled });
  });
});
