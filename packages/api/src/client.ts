import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ENCRYPTION_HEADER, KEY_ID_HEADER, importPublicKey, sealEnvelope } from './crypto/envelope';
import { envelopeSchema } from './envelope';
import { ApiError, isApiError } from './errors';
import type { ApiFailure } from './errors';
import { paths } from './paths';
import { callHeaders, type PrefetchedLookup } from './prefetch';
import { SERVER_CODES } from './schemas/session';
import { ENCRYPTION_ALGORITHM, encryptionKeySchema, nonceSchema } from './schemas/system';
import { broadcastSessionEnd } from './session-expiry';

/** The spec's default language setting. */
export const DEFAULT_LANGUAGE = 'MY';
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The longest server-requested wait a retry will honour; longer waits fail at once instead. */
export const MAX_RETRY_AFTER_MS = 3_000;
const RETRY_LIMIT = 2;
/** Statuses of a GET that are hiccups rather than answers: the call is made again. */
const RETRIED_STATUSES: readonly number[] = [408, 429, 500, 502, 504];
const BACKOFF_LIMIT_MS = 2_000;

export interface ApiClientConfig {
  /**
   * Where the `/wps` API lives: '' (the default) is the site's own origin. The site reads it from
   * the one environment variable `VITE_API_BASE_URL`, so a brand can point at the operator's backend
   * without a code change. An absolute `http(s)` URL, or a path on the same origin.
   */
  baseUrl?: string;
  /** The merchant code sent as the `Merchant` header on every call. */
  merchant: string;
  /** Sent as `Device`. @default 'WEB' */
  device?: 'WEB';
  /** Read on every call, so a language switch applies to the next call. @default () => 'MY' */
  language?: () => string;
  /** The session token, if any; sent as `Authorization` to the API's own origin only. */
  getToken?: () => string | null | undefined;
  /**
   * Called in this tab when the server refuses the token this client holds now (401 or its expiry
   * code); the other tabs holding that session hear it through `subscribeSessionExpiry`. A refusal
   * of a call that carried no token, or a token replaced since, calls nothing.
   */
  onSessionExpired?: (error: ApiError<'sessionExpired'>) => void;
  /** Per-attempt timeout in milliseconds. @default 15000 */
  timeout?: number;
  /** Answers the page asked for before the client existed (`prefetchedResponses`), used once. */
  prefetched?: PrefetchedLookup;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiCall<TValue extends v.GenericSchema> {
  method: HttpMethod;
  /** A path from `paths`. A full URL is accepted but never gets the token unless it is the API's. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  json?: unknown;
  /**
   * A multipart/form-data body (a withdrawal's proof images) instead of `json`; the platform sets
   * the content type with its boundary. Never encrypted.
   */
  formData?: FormData;
  /** The schema of `value` in a successful envelope. */
  value: TValue;
  /** Seal `json` in the WebCrypto envelope (ADR 006). */
  encrypted?: boolean;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** The origin that receives the token; undefined when it cannot be known (then none is sent). */
  readonly apiOrigin: string | undefined;
  /** Performs one call and returns its parsed value, or throws `ApiError` (an abort is rethrown). */
  request<TValue extends v.GenericSchema>(call: ApiCall<TValue>): Promise<v.InferOutput<TValue>>;
  /** The URL a call goes to. */
  resolveUrl(path: string, query?: Readonly<Record<string, QueryValue>>): string;
  /** Forgets the cached encryption key (at logout, so the next session fetches a fresh one). */
  clearEncryptionKey(): void;
}

/** The token a call carried (null: none), filled in as the request leaves. */
interface SentToken {
  token: string | null;
}
const SENT_TOKEN = 'sentToken';

interface CachedKey {
  keyId: string;
  publicKey: CryptoKey;
}

const failureBodySchema = v.looseObject({
  success: v.literal(false),
  message: v.optional(v.string()),
  code: v.optional(v.union([v.string(), v.number()])),
  value: v.optional(v.unknown()),
});
// Maintenance and block answers may name an end time or the visitor's address, top level or in value.
const detailSchema = v.looseObject({
  endTime: v.optional(v.string()),
  ip: v.optional(v.string()),
  value: v.optional(v.looseObject({ endTime: v.optional(v.string()), ip: v.optional(v.string()) })),
});

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  const device = config.device ?? 'WEB';
  const language = config.language ?? (() => DEFAULT_LANGUAGE);
  const getToken = config.getToken ?? (() => undefined);
  const apiOrigin = originOf(baseUrl === '' ? '/' : baseUrl);
  const envelopes = new WeakMap<v.GenericSchema, v.GenericSchema>();
  let cachedKey: Promise<CachedKey> | undefined;

  const http: KyInstance = ky.create({
    timeout: config.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: RETRY_LIMIT,
      // A repeated POST could place a bet or move money twice: only reads are retried.
      methods: ['get', 'head'],
      // 503 is maintenance and 401/451 are answers, not hiccups: retrying them only delays the page.
      statusCodes: [...RETRIED_STATUSES],
      afterStatusCodes: [429],
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      backoffLimit: BACKOFF_LIMIT_MS,
      // A server asking for a longer wait than we would honour gets no retry at all: the caller
      // learns at once that it is rate limited (with the wait) instead of stalling.
      shouldRetry: ({ error }) => {
        if (!isHTTPError(error)) return undefined;
        const wait = parseRetryAfter(error.response.headers.get('Retry-After'));
        return wait !== undefined && wait * 1000 > MAX_RETRY_AFTER_MS ? false : undefined;
      },
    },
    hooks: {
      beforeRequest: [
        async ({ request, options }) => {
          // The token is a bearer secret: it goes to the API's origin and nowhere else, whatever
          // URL a caller passed and whatever headers it set.
          request.headers.delete('Authorization');
          const token = getToken();
          const toApi = apiOrigin !== undefined && originOf(request.url) === apiOrigin;
          const headers = callHeaders({
            merchant: config.merchant,
            device,
            language: language(),
            token: toApi ? token : null,
          });
          for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
          // Which token this call carries, for its failure: only a refusal of that token, while it
          // is still the client's, ends the session.
          const sent = options.context[SENT_TOKEN] as SentToken | undefined;
          if (sent) sent.token = headers['Authorization'] ?? null;
          // The page may have asked this very question already (its boot script): that answer
          // stands in for the request, unless it is a hiccup, which is asked again under the
          // retry policy like any other.
          const answer = config.prefetched ? await config.prefetched(request) : undefined;
          return answer && !RETRIED_STATUSES.includes(answer.status) ? answer : undefined;
        },
      ],
    },
  });

  function resolveUrl(path: string, query?: Readonly<Record<string, QueryValue>>): string {
    return callUrl(baseUrl, path, query);
  }

  function envelopeOf(value: v.GenericSchema): v.GenericSchema {
    let schema = envelopes.get(value);
    if (!schema) {
      schema = envelopeSchema(value);
      envelopes.set(value, schema);
    }
    return schema;
  }

  function fail(failure: ApiFailure, cause?: unknown): never {
    const error = new ApiError(failure, { cause });
    // A refusal ends the session only when it answered the token this client holds now: a call
    // that carried none (or went elsewhere), or a token replaced while the call was out (a logout
    // and a new login), logs nobody out. The other tabs hear which session ended, not the token.
    if (isApiError(error, 'sessionExpired')) {
      const { sentToken } = error.failure;
      if (sentToken !== undefined && sentToken === getToken()) {
        cachedKey = undefined;
        broadcastSessionEnd('expired', sentToken);
        config.onSessionExpired?.(error);
      }
    }
    throw error;
  }

  function failFromServerMessage(status: number, body: unknown, sent: SentToken): never {
    const parsed = v.safeParse(failureBodySchema, body);
    const message = parsed.success ? parsed.output.message : undefined;
    const code =
      parsed.success && parsed.output.code !== undefined ? String(parsed.output.code) : undefined;
    const value = parsed.success ? parsed.output.value : undefined;
    if (status === 401 || code === SERVER_CODES.sessionExpired) {
      return fail({
        kind: 'sessionExpired',
        status,
        ...(code === undefined ? {} : { code }),
        ...(sent.token === null ? {} : { sentToken: sent.token }),
      });
    }
    return fail({
      kind: 'server',
      status,
      ...(message === undefined ? {} : { message }),
      ...(code === undefined ? {} : { code }),
      ...(value === undefined || value === null ? {} : { value }),
    });
  }

  function failFromThrown(error: unknown, signal: AbortSignal | undefined, sent: SentToken): never {
    // The caller cancelled: not a failure to report, so it stays the platform's AbortError.
    if (signal?.aborted) throw error;
    if (isApiError(error)) throw error;
    if (isTimeoutError(error)) return fail({ kind: 'timeout' }, error);
    if (isNetworkError(error) || error instanceof TypeError)
      return fail({ kind: 'network' }, error);
    if (isHTTPError(error)) {
      const { status, headers } = error.response;
      const detail = v.safeParse(detailSchema, error.data);
      const info = detail.success ? { ...detail.output, ...detail.output.value } : {};
      switch (status) {
        case 429: {
          const wait = parseRetryAfter(headers.get('Retry-After'));
          const body = v.safeParse(failureBodySchema, error.data);
          const code = body.success ? body.output.code : undefined;
          return fail({
            kind: 'rateLimited',
            ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
            ...(code === undefined ? {} : { code: String(code) }),
          });
        }
        case 451:
          return fail({
            kind: 'regionRestricted',
            ...(info.ip === undefined ? {} : { ip: info.ip }),
          });
        case 503:
          return fail({
            kind: 'maintenance',
            ...(info.endTime === undefined ? {} : { endTime: info.endTime }),
          });
        default:
          return failFromServerMessage(status, error.data, sent);
      }
    }
    throw error;
  }

  async function send<TValue extends v.GenericSchema>(
    call: ApiCall<TValue>,
    json: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<v.InferOutput<TValue>> {
    const sent: SentToken = { token: null };
    let text: string;
    try {
      text = await http(resolveUrl(call.path, call.query), {
        method: call.method,
        ...(call.formData !== undefined && json === undefined
          ? { body: call.formData }
          : json === undefined
            ? {}
            : { json }),
        headers: { ...call.headers, ...extraHeaders },
        ...(call.signal ? { signal: call.signal } : {}),
        context: { [SENT_TOKEN]: sent },
      }).text();
    } catch (error) {
      return failFromThrown(error, call.signal, sent);
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      return fail({ kind: 'malformed', detail: 'The answer is not JSON' }, error);
    }
    const parsed = v.safeParse(envelopeOf(call.value), body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue ? v.getDotPath(issue) : null;
      // Path and message only: the received value could be anything, and is not ours to repeat.
      return fail({
        kind: 'malformed',
        detail: `${where ?? 'body'}: ${issue?.expected ?? 'unexpected shape'}`,
      });
    }
    const envelope = parsed.output as { success: true; value: unknown } | { success: false };
    if (!envelope.success) return failFromServerMessage(200, body, sent);
    return envelope.value;
  }

  function encryptionKey(signal: AbortSignal | undefined): Promise<CachedKey> {
    cachedKey ??= (async () => {
      const published = await send(
        {
          method: 'GET',
          path: paths.systemEncryptionKey,
          value: encryptionKeySchema,
          ...(signal ? { signal } : {}),
        },
        undefined,
      );
      try {
        return { keyId: published.keyId, publicKey: await importPublicKey(published.publicKey) };
      } catch (error) {
        return fail(
          { kind: 'malformed', detail: 'The published encryption key is unusable' },
          error,
        );
      }
    })();
    const pending = cachedKey;
    // A failed fetch must not poison the session: the next call tries again.
    pending.catch(() => {
      if (cachedKey === pending) cachedKey = undefined;
    });
    return pending;
  }

  async function sendEncrypted<TValue extends v.GenericSchema>(
    call: ApiCall<TValue>,
  ): Promise<v.InferOutput<TValue>> {
    for (let attempt = 0; ; attempt += 1) {
      const key = await encryptionKey(call.signal);
      const { nonce } = await send(
        {
          method: 'GET',
          path: paths.systemNonce,
          value: nonceSchema,
          ...(call.signal ? { signal: call.signal } : {}),
        },
        undefined,
      );
      const sealed = await sealEnvelope(key, nonce, call.json);
      try {
        return await send(call, sealed, {
          [ENCRYPTION_HEADER]: ENCRYPTION_ALGORITHM,
          [KEY_ID_HEADER]: key.keyId,
        });
      } catch (error) {
        // The server rotated its key: fetch the new one and seal again, once.
        const rotated =
          isApiError(error, 'server') && error.failure.code === SERVER_CODES.unknownKeyId;
        if (!rotated || attempt > 0) throw error;
        cachedKey = undefined;
      }
    }
  }

  return {
    apiOrigin,
    resolveUrl,
    clearEncryptionKey() {
      cachedKey = undefined;
    },
    request(call) {
      return call.encrypted ? sendEncrypted(call) : send(call, call.json);
    },
  };
}

/**
 * The URL of a call: `path` under the API's base URL (a full URL is kept), with the query's
 * defined values appended in order.
 */
export function callUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//');
  let url = isAbsolute ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) params.append(name, String(value));
    }
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

/** The origin of a URL, resolved against the page when there is one; undefined if unknowable. */
function originOf(url: string): string | undefined {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    const origin = new URL(url, page).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * `Retry-After` in whole seconds: either delta-seconds or an HTTP date. Undefined when absent or
 * unreadable.
 */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Only the IMF-fixdate form HTTP mandates; Date.parse alone accepts almost anything ('-1').
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed)) {
    return undefined;
  }
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
