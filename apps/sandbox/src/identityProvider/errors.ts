/**
 * The simulated identity provider's failure codes (doc 1 §8 "Sign-in provider phone errors"), named
 * as the provider names them (`auth/...`). The site shows one message for each.
 */
export const PROVIDER_ERRORS = {
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
} as const;
export type ProviderErrorCode = (typeof PROVIDER_ERRORS)[keyof typeof PROVIDER_ERRORS];

export const PROVIDER_ERROR_CODES: readonly ProviderErrorCode[] = Object.values(PROVIDER_ERRORS);

/** How long a phone that asked for too many codes waits (doc 1 §8: "retry after 5 minutes"). */
export const TOO_MANY_REQUESTS_WAIT_MS = 5 * 60_000;

const STATUS: Record<ProviderErrorCode, 400 | 403 | 429 | 500> = {
  'auth/invalid-phone-number': 400,
  'auth/missing-phone-number': 400,
  'auth/too-many-requests': 429,
  'auth/internal-error': 500,
  'auth/invalid-verification-code': 400,
  'auth/missing-verification-code': 400,
  'auth/code-expired': 400,
  'auth/captcha-check-failed': 400,
  'auth/quota-exceeded': 429,
  'auth/operation-not-allowed': 403,
};

/** A refusal of the provider: its HTTP status and `{ error: { code, message } }` body. */
export class ProviderError extends Error {
  readonly status: 400 | 403 | 429 | 500;
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    /** Seconds before asking again (too-many-requests). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}
