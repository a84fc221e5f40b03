import { SERVER_CODES } from '@lobby/api';
import type { BindRequest, BindTarget } from '@lobby/api';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import {
  findMemberByEmail,
  findMemberByMobile,
  setMemberEmail,
  setMemberMobile,
} from '../store/members';
import { sendMessage } from '../store/outbox';
import { CODE_TTL_MINUTES, checkCode, issueCode } from './codes';
import { parsePhone } from './phone';

/**
 * Binding a mobile number or an e-mail address to a member (the security centre, doc 1 §2): a code
 * goes to it, and only the code binds it, so nobody binds what they cannot read. A number or
 * address another member of the brand has is refused before any code is sent, and again at the
 * bind (it may have been taken meanwhile).
 */

interface Recipient {
  /** The outbox's address, and the code's: `+63917...` or the e-mail address. */
  to: string;
  channel: 'sms' | 'email';
  /** Binds it to the member, once the code has proved it. */
  bind: (db: Database, memberId: number) => void;
  /** Another member of the brand has it already. */
  takenBy: (db: Database, merchant: string) => number | undefined;
}

function recipientOf(db: Database, target: BindTarget): Recipient {
  if (target.kind === 'phone') {
    const phone = parsePhone(db, target.countryDialingCode, target.mobileNum);
    return {
      to: phone.recipient,
      channel: 'sms',
      bind: (d, memberId) => setMemberMobile(d, memberId, phone.dialingCode, phone.mobile),
      takenBy: (d, merchant) =>
        findMemberByMobile(d, merchant, phone.dialingCode, phone.mobile)?.id,
    };
  }
  const email = target.email.trim();
  return {
    to: email.toLowerCase(),
    channel: 'email',
    bind: (d, memberId) => setMemberEmail(d, memberId, email),
    takenBy: (d, merchant) => findMemberByEmail(d, merchant, email)?.id,
  };
}

function refuseTaken(db: Database, merchant: string, memberId: number, recipient: Recipient): void {
  const holder = recipient.takenBy(db, merchant);
  if (holder === undefined || holder === memberId) return;
  throw recipient.channel === 'sms'
    ? new ApiError(400, 'This mobile number is already registered', SERVER_CODES.mobileTaken)
    : new ApiError(400, 'This e-mail address is another account’s', SERVER_CODES.emailTaken);
}

/** The address a bind code for `target` goes to (the routes' rate limits key on it). */
export function bindRecipient(db: Database, target: BindTarget): string {
  return recipientOf(db, target).to;
}

/** Sends a bind code to the target; answers the code's life in minutes. */
export function sendBindCode(
  db: Database,
  { merchant, memberId, now }: { merchant: string; memberId: number; now: number },
  target: BindTarget,
): number {
  const recipient = recipientOf(db, target);
  refuseTaken(db, merchant, memberId, recipient);
  const code = issueCode(db, { merchant, purpose: 'bind', recipient: recipient.to }, now);
  // Nothing is sent while the recipient's wrong tries are used up: that code could not be checked.
  if (code !== undefined) {
    sendMessage(
      db,
      {
        channel: recipient.channel,
        to: recipient.to,
        body: `Your code to bind this ${recipient.channel === 'sms' ? 'number' : 'address'} to your account is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`,
      },
      now,
    );
  }
  return CODE_TTL_MINUTES;
}

/** Binds the target with the code sent to it; a wrong, used or expired code binds nothing. */
export function bindContact(
  db: Database,
  { merchant, memberId, now }: { merchant: string; memberId: number; now: number },
  request: BindRequest,
): void {
  const recipient = recipientOf(db, request);
  refuseTaken(db, merchant, memberId, recipient);
  // Outside the bind's transaction: a wrong code's count must stay counted when the bind refuses.
  if (!checkCode(db, { merchant, purpose: 'bind', recipient: recipient.to }, request.code, now)) {
    throw new ApiError(400, 'The code is wrong or has expired', SERVER_CODES.badCode);
  }
  db.transaction(() => {
    // Taken between the send and now: the code is spent, and the number stays its holder's.
    refuseTaken(db, merchant, memberId, recipient);
    recipient.bind(db, memberId);
  });
}
