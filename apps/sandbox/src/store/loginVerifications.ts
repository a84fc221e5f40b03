import type { LoginVerificationMethod } from '@lobby/api';
import type { Database } from '../db';
import { newId } from '../auth/tokens';

export const VERIFICATION_TTL_MS = 10 * 60_000;
export const MAX_VERIFICATION_ATTEMPTS = 5;

export interface LoginVerificationRow {
  id: string;
  memberId: number;
  ip: string;
  methods: LoginVerificationMethod[];
  loginMethod: 'password' | 'reset';
  changeFree: boolean;
  /** The login that is held must change its password once through (the forced change). */
  mustChangePassword: boolean;
  attempts: number;
}

export function createLoginVerification(
  db: Database,
  held: Omit<LoginVerificationRow, 'id' | 'attempts'>,
  now: number,
): string {
  const id = newId();
  db.transaction(() => {
    db.run('DELETE FROM login_verifications WHERE expires_at <= ?', [now]);
    db.run(
      `INSERT INTO login_verifications (id, member_id, ip, methods, login_method, change_free,
         must_change, attempts, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      [
        id,
        held.memberId,
        held.ip,
        held.methods.join(','),
        held.loginMethod,
        held.changeFree ? 1 : 0,
        held.mustChangePassword ? 1 : 0,
        now + VERIFICATION_TTL_MS,
      ],
    );
  });
  return id;
}

/** The live verification `id` started from `ip`; undefined when unknown, expired or elsewhere. */
export function findLoginVerification(
  db: Database,
  id: string,
  ip: string,
  now: number,
): LoginVerificationRow | undefined {
  const row = db.get<{
    id: string;
    memberId: number;
    ip: string;
    methods: string;
    loginMethod: 'password' | 'reset';
    changeFree: 0 | 1;
    mustChangePassword: 0 | 1;
    attempts: number;
  }>(
    `SELECT id, member_id AS memberId, ip, methods, login_method AS loginMethod,
       change_free AS changeFree, must_change AS mustChangePassword, attempts
     FROM login_verifications WHERE id = ? AND ip = ? AND expires_at > ?`,
    [id, ip, now],
  );
  if (!row) return undefined;
  return {
    ...row,
    methods: row.methods.split(',').filter(Boolean) as LoginVerificationMethod[],
    changeFree: row.changeFree === 1,
    mustChangePassword: row.mustChangePassword === 1,
  };
}

/** Counts a wrong answer; at the cap the verification is gone and the login must start again. */
export function failLoginVerification(db: Database, id: string): 'retry' | 'exhausted' {
  const row = db.get<{ attempts: number }>(
    'UPDATE login_verifications SET attempts = attempts + 1 WHERE id = ? RETURNING attempts',
    [id],
  );
  if (!row || row.attempts >= MAX_VERIFICATION_ATTEMPTS) {
    db.run('DELETE FROM login_verifications WHERE id = ?', [id]);
    return 'exhausted';
  }
  return 'retry';
}

export function removeLoginVerification(db: Database, id: string): void {
  db.run('DELETE FROM login_verifications WHERE id = ?', [id]);
}
