import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@lobby/api';
import { isIdentityProviderError, type IdentityErrorCode } from './identityErrors';

// Part of the error catalogue (data/errorMessages.ts reads it), kept here so its translations are
// in the deferred catalog (lingui.config.ts): they are needed only once a form uses the provider,
// which loads that catalog first (useIdentity), and the first visit's shell catalog stays as it was.

/**
 * The sign-in provider's failures (doc 1 §8 "Sign-in provider phone errors"), each with what to
 * do next.
 */
const IDENTITY_MESSAGES: Readonly<Record<IdentityErrorCode, MessageDescriptor>> = {
  'auth/invalid-phone-number': msg`The phone number is not valid. Check it and try again.`,
  'auth/missing-phone-number': msg`Enter your phone number.`,
  'auth/too-many-requests': msg`Too many requests. Please retry after 5 minutes.`,
  'auth/internal-error': msg`The sign-in provider had an unknown error. Please contact customer service.`,
  'auth/invalid-verification-code': msg`The verification code is wrong. Check it and try again.`,
  'auth/missing-verification-code': msg`Enter the verification code.`,
  'auth/code-expired': msg`The verification code has expired. Please send a new code.`,
  'auth/captcha-check-failed': msg`The security check failed. Please send the code again.`,
  'auth/quota-exceeded': msg`The SMS quota is not sufficient right now. Please try again later or contact customer service.`,
  'auth/operation-not-allowed': msg`This sign-in method is not allowed on this site. Please log in another way.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before you finished. Please try again.`,
  'auth/popup-blocked': msg`Allow popups for this site and retry.`,
  'auth/network-request-failed': msg`The network link is abnormal. Please retry.`,
};

// The codes as the api's SERVER_CODES names them, written out: the api's schemas load with the
// first call, not with this catalogue.
const SERVER_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  IDENTITY_TOKEN_INVALID: msg`The sign-in provider could not confirm your phone number. Please verify it again.`,
  IDENTITY_ACCOUNT_UNKNOWN: msg`No account uses this phone number. Please register first.`,
};

/** The message of a sign-in provider failure, or of the server's refusal of its token. */
export function identityErrorMessage(i18n: I18n, error: unknown): string | undefined {
  if (isIdentityProviderError(error)) return i18n._(IDENTITY_MESSAGES[error.code]);
  if (isApiError(error, 'server') && error.failure.code !== undefined) {
    const own = SERVER_MESSAGES[error.failure.code];
    if (own) return i18n._(own);
  }
  return undefined;
}
