import type { Database } from '../db';

/**
 * Failed logins per visitor address, in a sliding window: the address's share of the captcha
 * rule (account/lockout.ts). An address is shared by every player behind the same network, so it
 * counts failures across accounts; a spray of guesses at many accounts still reaches it.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** The key of the per-account login rate limit (every attempt, not only failures). */
export function accountFailureKey(merchant: string, account: string): string {
  return `account:${merchant}:${account.toLowerCase()}`;
}

export function ipFailureKey(ip: string): string {
  return `ip:${ip}`;
}

export function recordLoginFailure(db: Database, keys: readonly string[], now: number): void {
  db.transaction(() => {
    db.run('DELETE FROM login_failures WHERE failed_at <= ?', [now - FAILURE_WINDOW_MS]);
    for (const key of keys) {
      db.run('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)', [key, now]);
    }
  });
}

/** The most failures any of `keys` has within the window. */
export function recentFailures(db: Database, keys: readonly string[], now: number): number {
  let most = 0;
  for (const key of keys) {
    const n =
      db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM login_failures WHERE key = ? AND failed_at > ?',
        [key, now - FAILURE_WINDOW_MS],
      )?.n ?? 0;
    most = Math.max(most, n);
  }
  return most;
}
