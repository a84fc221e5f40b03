import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db';
import { hitRateLimit } from '../store/security';
import type { RateLimitRule } from '../store/security';
import { fail } from './envelope';
import { visitorIp } from './ip';

export type { RateLimitRule } from '../store/security';

/** The limits in force; tests replace them to reach a 429 quickly or to avoid one. */
export interface RateLimits {
  /** GET /wps/system/nonce, per IP: a login or registration needs one nonce. */
  nonce: RateLimitRule;
  /** POST /wps/member/language, per IP. */
  language: RateLimitRule;
  /** Ready for the SMS routes: per phone number (the SMS-bomber target) and per IP. */
  smsPerPhone: RateLimitRule;
  smsPerIp: RateLimitRule;
  /** Ready for the login route: per account and per IP. */
  loginPerAccount: RateLimitRule;
  loginPerIp: RateLimitRule;
  /** Ready for the captcha route (the spec throttles refresh to once a second on the client). */
  captcha: RateLimitRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  nonce: { limit: 30, windowMs: MINUTE },
  language: { limit: 30, windowMs: MINUTE },
  smsPerPhone: { limit: 1, windowMs: MINUTE },
  smsPerIp: { limit: 10, windowMs: 10 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  captcha: { limit: 30, windowMs: MINUTE },
};

export interface RateLimitOptions {
  db: Database;
  now: () => number;
  /** Names the counter; two limiters never share counts. */
  name: string;
  rule: RateLimitRule;
  /**
   * The key to count against (a phone number, an account); the visitor IP by default. A limiter
   * keyed on body fields runs inside the handler through `checkRateLimit` instead.
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
  { db, now, name, rule }: Pick<RateLimitOptions, 'db' | 'now' | 'name' | 'rule'>,
  key: string,
): Response | undefined {
  const result = hitRateLimit(db, `${name}:${key}`, rule, now());
  if (result.allowed) return undefined;
  c.header('Retry-After', String(result.retryAfter));
  return fail(
    c,
    429,
    `Too many requests; try again in ${result.retryAfter} seconds`,
    'RATE_LIMITED',
  );
}

function ipKey(c: Context): string | undefined {
  return visitorIp(c);
}
