import type { Database } from '../db';

export type CodePurpose = 'login' | 'register' | 'forgot' | 'new-ip' | 'bind';

export interface CodeTarget {
  merchant: string;
  purpose: CodePurpose;
  /** `+<dialing code><number>` or an e-mail address. */
  recipient: string;
}

export interface CodeRow {
  codeHash: string;
  attempts: number;
  expiresAt: number;
}

const KEY = 'merchant = ? AND purpose = ? AND recipient = ?';
const keyOf = (target: CodeTarget) => [target.merchant, target.purpose, target.recipient];

/** Stores the code of a target, replacing any earlier one (which then no longer works). */
export function saveCode(
  db: Database,
  target: CodeTarget,
  codeHash: string,
  expiresAt: number,
  now: number,
): void {
  db.transaction(() => {
    db.run('DELETE FROM verification_codes WHERE expires_at <= ?', [now]);
    db.run(
      `INSERT INTO verification_codes (merchant, purpose, recipient, code_hash, attempts, expires_at)
       VALUES (?, ?, ?, ?, 0, ?)
       ON CONFLICT (merchant, purpose, recipient) DO UPDATE SET
         code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
      [...keyOf(target), codeHash, expiresAt],
    );
  });
}

export function findCode(db: Database, target: CodeTarget): CodeRow | undefined {
  return db.get<CodeRow>(
    `SELECT code_hash AS codeHash, attempts, expires_at AS expiresAt FROM verification_codes
     WHERE ${KEY}`,
    keyOf(target),
  );
}

export function deleteCode(db: Database, target: CodeTarget): void {
  db.run(`DELETE FROM verification_codes WHERE ${KEY}`, keyOf(target));
}

export function countCodeAttempt(db: Database, target: CodeTarget): void {
  db.run(`UPDATE verification_codes SET attempts = attempts + 1 WHERE ${KEY}`, keyOf(target));
}

/** One wrong code entered for a recipient (whatever the purpose), kept for the daily count. */
export function recordCodeFailure(
  db: Database,
  merchant: string,
  recipient: string,
  at: number,
): void {
  db.run('INSERT INTO code_failures (merchant, recipient, failed_at) VALUES (?, ?, ?)', [
    merchant,
    recipient.toLowerCase(),
    at,
  ]);
}

/** When each wrong code for the recipient after `since` was entered, oldest first. */
export function codeFailuresSince(
  db: Database,
  merchant: string,
  recipient: string,
  since: number,
): number[] {
  return db
    .all<{ failedAt: number }>(
      `SELECT failed_at AS failedAt FROM code_failures
       WHERE merchant = ? AND recipient = ? AND failed_at > ? ORDER BY failed_at`,
      [merchant, recipient.toLowerCase(), since],
    )
    .map((row) => row.failedAt);
}

/** Failures older than the window count for nothing: dropped so the table stays small. */
export function forgetCodeFailures(db: Database, before: number): void {
  db.run('DELETE FROM code_failures WHERE failed_at <= ?', [before]);
}
