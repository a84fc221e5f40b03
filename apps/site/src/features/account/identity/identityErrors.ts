/**
 * The sign-in provider's failures (doc 1 §8 "Sign-in provider phone errors"): the provider's own
 * codes, and the two the browser raises around its popup. Kept apart from the provider's client so
 * the error catalogue can name them without loading the client.
 */
export const IDENTITY_ERRORS = {
  invalidPhone: 'auth/invalid-phone-number',
  missingPhone: 'auth/missing-phone-number',
  tooManyRequests: 'auth/too-many-requests',
  unknown: 'auth/internal-error',
  invalidCode: 'auth/invalid-verification-code',
  missingCode: 'auth/missing-verification-code',
  codeExpired: 'auth/code-expired',
  captchaFailed: 'auth/captcha-check-failed',
  quotaExceeded: 'auth/quota-exceeded',
  operationNotAllowed: 'auth/operation-not-allowed',
  popupClosed: 'auth/popup-closed-by-user',
  popupBlocked: 'auth/popup-blocked',
  network: 'auth/network-request-failed',
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERRORS)[keyof typeof IDENTITY_ERRORS];

const KNOWN: ReadonlySet<string> = new Set(Object.values(IDENTITY_ERRORS));

/** A refusal of the sign-in provider, or of its popup. */
export class IdentityProviderError extends Error {
  override readonly name = 'IdentityProviderError';
  readonly code: IdentityErrorCode;
  constructor(code: string) {
    super(`Sign-in provider: ${code}`);
    // A code this site does not know is the provider's unknown error.
    this.code = KNOWN.has(code) ? (code as IdentityErrorCode) : IDENTITY_ERRORS.unknown;
  }
}

export function isIdentityProviderError(error: unknown): error is IdentityProviderError {
  return error instanceof IdentityProviderError;
}
