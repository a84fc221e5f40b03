import { randomInt } from 'node:crypto';
import type { IdentityChannel } from '@lobby/api';
import { IDENTITY_CHANNELS } from '@lobby/api';
import { newId, sha256Hex } from '../auth/tokens';
import type { Database } from '../db';
import type { ProviderErrorCode } from './errors';

/** The channels a merchant has switched on, in the order the site shows them. */
export function enabledChannels(db: Database, merchant: string): IdentityChannel[] {
  const on = new Set(
    db
      .all<{ channel: string }>('SELECT channel FROM identity_channels WHERE merchant = ?', [
        merchant,
      ])
      .map((row) => row.channel),
  );
  return IDENTITY_CHANNELS.filter((channel) => on.has(channel));
}

export function isChannelEnabled(db: Database, merchant: string, channel: string): boolean {
  return (
    db.get('SELECT 1 AS one FROM identity_channels WHERE merchant = ? AND channel = ?', [
      merchant,
      channel,
    ]) !== undefined
  );
}

export function setChannel(db: Database, merchant: string, channel: string, on: boolean): void {
  if (on) {
    db.run('INSERT OR IGNORE INTO identity_channels (merchant, channel) VALUES (?, ?)', [
      merchant,
      channel,
    ]);
  } else {
    db.run('DELETE FROM identity_channels WHERE merchant = ? AND channel = ?', [merchant, channel]);
  }
}

export interface PhoneVerification {
  id: string;
  merchant: string;
  phoneNumber: string;
  codeHash: string;
  expiresAt: number;
  attempts: number;
  used: boolean;
}

/** A new code for a phone: its verification id and the code (kept only as a hash). */
export function createVerification(
  db: Database,
  { merchant, phoneNumber, ttlMs }: { merchant: string; phoneNumber: string; ttlMs: number },
  now: number,
): { id: string; code: string } {
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.run(
    `INSERT INTO identity_verifications
       (id, merchant, phone_number, code_hash, created_at, expires_at, attempts, used)
     VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
    [id, merchant, phoneNumber, sha256Hex(`${id}:${code}`), now, now + ttlMs],
  );
  return { id, code };
}

export function findVerification(
  db: Database,
  merchant: string,
  id: string,
): PhoneVerification | undefined {
  const row = db.get<{
    id: string;
    merchant: string;
    phoneNumber: string;
    codeHash: string;
    expiresAt: number;
    attempts: number;
    used: number;
  }>(
    `SELECT id, merchant, phone_number AS phoneNumber, code_hash AS codeHash,
            expires_at AS expiresAt, attempts, used
       FROM identity_verifications WHERE id = ? AND merchant = ?`,
    [id, merchant],
  );
  return row && { ...row, used: row.used === 1 };
}

export function codeMatches(verification: PhoneVerification, code: string): boolean {
  return sha256Hex(`${verification.id}:${code}`) === verification.codeHash;
}

/** A wrong code: one attempt more; the last allowed one spends the verification. */
export function recordWrongCode(db: Database, id: string, maxAttempts: number): void {
  db.run(
    `UPDATE identity_verifications
        SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE used END
      WHERE id = ?`,
    [maxAttempts, id],
  );
}

/** Marks a verification used; false when another confirmation got there first. */
export function spendVerification(db: Database, id: string): boolean {
  return (
    db.run('UPDATE identity_verifications SET used = 1 WHERE id = ? AND used = 0', [id]).changes ===
    1
  );
}

/** Codes sent to a phone since `since`, and the first of them (for the wait's end). */
export function codesSentTo(
  db: Database,
  phoneNumber: string,
  since: number,
): { count: number; first: number | null } {
  const row = db.get<{ count: number; first: number | null }>(
    `SELECT COUNT(*) AS count, MIN(created_at) AS first
       FROM identity_verifications WHERE phone_number = ? AND created_at > ?`,
    [phoneNumber, since],
  );
  return row ?? { count: 0, first: null };
}

export function codesSentBy(db: Database, merchant: string, since: number): number {
  return (
    db.get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM identity_verifications WHERE merchant = ? AND created_at > ?',
      [merchant, since],
    )?.count ?? 0
  );
}

/** Makes the provider answer the merchant's next call with this failure (a dev control). */
export function setNextFault(db: Database, merchant: string, fault: ProviderErrorCode): void {
  db.run(
    `INSERT INTO identity_faults (merchant, fault) VALUES (?, ?)
     ON CONFLICT (merchant) DO UPDATE SET fault = excluded.fault`,
    [merchant, fault],
  );
}

/** The failure set for the merchant's next call, removed as it is taken. */
export function takeNextFault(db: Database, merchant: string): ProviderErrorCode | undefined {
  return db.get<{ fault: ProviderErrorCode }>(
    'DELETE FROM identity_faults WHERE merchant = ? RETURNING fault',
    [merchant],
  )?.fault;
}
