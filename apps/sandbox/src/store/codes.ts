import type { Database } from '../db';
import { sha256Hex, sixDigitCode } from '../auth/tokens';

export type CodePurpose = 'login' | 'register' | 'forgot' | 'new-ip';

/** The `expiredMinutes` every send answers: the code's life and the client's countdown. */
export const CODE_TTL_MINUTES = 5;
/** Wrong tries before a code dies: a million codes against five guesses. */
export const MAX_CODE_ATTEMPTS = 5;

export interface CodeTarget {
  merchant: string;
  purpose: CodePurpose;
  /** `+<dialing code><number>` or an e-mail address. */
  recipient: string;
}

/**
 * A fresh six-digit code for the target, replacing any earlier one. Only a hash is kept: the
 * attempt cap, not the hash, is what protects a six-digit code, but a glance at the table shows none.
 */
export function issueCode(db: Database, target: CodeTarget, now: number): string {
  const code = sixDigitCode();
  db.transaction(() => {
    db.run('DELETE FROM verification_codes WHERE expires_at <= ?', [now]);
    db.run(
      `INSERT INTO verification_codes (merchant, purpose, recipient, code_hash, attempts, expires_at)
       VALUES (?, ?, ?, ?, 0, ?)
       ON CONFLICT (merchant, purpose, recipient) DO UPDATE SET
         code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
      [
        target.merchant,
        target.purpose,
        target.recipient,
        codeHash(target, code),
        now + CODE_TTL_MINUTES * 60_000,
      ],
    );
  });
  return code;
}

/**
 * true once for the right code before it expires (it is then used up). A wrong code counts an
 * attempt; the fifth wrong one deletes the code, so a new one must be sent.
 */
export function checkCode(db: Database, target: CodeTarget, code: string, now: number): boolean {
  return db.transaction(() => {
    const key = [target.merchant, target.purpose, target.recipient];
    const row = db.get<{ codeHash: string; attempts: number; expiresAt: number }>(
      `SELECT code_hash AS codeHash, attempts, expires_at AS expiresAt FROM verification_codes
       WHERE merchant = ? AND purpose = ? AND recipient = ?`,
      key,
    );
    if (!row) return false;
    if (row.expiresAt <= now) {
      db.run(
        'DELETE FROM verification_codes WHERE merchant = ? AND purpose = ? AND recipient = ?',
        key,
      );
      return false;
    }
    if (row.codeHash === codeHash(target, code.trim())) {
      db.run(
        'DELETE FROM verification_codes WHERE merchant = ? AND purpose = ? AND recipient = ?',
        key,
      );
      return true;
    }
    if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) {
      db.run(
        'DELETE FROM verification_codes WHERE merchant = ? AND purpose = ? AND recipient = ?',
        key,
      );
    } else {
      db.run(
        `UPDATE verification_codes SET attempts = attempts + 1
         WHERE merchant = ? AND purpose = ? AND recipient = ?`,
        key,
      );
    }
    return false;
  });
}

function codeHash(target: CodeTarget, code: string): string {
  return sha256Hex(`${target.merchant}:${target.purpose}:${target.recipient}:${code}`);
}
