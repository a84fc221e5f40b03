/**
 * Every way a call can fail, as data. The site switches on `kind` to pick a page (maintenance,
 * blocked) or a message (`errorMessageKey`), and never has to look at a raw fetch error.
 */
export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | {
      kind: 'server';
      status: number;
      message?: string;
      code?: string;
      /** What a failure envelope carried besides its message (the new-IP step's challenge). */
      value?: unknown;
    }
  | {
      kind: 'sessionExpired';
      status: number;
      code?: string;
      /**
       * The token the refused call carried; absent when it carried none. Only a refusal of the
       * client's current token ends the session (a stale or foreign token logs nobody out).
       */
      sentToken?: string;
    }
  | { kind: 'maintenance'; endTime?: string }
  | { kind: 'regionRestricted'; ip?: string }
  | {
      kind: 'rateLimited';
      retryAfterSeconds?: number;
      /** The server's code, when it said which limit (LOGIN_BACKOFF, CODE_ATTEMPTS_EXHAUSTED). */
      code?: string;
    }
  | { kind: 'malformed'; status?: number; detail: string };

export type ApiErrorKind = ApiFailure['kind'];
export type ApiFailureOf<K extends ApiErrorKind> = Extract<ApiFailure, { kind: K }>;

export class ApiError<K extends ApiErrorKind = ApiErrorKind> extends Error {
  override readonly name = 'ApiError';
  readonly failure: ApiFailureOf<K>;

  constructor(failure: ApiFailureOf<K>, options?: { cause?: unknown }) {
    // The message is for developers' stack traces only; users see errorMessageKey's text. It holds
    // no request data, so nothing typed by the player can leak through it.
    super(`API call failed: ${failure.kind}`, options);
    this.failure = failure;
  }

  get kind(): K {
    return this.failure.kind;
  }
}

export function isApiError(error: unknown): error is ApiError;
export function isApiError<K extends ApiErrorKind>(error: unknown, kind: K): error is ApiError<K>;
export function isApiError(error: unknown, kind?: ApiErrorKind): boolean {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/**
 * Stable message keys the site translates (the catalogues live in i18n). The spec's catalogue
 * wording is next to each key.
 */
export const ERROR_MESSAGE_KEYS = {
  // "network link abnormal, retry"
  network: 'api.error.network',
  // "page takes long, check network or contact service"
  timeout: 'api.error.timeout',
  // "system error (unknown)" — shown only when the server sent no message of its own; when it
  // did, the site shows failure.message (e.g. "account or password wrong").
  server: 'api.error.server',
  // "please login" — the login dialog opens
  sessionExpired: 'api.error.sessionExpired',
  // "system under maintenance" — the maintenance page
  maintenance: 'api.error.maintenance',
  // "access restricted due to location or IP" — the blocked page
  regionRestricted: 'api.error.regionRestricted',
  // "too many requests (retry after 5 minutes)"
  rateLimited: 'api.error.rateLimited',
  // "system error (unknown)" — the answer did not have the contract's shape
  malformed: 'api.error.unknown',
} as const satisfies Record<ApiErrorKind, string>;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[ApiErrorKind];

/** Pure: the message key of a failure (an ApiError or its `failure`). */
export function errorMessageKey(error: ApiError | ApiFailure): ErrorMessageKey {
  const kind = error instanceof ApiError ? error.kind : error.kind;
  return ERROR_MESSAGE_KEYS[kind];
}
