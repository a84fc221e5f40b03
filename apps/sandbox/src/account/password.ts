import { randomInt } from 'node:crypto';
import { SERVER_CODES } from '@lobby/api';
import type {
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  SetPasswordBySmsRequest,
} from '@lobby/api';
import { hashPassword, verifyPassword } from '../auth/password';
import { ApiError } from '../http/envelope';
import { enforceRateLimit } from '../http/rateLimit';
import { accountFailureKey } from '../store/loginFailures';
import {
  findMemberById,
  findMemberByMobile,
  findMembersByMobileNumber,
  rememberIp,
  setPasswordHash,
  setResetPassword,
  TRIAL_TYPE,
} from '../store/members';
import type { Member } from '../store/members';
import { sendMessage } from '../store/outbox';
import { clearChangeFree, endAllSessions, endOtherSessions } from '../store/sessions';
import type { Session } from '../store/sessions';
import { checkCode } from './codes';
import type { AccountContext } from './context';
import { checkNewPassword } from './fieldRules';
import {
  accountLocked,
  clearAccountFailuresOf,
  memberFailureKey,
  passwordGate,
  recordAccountFailure,
} from './lockout';
import { findLoginMember } from './login';
import { parsePhone } from './phone';

/** How long the one-time password of a forgot-by-e-mail request works. */
export const RESET_PASSWORD_TTL_MS = 30 * 60_000;

/**
 * Change password (doc 1 sections 3-5): the old password unless the session already proved the
 * member, a new one that differs and passes the brand's rule, the confirmation equal. Every other
 * session of the member ends: whoever else held the old password is logged out.
 */
export async function changePassword(
  { services, merchant }: AccountContext,
  session: Session,
  request: ChangePasswordRequest,
): Promise<void> {
  const { db, now, limits } = services;
  const member = findMemberById(db, session.memberId);
  if (!member?.passwordHash) {
    throw new ApiError(403, 'This account has no password to change', SERVER_CODES.featureDisabled);
  }
  const failureKey = memberFailureKey(member);
  if (!session.changeFree) {
    if (request.oldPassword === undefined) {
      throw new ApiError(400, 'Please confirm the old password', SERVER_CODES.invalidField);
    }
    // A stolen token must not become an unlimited oracle for the password: its guesses meet the
    // account's limit, and its waits and lock, like a login's.
    enforceRateLimit(
      { db, now, name: 'loginPerAccount', rule: limits.loginPerAccount },
      accountFailureKey(merchant, member.account),
    );
    if (passwordGate(db, failureKey, now()) === 'locked') throw accountLocked();
    if (!(await verifyPassword(request.oldPassword, member.passwordHash))) {
      recordAccountFailure(db, failureKey, now());
      throw new ApiError(400, 'The old password is wrong', SERVER_CODES.badCredentials);
    }
  }
  checkNewPassword(db, merchant, 'newPassword', request.newPassword);
  if (request.confirmNewPassword !== request.newPassword) {
    throw new ApiError(
      400,
      'Invalid confirmNewPassword: the two passwords differ',
      SERVER_CODES.invalidField,
    );
  }
  if (await verifyPassword(request.newPassword, member.passwordHash)) {
    throw new ApiError(
      400,
      'Invalid newPassword: must differ from the old password',
      SERVER_CODES.invalidField,
    );
  }
  const hash = await hashPassword(request.newPassword);
  db.transaction(() => {
    setPasswordHash(db, member.id, hash, now());
    endOtherSessions(db, member.id, session.tokenHash);
    clearChangeFree(db, session.tokenHash);
    clearAccountFailuresOf(db, failureKey);
  });
}

/**
 * Forgot by e-mail: when the user name and address belong together, a one-time password goes to
 * the address. It works once, for 30 minutes, beside the current password, which stays valid: a
 * stranger who knows both cannot lock the member out by asking.
 */
export async function forgotByEmail(
  { services, merchant, ip }: AccountContext,
  request: ForgotPasswordEmailRequest,
): Promise<void> {
  const { db, now, limits } = services;
  enforceRateLimit({ db, now, name: 'emailPerIp', rule: limits.emailPerIp }, ip);
  const member = findLoginMember(db, merchant, request.username.trim());
  const email = request.email.trim();
  if (!member || !canReset(member) || member.email?.toLowerCase() !== email.toLowerCase()) {
    // The spec's message (doc 1 section 8); the per-IP limit is what keeps it from being a probe.
    throw new ApiError(400, 'Username or email does not exist');
  }
  enforceRateLimit(
    { db, now, name: 'emailPerRecipient', rule: limits.emailPerRecipient },
    email.toLowerCase(),
  );
  enforceRateLimit(
    { db, now, name: 'emailPerRecipientDaily', rule: limits.emailPerRecipientDaily },
    email.toLowerCase(),
  );
  const oneTime = oneTimePassword();
  const hash = await hashPassword(oneTime);
  setResetPassword(db, member.id, hash, now() + RESET_PASSWORD_TTL_MS);
  sendMessage(
    db,
    {
      channel: 'email',
      to: member.email ?? email,
      body:
        `Hello ${member.account}, a password reset was asked for your account. ` +
        `Log in within 30 minutes with this one-time password, then choose a new one: ${oneTime} ` +
        'If you did not ask for it, ignore this message: your password has not changed.',
    },
    now(),
  );
}

/**
 * Forgot by phone: the forgot-password SMS code sets a new password. The rule is checked before
 * the code, so a weak password does not use the code up. Every session of the member ends, the
 * address the code was used from becomes known (the code proved the phone from there), and a
 * locked account opens again.
 */
export async function setPasswordBySms(
  { services, merchant, ip }: AccountContext,
  request: SetPasswordBySmsRequest,
): Promise<void> {
  const { db, now } = services;
  checkNewPassword(db, merchant, 'newPassword', request.newPassword);
  const member = memberOfPhone(services.db, merchant, request);
  const recipient = member && `+${member.dialingCode ?? ''}${member.mobile ?? ''}`;
  if (
    !member ||
    !recipient ||
    !checkCode(db, { merchant, purpose: 'forgot', recipient }, request.verificationCode, now())
  ) {
    throw new ApiError(400, 'The verification code is wrong or has expired', SERVER_CODES.badCode);
  }
  const hash = await hashPassword(request.newPassword);
  db.transaction(() => {
    setPasswordHash(db, member.id, hash, now());
    endAllSessions(db, member.id);
    rememberIp(db, member.id, ip, now());
    clearAccountFailuresOf(db, memberFailureKey(member));
  });
}

function memberOfPhone(
  db: AccountContext['services']['db'],
  merchant: string,
  request: SetPasswordBySmsRequest,
): Member | undefined {
  if (request.countryDialingCode !== undefined && request.countryDialingCode.trim() !== '') {
    const phone = parsePhone(db, request.countryDialingCode, request.mobileNum);
    return findMemberByMobile(db, merchant, phone.dialingCode, phone.mobile);
  }
  // The spec's payload has no dialing code: a number that belongs to one member is enough.
  const matches = findMembersByMobileNumber(db, merchant, request.mobileNum.trim());
  return matches.length === 1 ? matches[0] : undefined;
}

function canReset(member: Member): boolean {
  return member.type !== TRIAL_TYPE && !member.nonMember && member.passwordHash !== null;
}

const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Twelve characters from an alphabet without look-alikes: about 70 bits. */
function oneTimePassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
  return out;
}
