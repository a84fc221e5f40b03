import type { Database } from '../db';

/**
 * Failures counted for the captcha marker, within 15 minutes: three on one account, or ten from one
 * address. An address is shared by every player behind the same network, so it gets more room; a
 * spray of guesses across accounts still reaches it.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 10;

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

/** Whether the next login of the account, from the address, must carry a captcha. */
export function captchaDue(
  db: Database,
  { accountKey, ipKey }: { accountKey: string; ipKey: string },
  now: number,
): boolean {
  return (
    recentFailures(db, [accountKey], now) >= CAPTCHA_AFTER_FAILURES ||
    recentFailures(db, [ipKey], now) >= CAPTCHA_AFTER_ADDRESS_FAILURES
  );
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

/** A successful login clears its account's count (the address keeps its own). */
export function clearLoginFailures(db: Database, key: string): void {
  db.run('DELETE FROM login_failures WHERE key = ?', [key]);
}
