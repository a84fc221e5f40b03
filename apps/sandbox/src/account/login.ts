import { SERVER_CODES } from '@lobby/api';
import type { LoginRequest, LoginResult, LoginVerificationMethod } from '@lobby/api';
import type { Database } from '../db';
import { spendPasswordCheck, verifyPassword } from '../auth/password';
import { ApiError } from '../http/envelope';
import { requireBotCheck, requireFeature } from '../http/guards';
import { enforceRateLimit } from '../http/rateLimit';
import { checkCaptcha } from '../store/captcha';
import {
  captchaDue,
  accountFailureKey,
  clearLoginFailures,
  ipFailureKey,
  recordLoginFailure,
} from '../store/loginFailures';
import { createLoginVerification } from '../store/loginVerifications';
import {
  clearResetPassword,
  findMemberByAccount,
  findMemberByMobile,
  findMembersByMobileNumber,
  isKnownIp,
} from '../store/members';
import type { Member } from '../store/members';
import type { LoginMethod } from '../store/sessions';
import { checkCode } from './codes';
import type { AccountContext } from './context';
import { parsePhone } from './phone';
import type { Phone } from './phone';
import { mustChangeAfterLogin, openSession } from './session';

/** How a login proved the member, before the checks that follow a right password. */
interface Proof {
  member: Member;
  loginMethod: Extract<LoginMethod, 'password' | 'sms' | 'reset'>;
  changeFree: boolean;
  mustChangePassword: boolean;
}

/**
 * The login decision (doc 1 section 4): limits, the bot check (not for an SMS login), the captcha
 * once three failures have piled up, the credentials, then the account's own bars (a non-member)
 * and the new-IP step. Answers the login result or throws the refusal.
 */
export async function logIn(ctx: AccountContext, request: LoginRequest): Promise<LoginResult> {
  const { services, merchant, ip } = ctx;
  const { db, now, limits } = services;
  if (request.type === 'firebase') {
    throw new ApiError(
      403,
      'Sign-in through a phone provider is not available on this site',
      SERVER_CODES.featureDisabled,
    );
  }
  enforceRateLimit({ db, now, name: 'loginPerIp', rule: limits.loginPerIp }, ip);
  // Who the login is for: the account name, or the phone of an SMS-code login.
  let phone: Phone | undefined;
  let identity: string;
  if (request.type === 'sms') {
    requireFeature(db, merchant, 'MOBILEVERCODELOGIN3', 'Login by SMS code');
    phone = parsePhone(db, request.countryDialingCode, request.mobileNum);
    identity = phone.recipient;
  } else {
    identity = request.username.trim();
  }
  const accountKey = accountFailureKey(merchant, identity);
  enforceRateLimit({ db, now, name: 'loginPerAccount', rule: limits.loginPerAccount }, accountKey);
  if (request.type === 'username') requireBotCheck(services, request.botCheck);

  const ipKey = ipFailureKey(ip);
  const failureKeys = [accountKey, ipKey];
  // The captcha guards password guessing. A code login is guarded by the code itself (single use,
  // few attempts, rate-limited sends), and is the accessible way in for whoever cannot read it.
  const byPassword = request.type === 'username';
  if (byPassword && captchaDue(db, { accountKey, ipKey }, now())) {
    const answer = request.captcha?.trim() ?? '';
    if (answer === '') {
      throw new ApiError(400, 'Enter the characters in the picture', SERVER_CODES.captchaRequired);
    }
    if (!checkCaptcha(db, merchant, ip, answer, now())) {
      recordLoginFailure(db, failureKeys, now());
      throw new ApiError(
        400,
        'The characters do not match the picture',
        SERVER_CODES.captchaRequired,
      );
    }
  }

  const proof =
    request.type === 'sms'
      ? phone && checkLoginCode(db, merchant, phone, request.verificationCode, now())
      : await checkPassword(db, merchant, identity, request.password, now());
  if (!proof) {
    recordLoginFailure(db, failureKeys, now());
    const captchaNext = byPassword && captchaDue(db, { accountKey, ipKey }, now());
    // One message whichever part was wrong, so the answer does not tell which accounts exist.
    throw new ApiError(
      400,
      request.type === 'username'
        ? 'Account or password wrong'
        : 'Mobile number or verification code wrong',
      captchaNext ? SERVER_CODES.captchaRequired : SERVER_CODES.badCredentials,
    );
  }
  clearLoginFailures(db, accountKey);

  const { member } = proof;
  if (member.nonMember) {
    throw new ApiError(403, 'Non-member account unable to login', SERVER_CODES.nonMember);
  }
  // An SMS code has just proved the phone, which is what the new-IP step would ask for again.
  if (proof.loginMethod !== 'sms' && !isKnownIp(db, member.id, ip)) {
    const methods = verificationMethods(member);
    // A member with nothing to verify with cannot be asked to: the address is simply learnt.
    if (methods.length > 0) {
      const verificationId = createLoginVerification(
        db,
        {
          memberId: member.id,
          ip,
          methods,
          loginMethod: proof.loginMethod,
          changeFree: proof.changeFree,
          mustChangePassword: proof.mustChangePassword,
        },
        now(),
      );
      throw new ApiError(
        403,
        'This login comes from a new device or network: verify it to continue',
        SERVER_CODES.verificationRequired,
        { value: { verificationId, methods } },
      );
    }
  }
  return openSession(
    db,
    member,
    {
      ip,
      loginMethod: proof.loginMethod,
      changeFree: proof.changeFree,
      mustChangePassword: proof.mustChangePassword,
    },
    now(),
  );
}

/** The ways this member can prove a login from a new address, in the order the dialog offers. */
export function verificationMethods(member: Member): LoginVerificationMethod[] {
  const methods: LoginVerificationMethod[] = [];
  if (member.mobile !== null) methods.push('mobile');
  if (member.email !== null) methods.push('email');
  if (member.payeeName !== null) methods.push('bankAccountName');
  if (member.totpSecret !== null) methods.push('authenticator');
  return methods;
}

/**
 * The member a login name points at: the account, or a mobile number that belongs to exactly one
 * member (the spec's login payload takes "username or mobile number").
 */
export function findLoginMember(db: Database, merchant: string, name: string): Member | undefined {
  const byAccount = findMemberByAccount(db, merchant, name);
  if (byAccount || !/^\d{4,15}$/.test(name)) return byAccount;
  const byMobile = findMembersByMobileNumber(db, merchant, name);
  return byMobile.length === 1 ? byMobile[0] : undefined;
}

async function checkPassword(
  db: Database,
  merchant: string,
  name: string,
  password: string,
  now: number,
): Promise<Proof | undefined> {
  const member = findLoginMember(db, merchant, name);
  if (!member?.passwordHash) {
    await spendPasswordCheck(password);
    return undefined;
  }
  if (await verifyPassword(password, member.passwordHash)) {
    const mustChange = mustChangeAfterLogin(db, member, password, now);
    // The forced change asks no old password: the login has just proved it.
    return {
      member,
      loginMethod: 'password',
      changeFree: mustChange,
      mustChangePassword: mustChange,
    };
  }
  // The one-time password of a forgot-by-e-mail request works once, alongside the real one.
  if (
    member.resetHash !== null &&
    (member.resetExpiresAt ?? 0) > now &&
    (await verifyPassword(password, member.resetHash))
  ) {
    clearResetPassword(db, member.id);
    return { member, loginMethod: 'reset', changeFree: true, mustChangePassword: false };
  }
  return undefined;
}

function checkLoginCode(
  db: Database,
  merchant: string,
  phone: Phone,
  code: string,
  now: number,
): Proof | undefined {
  if (!checkCode(db, { merchant, purpose: 'login', recipient: phone.recipient }, code, now)) {
    return undefined;
  }
  const member = findMemberByMobile(db, merchant, phone.dialingCode, phone.mobile);
  return member
    ? { member, loginMethod: 'sms', changeFree: true, mustChangePassword: false }
    : undefined;
}
