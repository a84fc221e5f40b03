import { randomBytes } from 'node:crypto';
import type { Database } from '../db';

export const NONCE_TTL_SECONDS = 300;

/** A fresh single-use nonce (16 random bytes, base64url), valid for NONCE_TTL_SECONDS. */
export function issueNonce(db: Database, now: number): { nonce: string; expiresIn: number } {
  const nonce = randomBytes(16).toString('base64url');
  db.transaction(() => {
    // Expired nonces are useless; dropping them here keeps the table as small as the traffic.
    db.run('DELETE FROM nonces WHERE expires_at <= ?', [now]);
    db.run('INSERT INTO nonces (nonce, expires_at) VALUES (?, ?)', [
      nonce,
      now + NONCE_TTL_SECONDS * 1000,
    ]);
  });
  return { nonce, expiresIn: NONCE_TTL_SECONDS };
}

/**
 * true exactly once per issued, unexpired nonce. The single DELETE is the check and the use at
 * once, so two requests racing with the same nonce cannot both succeed.
 */
export function consumeNonce(db: Database, nonce: string, now: number = Date.now()): boolean {
  return (
    db.run('DELETE FROM nonces WHERE nonce = ? AND expires_at > ?', [nonce, now]).changes === 1
  );
}

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the window resets (at least 1 when refused). */
  retryAfter: number;
}

/**
 * Counts one hit against `key` in a fixed window. The counters live in the database, so they hold
 * across restarts and across processes sharing the file — an SMS bomber gains nothing by waiting
 * for a restart. One UPSERT both reads and increments, so concurrent hits never lose a count.
 */
export function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: number,
): RateLimitResult {
  const windowStart = now - (now % rule.windowMs);
  const expiresAt = windowStart + rule.windowMs;
  const row = db.transaction(() => {
    db.run('DELETE FROM rate_limits WHERE expires_at <= ?', [now]);
    return db.get<{ count: number }>(
      `INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start,
         expires_at = excluded.expires_at
       RETURNING count`,
      [key, windowStart, expiresAt],
    );
  });
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfter: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
  };
}
