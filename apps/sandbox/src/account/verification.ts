import { SERVER_CODES } from '@lobby/api';
import type {
  LoginResult,
  LoginVerificationMethod,
  SmsSent,
  VerificationRequest,
  VerificationSendRequest,
} from '@lobby/api';
import { matchTotp } from '../auth/totp';
import { ApiError } from '../http/envelope';
import { enforceRateLimit } from '../http/rateLimit';
import { CODE_TTL_MINUTES, checkCode, issueCode } from './codes';
import {
  failLoginVerification,
  findLoginVerification,
  removeLoginVerification,
} from '../store/loginVerifications';
import type { LoginVerificationRow } from '../store/loginVerifications';
import { findMemberById, claimTotpStep } from '../store/members';
import type { Member } from '../store/members';
import { sendMessage } from '../store/outbox';
import type { AccountContext } from './context';
import {
  accountLocked,
  clearAccountFailuresOf,
  memberFailureKey,
  passwordGate,
  recordAccountFailure,
} from './lockout';
import { openSession } from './session';

/** Sends the code of the new-IP step to the member's phone or e-mail address. */
export function sendVerificationCode(
  ctx: AccountContext,
  request: VerificationSendRequest,
): SmsSent {
  const { services, merchant, ip } = ctx;
  const { db, now, limits } = services;
  const { member } = heldLogin(ctx, request.verificationId, request.method);
  const recipient = recipientOf(member, request.method);
  if (request.method === 'mobile') {
    enforceRateLimit({ db, now, name: 'smsPerIp', rule: limits.smsPerIp }, ip);
    enforceRateLimit({ db, now, name: 'smsPerPhone', rule: limits.smsPerPhone }, recipient);
    enforceRateLimit(
      { db, now, name: 'smsPerPhoneDaily', rule: limits.smsPerPhoneDaily },
      recipient,
    );
  } else {
    enforceRateLimit({ db, now, name: 'emailPerIp', rule: limits.emailPerIp }, ip);
    enforceRateLimit(
      { db, now, name: 'emailPerRecipient', rule: limits.emailPerRecipient },
      recipient,
    );
    enforceRateLimit(
      { db, now, name: 'emailPerRecipientDaily', rule: limits.emailPerRecipientDaily },
      recipient,
    );
  }
  const code = issueCode(db, { merchant, purpose: 'new-ip', recipient }, now());
  // No code while the recipient's wrong tries are used up: entering one says how long to wait.
  if (code !== undefined) {
    sendMessage(
      db,
      {
        channel: request.method === 'mobile' ? 'sms' : 'email',
        to: recipient,
        body:
          `Your login verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. ` +
          'If you did not just try to log in, change your password.',
      },
      now(),
    );
  }
  return { expiredMinutes: CODE_TTL_MINUTES };
}

/**
 * Completes a login held back by the new-IP step: the right code or answer opens the session,
 * makes the address known and ends the account's run of failures; a wrong one counts against the
 * held login (the fifth ends it) and against the account, whose waits and lock apply here too.
 */
export function completeVerification(
  ctx: AccountContext,
  request: VerificationRequest,
): LoginResult {
  const { services, merchant, ip } = ctx;
  const { db, now } = services;
  const { held, member } = heldLogin(ctx, request.verificationId, request.method);
  const proof = (request.code ?? request.answer ?? '').trim();
  const failureKey = memberFailureKey(member);
  if (passwordGate(db, failureKey, now()) === 'locked') {
    removeLoginVerification(db, held.id);
    throw accountLocked();
  }

  let verified: boolean;
  switch (request.method) {
    case 'mobile':
    case 'email':
      verified = checkCode(
        db,
        { merchant, purpose: 'new-ip', recipient: recipientOf(member, request.method) },
        proof,
        now(),
      );
      break;
    case 'authenticator': {
      const step = matchTotp(member.totpSecret ?? '', proof, now(), member.totpLastStep);
      verified = step !== undefined && claimTotpStep(db, member.id, step);
      break;
    }
    case 'bankAccountName':
      verified = member.payeeName !== null && sameName(proof, member.payeeName);
      break;
  }

  if (!verified) {
    const state = failLoginVerification(db, held.id);
    recordAccountFailure(db, failureKey, now());
    if (state === 'exhausted') {
      throw new ApiError(
        400,
        'Too many wrong answers; log in again',
        SERVER_CODES.verificationFailed,
      );
    }
    throw new ApiError(400, 'The code or answer is wrong', SERVER_CODES.badCode);
  }
  removeLoginVerification(db, held.id);
  clearAccountFailuresOf(db, failureKey);
  return openSession(
    db,
    member,
    {
      ip,
      loginMethod: held.loginMethod,
      changeFree: held.changeFree,
      mustChangePassword: held.mustChangePassword,
    },
    now(),
  );
}

function heldLogin(
  { services, ip }: AccountContext,
  verificationId: string,
  method: LoginVerificationMethod,
): { held: LoginVerificationRow; member: Member } {
  const { db, now } = services;
  const held = findLoginVerification(db, verificationId, ip, now());
  const member = held && findMemberById(db, held.memberId);
  if (!held || !member) {
    throw new ApiError(
      400,
      'This verification has ended; log in again',
      SERVER_CODES.verificationFailed,
    );
  }
  if (!held.methods.includes(method)) {
    throw new ApiError(400, `Invalid method: ${method} is not offered for this account`);
  }
  return { held, member };
}

function recipientOf(member: Member, method: LoginVerificationMethod): string {
  if (method === 'mobile' && member.dialingCode !== null && member.mobile !== null) {
    return `+${member.dialingCode}${member.mobile}`;
  }
  if (method === 'email' && member.email !== null) return member.email;
  // heldLogin only lets through the methods the member had when the login started.
  throw new ApiError(400, `Invalid method: ${method} is not offered for this account`);
}

/** Names compare without case and with runs of spaces as one. */
function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}
