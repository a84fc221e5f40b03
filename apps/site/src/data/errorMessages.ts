import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessageKey, isApiError, type ErrorMessageKey } from '@lobby/api';
import { isChunkLoadError } from '../app/loadChunk';
import {
  PROTECTION_CODE_MESSAGES,
  protectionRefusalMessage,
} from '../features/protection/protectionErrors';
import { CENTRE_CODE_MESSAGES } from './centreErrorMessages';
import { formatInstant } from './formatInstant';

/** The error catalogue (spec section 8) for every message key the api package names. */
const MESSAGES: Readonly<Record<ErrorMessageKey, MessageDescriptor>> = {
  'api.error.network': msg`The network link is abnormal. Please retry.`,
  'api.error.timeout': msg`The page is taking long. Check your network or contact customer service.`,
  'api.error.server': msg`System error. Please try again later.`,
  'api.error.sessionExpired': msg`Please log in.`,
  'api.error.maintenance': msg`We are under maintenance`,
  'api.error.regionRestricted': msg`Access is restricted because of your location or IP address.`,
  'api.error.rateLimited': msg`Too many requests. Please retry after 5 minutes.`,
  'api.error.unknown': msg`System error. Please try again later.`,
};

/**
 * Server failure codes whose text the site owns, so the player reads it in their language (the
 * server's own message is English). The codes are the contract's (`SERVER_CODES` in the api).
 */
const SERVER_CODE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  BAD_CREDENTIALS: msg`Account or password wrong`,
  CAPTCHA_REQUIRED: msg`Enter the characters shown in the picture.`,
  NON_MEMBER: msg`Non-member account unable to login`,
  BOT_CHECK_FAILED: msg`The security check failed. Please try again.`,
  BAD_CODE: msg`The verification code is wrong or has expired.`,
  VERIFICATION_FAILED: msg`The verification has expired. Please log in again.`,
  NONCE_REJECTED: msg`The form has expired. Please try again.`,
  USERNAME_TAKEN: msg`This user name is already taken.`,
  MOBILE_TAKEN: msg`This mobile number is already registered.`,
  EMAIL_TAKEN: msg`This e-mail address is already registered.`,
  INVALID_AFFILIATE: msg`The invitation code is wrong.`,
  FEATURE_DISABLED: msg`This feature is not available.`,
  ACCOUNT_LOCKED: msg`This account is locked after too many failed logins. Reset your password to unlock it.`,
  // Money (doc 2 §8, the api's MONEY_CODES)
  INSUFFICIENT_BALANCE: msg`Insufficient balance.`,
  AMOUNT_OUT_OF_RANGE: msg`The amount is outside the allowed limits.`,
  NOT_FOUND: msg`This record no longer exists. Please refresh.`,
  ILLEGAL_TRANSITION: msg`This has already been answered. Please refresh.`,
  TRIAL_ACCOUNT: msg`Please register a member account first.`,
  NOT_AGENT: msg`Non-agents cannot log in`,
  // Registration (doc 1 §4, §9; issue 29): the form's terms box, ticked, carries both
  TERMS_NOT_ACCEPTED: msg`Accept the terms and conditions and the privacy policy to register.`,
  AGE_NOT_CONFIRMED: msg`Confirm your age to register.`,
  // Player protection (issue 30): a login refused for a break (its end: protectionMessage below)
  ACCOUNT_BREAK: msg`Your account is on a break and cannot be used until it ends.`,
};

/**
 * A login (or a call) refused for a break says until when, with the time zone: the text is in the
 * shell's catalog because the header's login form shows it. The other protection refusals (limits,
 * the session-time limit) show only where the deferred catalog is loaded: their words are there.
 */
function protectionMessage(i18n: I18n, code: string, value: unknown): string | null {
  if (code !== 'ACCOUNT_BREAK') return protectionRefusalMessage(i18n, code, value);
  if (typeof value !== 'object' || value === null) return null;
  const { kind, until } = value as { kind?: unknown; until?: unknown };
  if (until === null) return i18n._(msg`Your account is self-excluded permanently.`);
  if (typeof until !== 'string') return null;
  const time = formatInstant(i18n.locale, until);
  return kind === 'selfExclusion'
    ? i18n._(msg`Your account is self-excluded until ${time}.`)
    : i18n._(msg`You are taking a break until ${time}. You can log in again after that.`);
}

/** The wall-clock time a wait of `seconds` ends, as the player's locale writes it. */
function timeAfter(i18n: I18n, seconds: number): string {
  const end = new Date(Date.now() + seconds * 1000);
  const options = { hour: '2-digit', minute: '2-digit' } as const;
  try {
    return end.toLocaleTimeString(i18n.locale, options);
  } catch {
    // A tag Intl does not know (the pseudo-locale): the time as English writes it.
    return end.toLocaleTimeString('en', options);
  }
}

/**
 * The text a player sees for a failed call. A server failure that carries its own message (such as
 * "username already taken") shows that message unless the site has its own text for the failure's
 * code; everything else uses the catalogue.
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  // The API's own code did not arrive: to the player, the link failed.
  if (isChunkLoadError(error)) return i18n._(MESSAGES['api.error.network']);
  if (!isApiError(error)) return i18n._(MESSAGES['api.error.unknown']);
  // A limit that says when it ends (failed logins in a row, wrong codes): the time to come back.
  if (error.failure.kind === 'rateLimited' && error.failure.retryAfterSeconds !== undefined) {
    const time = timeAfter(i18n, error.failure.retryAfterSeconds);
    return i18n._(msg`Too many attempts. Please retry after ${time}.`);
  }
  if (error.failure.kind === 'server') {
    const withValue =
      error.failure.code === undefined
        ? null
        : protectionMessage(i18n, error.failure.code, error.failure.value);
    if (withValue !== null) return withValue;
    const own =
      error.failure.code === undefined
        ? undefined
        : (SERVER_CODE_MESSAGES[error.failure.code] ??
          CENTRE_CODE_MESSAGES[error.failure.code] ??
          PROTECTION_CODE_MESSAGES[error.failure.code]);
    if (own) return i18n._(own);
    if (error.failure.message) return error.failure.message;
  }
  return i18n._(MESSAGES[errorMessageKey(error)]);
}
