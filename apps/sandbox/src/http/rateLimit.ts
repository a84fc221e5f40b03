import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db';
import { hitRateLimit } from '../store/security';
import type { RateLimitRule } from '../store/security';
import { ApiError, fail } from './envelope';
import { visitorIp } from './ip';

export type { RateLimitRule } from '../store/security';

/** The limits in force; tests replace them to reach a 429 quickly or to avoid one. */
export interface RateLimits {
  /** GET /wps/system/nonce, per IP: a login or registration needs one nonce. */
  nonce: RateLimitRule;
  /** POST /wps/member/language, per IP. */
  language: RateLimitRule;
  /**
   * The SMS sends (login, register, forgot, the new-IP step): per phone number (the SMS-bomber
   * target) and per IP.
   */
  smsPerPhone: RateLimitRule;
  /** The day's budget of SMS to one number, on top of the cooldown: 1,440 a day was a bomber's. */
  smsPerPhoneDaily: RateLimitRule;
  smsPerIp: RateLimitRule;
  /** Login, per account (or phone) and per IP; a change-password check of the old one counts per account. */
  loginPerAccount: RateLimitRule;
  loginPerIp: RateLimitRule;
  /** GET /wps/captcha, per IP (the spec throttles refresh to once a second on the client). */
  captcha: RateLimitRule;
  /** GET /wps/system/botChallenge, per IP: each challenge is a row until it is used or expires. */
  botChallenge: RateLimitRule;
  /** The e-mails (forgot password, the new-IP code): per address and per IP. */
  emailPerRecipient: RateLimitRule;
  emailPerRecipientDaily: RateLimitRule;
  emailPerIp: RateLimitRule;
  /** Free-play logins, per IP: each one creates a trial account. */
  freeplay: RateLimitRule;
  /** POST /wps/csp-report, per IP: a page reports each violation it meets. */
  cspReport: RateLimitRule;
  /** PUT /wps/feedback, per IP (issue 27): no token, so a flood is counted by address. */
  feedback: RateLimitRule;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  nonce: { limit: 30, windowMs: MINUTE },
  language: { limit: 30, windowMs: MINUTE },
  smsPerPhone: { limit: 1, windowMs: MINUTE },
  smsPerPhoneDaily: { limit: 10, windowMs: DAY },
  smsPerIp: { limit: 10, windowMs: 10 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  captcha: { limit: 30, windowMs: MINUTE },
  botChallenge: { limit: 60, windowMs: MINUTE },
  emailPerRecipient: { limit: 1, windowMs: MINUTE },
  emailPerRecipientDaily: { limit: 10, windowMs: DAY },
  emailPerIp: { limit: 10, windowMs: 10 * MINUTE },
  freeplay: { limit: 10, windowMs: 10 * MINUTE },
  cspReport: { limit: 120, windowMs: MINUTE },
  feedback: { limit: 5, windowMs: 10 * MINUTE },
};

export interface RateLimitOptions {
  db: Database;
  now: () => number;
  /** Names the counter; two limiters never share counts. */
  name: string;
  rule: RateLimitRule;
  /**
   * The key to count against (a phone number, an account); the visitor IP by default. A limiter
   * keyed on body fields runs inside the handler through `enforceRateLimit` instead.
   */
  key?: (c: Context) => string | undefined;
}

/** Middleware that answers 429 with Retry-After and an envelope once the window is full. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const refused = checkRateLimit(c, options, (options.key ?? ipKey)(c) ?? 'unknown');
    if (refused) return refused;
    await next();
  };
}

/** undefined when allowed; otherwise the 429 response to return. */
export function checkRateLimit(
  c: Context,
  options: Pick<RateLimitOptions, 'db' | 'now' | 'name' | 'rule'>,
  key: string,
): Response | undefined {
  const refusal = rateLimitRefusal(options, key);
  if (!refusal) return undefined;
  for (const [name, value] of Object.entries(refusal.headers)) c.header(name, value);
  return fail(c, refusal.status, refusal.message, refusal.code);
}

/**
 * Counts one hit and throws the 429 (with Retry-After) once the window is full: for handlers that
 * check several limits, or limits keyed on what they read from the body (a phone, an account).
 */
export function enforceRateLimit(
  options: Pick<RateLimitOptions, 'db' | 'now' | 'name' | 'rule'>,
  key: string,
): void {
  const refusal = rateLimitRefusal(options, key);
  if (refusal) throw refusal;
}

function rateLimitRefusal(
  { db, now, name, rule }: Pick<RateLimitOptions, 'db' | 'now' | 'name' | 'rule'>,
  key: string,
): ApiError | undefined {
  const result = hitRateLimit(db, `${name}:${key}`, rule, now());
  if (result.allowed) return undefined;
  return new ApiError(
    429,
    `Too many requests; try again in ${result.retryAfter} seconds`,
    'RATE_LIMITED',
    { headers: { 'Retry-After': String(result.retryAfter) } },
  );
}

function ipKey(c: Context): string | undefined {
  return visitorIp(c);
}
