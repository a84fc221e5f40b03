import type { Database } from '../db';
import { newToken, sha256Hex } from '../auth/tokens';

/** A session ends after 2 hours without a call (sliding), and 12 hours after login in any case. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;

export type LoginMethod = 'password' | 'sms' | 'register' | 'freeplay' | 'reset';

export interface Session {
  tokenHash: string;
  memberId: number;
  loginMethod: LoginMethod;
  /** The session itself proved the member: a password change needs no old password. */
  changeFree: boolean;
  /**
   * The forced change is pending: every member call but change password and logout is refused
   * until the password is changed.
   */
  mustChangePassword: boolean;
  createdAt: number;
  expiresAt: number;
}

/** Starts a session and returns its token: the only time the token exists outside the client. */
export function createSession(
  db: Database,
  session: {
    memberId: number;
    loginMethod: LoginMethod;
    changeFree: boolean;
    mustChangePassword: boolean;
  },
  now: number,
): string {
  const token = newToken();
  db.transaction(() => {
    // Expired sessions are useless; dropping them here keeps the table as small as the traffic.
    db.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
    db.run(
      `INSERT INTO sessions (token_hash, member_id, login_method, change_free, must_change,
         created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        sha256Hex(token),
        session.memberId,
        session.loginMethod,
        session.changeFree ? 1 : 0,
        session.mustChangePassword ? 1 : 0,
        now,
        now + SESSION_IDLE_MS,
      ],
    );
  });
  return token;
}

/**
 * The live session of `token` on `merchant`'s site, its idle expiry pushed forward (never past the
 * absolute limit); undefined for an unknown or expired token, or one of another brand. An expired
 * row is deleted on the way.
 */
export function resumeSession(
  db: Database,
  token: string,
  merchant: string,
  now: number,
): Session | undefined {
  const tokenHash = sha256Hex(token);
  const row = db.get<
    Omit<Session, 'changeFree' | 'mustChangePassword'> & {
      changeFree: 0 | 1;
      mustChangePassword: 0 | 1;
    }
  >(
    `SELECT s.token_hash AS tokenHash, s.member_id AS memberId, s.login_method AS loginMethod,
       s.change_free AS changeFree, s.must_change AS mustChangePassword,
       s.created_at AS createdAt, s.expires_at AS expiresAt
     FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = ? AND m.merchant = ?`,
    [tokenHash, merchant],
  );
  if (!row) return undefined;
  if (row.expiresAt <= now) {
    db.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash]);
    return undefined;
  }
  const expiresAt = Math.min(now + SESSION_IDLE_MS, row.createdAt + SESSION_MAX_MS);
  db.run('UPDATE sessions SET expires_at = ? WHERE token_hash = ?', [expiresAt, tokenHash]);
  return {
    ...row,
    changeFree: row.changeFree === 1,
    mustChangePassword: row.mustChangePassword === 1,
    expiresAt,
  };
}

export function endSession(db: Database, tokenHash: string): void {
  db.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash]);
}

/** Ends every session of the member except `keep` (after a password change). */
export function endOtherSessions(db: Database, memberId: number, keep: string): number {
  return db.run('DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?', [memberId, keep])
    .changes;
}

export function endAllSessions(db: Database, memberId: number): number {
  return db.run('DELETE FROM sessions WHERE member_id = ?', [memberId]).changes;
}

/** After a password change the session is an ordinary one again: no forced change pending. */
export function clearChangeFree(db: Database, tokenHash: string): void {
  db.run('UPDATE sessions SET change_free = 0, must_change = 0 WHERE token_hash = ?', [tokenHash]);
}

export function countSessions(db: Database, memberId: number): number {
  return (
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE member_id = ?', [memberId])
      ?.n ?? 0
  );
}
