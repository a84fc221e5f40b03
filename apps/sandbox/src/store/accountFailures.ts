import type { Database } from '../db';

/** An account's failed logins in a row, since its last login or reset. */
export interface AccountFailures {
  consecutive: number;
  lastFailedAt: number;
}

export function getAccountFailures(db: Database, key: string): AccountFailures | undefined {
  return db.get<AccountFailures>(
    `SELECT consecutive, last_failed_at AS lastFailedAt FROM account_failures WHERE key = ?`,
    [key],
  );
}

/** Counts one more failure in a row; answers the new count. One UPSERT, so no count is lost. */
export function addAccountFailure(db: Database, key: string, at: number): number {
  return (
    db.get<{ consecutive: number }>(
      `INSERT INTO account_failures (key, consecutive, last_failed_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         consecutive = consecutive + 1, last_failed_at = excluded.last_failed_at
       RETURNING consecutive`,
      [key, at],
    )?.consecutive ?? 1
  );
}

export function clearAccountFailures(db: Database, key: string): void {
  db.run('DELETE FROM account_failures WHERE key = ?', [key]);
}
