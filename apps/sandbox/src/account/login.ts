import { SERVER_CODES } from '@lobby/api';
import type { LoginRequest, LoginResult, LoginVerificationMethod } from '@lobby/api';
import type { Database } from '../db';
import { spendPasswordCheck, verifyPassword } from '../auth/password';
import { ApiError } from '../http/envelope';
import { refuseIfOnBreak } from '../protection/breaks';
import { requireBotCheck, requireFeature } from '../http/guards';
import { enforceRateLimit } from '../http/rateLimit';
import { checkCaptcha } from '../store/captcha';
import { accountFailureKey, ipFailureKey, recordLoginFailure } from '../store/loginFailures';
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
import {
  accountLocked,
  captchaDue,
  clearAccountFailuresOf,
  failureKeyOf,
  memberFailureKey,
  passwordGate,
  recordAccountFailure,
} from './lockout';
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
 * The login decision (doc 1 section 4): limits, the bot check (not for an SMS login), the account's
 * wait or lock after failures in a row, the captcha once they pile up, the credentials, then the
 * account's own bars (a non-member) and the new-IP step. Answers the login result or throws the
 * refusal.
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
  if (request.type === 'sms') {
    requireFeature(db, merchant, 'MOBILEVERCODELOGIN3', 'Login by SMS code');
    const phone = parsePhone(db, request.countryDialingCode, request.mobileNum);
    const rateKey = accountFailureKey(merchant, phone.recipient);
    enforceRateLimit({ db, now, name: 'loginPerAccount', rule: limits.loginPerAccount }, rateKey);
    // A code login is guarded by the code itself (single use, ten wrong codes a day per number),
    // and is the accessible way in for whoever cannot read the captcha.
    const proof = checkLoginCode(db, merchant, phone, request.verificationCode, now());
    if (!proof) {
      recordLoginFailure(db, [ipFailureKey(ip)], now());
      throw new ApiError(
        400,
        'Mobile number or verification code wrong',
        SERVER_CODES.badCredentials,
      );
    }
    return admit(ctx, proof, memberFailureKey(proof.member));
  }

  const name = request.username.trim();
  const rateKey = accountFailureKey(merchant, name);
  enforceRateLimit({ db, now, name: 'loginPerAccount', rule: limits.loginPerAccount }, rateKey);
  requireBotCheck(services, request.botCheck);
  const target = findLoginMember(db, merchant, name);
  const failureKey = failureKeyOf(merchant, name, target);
  // A try during the wait is refused before anything is compared (and so counts for nothing).
  const gate = passwordGate(db, failureKey, now());
  if (gate === 'open' && captchaDue(db, failureKey, ip, now())) {
    const answer = request.captcha?.trim() ?? '';
    if (answer === '') {
      throw new ApiError(400, 'Enter the characters in the picture', SERVER_CODES.captchaRequired);
    }
    if (!checkCaptcha(db, merchant, ip, answer, now())) {
      // A misread picture is no guess at the password: it counts for the address only.
      recordLoginFailure(db, [ipFailureKey(ip)], now());
      throw new ApiError(
        400,
        'The characters do not match the picture',
        SERVER_CODES.captchaRequired,
      );
    }
  }

  // A locked account compares no password: only the one-time password of a reset gets in.
  const proof =
    gate === 'locked'
      ? await checkOneTimePassword(db, target, request.password, now())
      : await checkPassword(db, target, request.password, now());
  if (!proof) {
    if (gate === 'locked') throw accountLocked();
    recordLoginFailure(db, [ipFailureKey(ip)], now());
    recordAccountFailure(db, failureKey, now());
    // One message whichever part was wrong, so the answer does not tell which accounts exist.
    throw new ApiError(
      400,
      'Account or password wrong',
      captchaDue(db, failureKey, ip, now())
        ? SERVER_CODES.captchaRequired
        : SERVER_CODES.badCredentials,
    );
  }
  return admit(ctx, proof, failureKey);
}

/**
 * What follows a proof: a non-member is refused, a new address is held for the new-IP step, and
 * otherwise the session opens, which ends the account's run of failures. A held login leaves the
 * run as it is: the right password alone does not clear what the second step has yet to prove.
 */
function admit({ services, ip }: AccountContext, proof: Proof, failureKey: string): LoginResult {
  const { db, now } = services;
  const { member } = proof;
  if (member.nonMember) {
    throw new ApiError(403, 'Non-member account unable to login', SERVER_CODES.nonMember);
  }
  // A member on a break is told so before the new-IP step, which would otherwise send a code for a
  // login that cannot happen (openSession refuses it too, for the logins that skip this step).
  refuseIfOnBreak(db, member.id, now());
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
  clearAccountFailuresOf(db, failureKey);
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

/**
 * The ways this member can prove a login from a new address, in the order the dialog offers them:
 * the codes first (SMS, e-mail, authenticator). The payee name is often public (it is on every
 * transfer the member has made), so it is offered only to a member who has no code to receive.
 */
export function verificationMethods(member: Member): LoginVerificationMethod[] {
  const methods: LoginVerificationMethod[] = [];
  if (member.mobile !== null) methods.push('mobile');
  if (member.email !== null) methods.push('email');
  if (member.totpSecret !== null) methods.push('authenticator');
  if (methods.length === 0 && member.payeeName !== null) methods.push('bankAccountName');
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
  member: Member | undefined,
  password: string,
  now: number,
): Promise<Proof | undefined> {
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
  return checkOneTimePassword(db, member, password, now);
}

/**
 * The one-time password of a forgot-by-e-mail request: it works once, for 30 minutes, beside the
 * real one, and it is the way back into a locked account.
 */
async function checkOneTimePassword(
  db: Database,
  member: Member | undefined,
  password: string,
  now: number,
): Promise<Proof | undefined> {
  if (
    !member ||
    member.resetHash === null ||
    (member.resetExpiresAt ?? 0) <= now ||
    !(await verifyPassword(password, member.resetHash))
  ) {
    return undefined;
  }
  clearResetPassword(db, member.id);
  return { member, loginMethod: 'reset', changeFree: true, mustChangePassword: false };
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
