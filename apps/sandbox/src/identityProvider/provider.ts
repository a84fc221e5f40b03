import type { Database } from '../db';
import { sendMessage } from '../store/outbox';
import { PROVIDER_ERRORS, ProviderError, TOO_MANY_REQUESTS_WAIT_MS } from './errors';
import type { ProviderErrorCode } from './errors';
import {
  codeMatches,
  codesSentBy,
  codesSentTo,
  createVerification,
  findVerification,
  isChannelEnabled,
  recordWrongCode,
  spendVerification,
  takeNextFault,
} from './store';
import { signIdToken } from './token';

/** A code lives 5 minutes; five wrong entries spend it. */
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** At most three codes to one phone in 5 minutes; the fourth waits (doc 1 §8: 5 minutes). */
export const CODES_PER_PHONE = 3;
/** The merchant's daily SMS quota with the provider (the "quota not sufficient" error). */
export const DAILY_SMS_QUOTA = 1000;
const DAY_MS = 24 * 60 * 60_000;
const E164 = /^\+[1-9]\d{6,14}$/;

export interface ProviderCall {
  db: Database;
  merchant: string;
  now: number;
}

const MESSAGES: Record<ProviderErrorCode, string> = {
  'auth/invalid-phone-number': 'The phone number is not a valid E.164 number',
  'auth/missing-phone-number': 'A phone number is required',
  'auth/too-many-requests': 'Too many requests from this phone number: try again later',
  'auth/internal-error': 'An internal error has occurred',
  'auth/invalid-verification-code': 'The verification code is invalid',
  'auth/missing-verification-code': 'A verification code is required',
  'auth/code-expired': 'The verification code has expired',
  'auth/captcha-check-failed': 'The reCAPTCHA response is missing or invalid',
  'auth/quota-exceeded': "The project's SMS quota is exceeded",
  'auth/operation-not-allowed': 'This sign-in channel is not enabled for the project',
};

function refuse(code: ProviderErrorCode, retryAfter?: number): never {
  throw new ProviderError(code, MESSAGES[code], retryAfter);
}

/** A failure a dev control asked for answers this call instead of the provider's own rules. */
function injectedFault({ db, merchant }: ProviderCall): void {
  const fault = takeNextFault(db, merchant);
  if (fault !== undefined) {
    refuse(
      fault,
      fault === PROVIDER_ERRORS.tooManyRequests ? TOO_MANY_REQUESTS_WAIT_MS / 1000 : undefined,
    );
  }
}

function requireChannel({ db, merchant }: ProviderCall, channel: string): void {
  if (!isChannelEnabled(db, merchant, channel)) refuse(PROVIDER_ERRORS.operationNotAllowed);
}

/**
 * Sends a code to a phone by SMS (to the dev outbox): the merchant's phone channel, the invisible
 * captcha's token, the number, the phone's and the merchant's limits. Answers the verification id.
 */
export function sendPhoneCode(
  call: ProviderCall,
  {
    phoneNumber,
    recaptchaToken,
  }: { phoneNumber?: string | undefined; recaptchaToken?: string | undefined },
): { verificationId: string } {
  injectedFault(call);
  requireChannel(call, 'phone');
  // The invisible captcha runs in the page before every send; without its token nothing is sent.
  if (!recaptchaToken?.trim()) refuse(PROVIDER_ERRORS.captchaFailed);
  const phone = phoneNumber?.trim() ?? '';
  if (phone === '') refuse(PROVIDER_ERRORS.missingPhone);
  if (!E164.test(phone)) refuse(PROVIDER_ERRORS.invalidPhone);
  const { db, merchant, now } = call;
  const recent = codesSentTo(db, phone, now - TOO_MANY_REQUESTS_WAIT_MS);
  if (recent.count >= CODES_PER_PHONE) {
    const waitMs = (recent.first ?? now) + TOO_MANY_REQUESTS_WAIT_MS - now;
    refuse(PROVIDER_ERRORS.tooManyRequests, Math.max(1, Math.ceil(waitMs / 1000)));
  }
  if (codesSentBy(db, merchant, now - DAY_MS) >= DAILY_SMS_QUOTA) {
    refuse(PROVIDER_ERRORS.quotaExceeded);
  }
  const { id, code } = createVerification(
    db,
    { merchant, phoneNumber: phone, ttlMs: CODE_TTL_MS },
    now,
  );
  sendMessage(db, { channel: 'sms', to: phone, body: `${code} is your verification code.` }, now);
  return { verificationId: id };
}

/** Confirms a code: answers the signed ID token naming the phone number and the phone channel. */
export function confirmPhoneCode(
  call: ProviderCall,
  { verificationId, code }: { verificationId?: string | undefined; code?: string | undefined },
): { idToken: string; phoneNumber: string; channel: 'phone' } {
  injectedFault(call);
  requireChannel(call, 'phone');
  const given = code?.trim() ?? '';
  if (given === '') refuse(PROVIDER_ERRORS.missingCode);
  const { db, merchant, now } = call;
  const verification = findVerification(db, merchant, verificationId ?? '');
  if (!verification) refuse(PROVIDER_ERRORS.invalidCode);
  if (verification.used || verification.expiresAt <= now) refuse(PROVIDER_ERRORS.codeExpired);
  if (!codeMatches(verification, given)) {
    recordWrongCode(db, verification.id, MAX_CODE_ATTEMPTS);
    refuse(PROVIDER_ERRORS.invalidCode);
  }
  // Two confirmations of one code racing: one token only.
  if (!spendVerification(db, verification.id)) refuse(PROVIDER_ERRORS.codeExpired);
  const phoneNumber = verification.phoneNumber;
  return {
    idToken: signIdToken({ aud: merchant, phoneNumber, channel: 'phone' }, now),
    phoneNumber,
    channel: 'phone',
  };
}

/**
 * The popup's sign-in with a social account (the simulated provider's accounts are known by the
 * phone number they verified): the merchant's channel, then the token naming that phone.
 */
export function signInWithAccount(
  call: ProviderCall,
  { channel, phoneNumber }: { channel: string; phoneNumber?: string | undefined },
): { idToken: string; phoneNumber: string; channel: string } {
  injectedFault(call);
  if (channel === 'phone') refuse(PROVIDER_ERRORS.operationNotAllowed);
  requireChannel(call, channel);
  const phone = phoneNumber?.trim() ?? '';
  if (phone === '') refuse(PROVIDER_ERRORS.missingPhone);
  if (!E164.test(phone)) refuse(PROVIDER_ERRORS.invalidPhone);
  const { merchant, now } = call;
  return {
    idToken: signIdToken({ aud: merchant, phoneNumber: phone, channel }, now),
    phoneNumber: phone,
    channel,
  };
}
