import type { Database } from '../db';

/*
 * The SQL of a member's protection limits (issue 30): the limit rows, the reality-check
 * preference, the sums a limit is checked against and the session start a session limit counts
 * from. protection/limits.ts holds the rules; nothing here decides anything.
 */

export type LimitKindColumn = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriodColumn = 'day' | 'week' | 'month' | 'session';

export interface LimitRow {
  kind: LimitKindColumn;
  period: LimitPeriodColumn;
  /** In force; null = none. Minutes for the session limit, minor units otherwise. */
  amount: number | null;
  /** The change waiting for the cooling-off; null with `pendingAt` set = a removal. */
  pendingAmount: number | null;
  /** When the pending change takes effect; null = nothing pending. */
  pendingAt: number | null;
}

export function limitRowsOf(db: Database, memberId: number): LimitRow[] {
  return db.all<LimitRow>(
    `SELECT kind, period, amount, pending_amount AS pendingAmount, pending_at AS pendingAt
     FROM protection_limits WHERE member_id = ?`,
    [memberId],
  );
}

/** Writes the whole state of one limit (a row exists once a limit was ever set). */
export function writeLimit(db: Database, memberId: number, row: LimitRow, now: number): void {
  db.run(
    `INSERT INTO protection_limits (member_id, kind, period, amount, pending_amount, pending_at,
       updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount,
       pending_amount = excluded.pending_amount, pending_at = excluded.pending_at,
       updated_at = excluded.updated_at`,
    [memberId, row.kind, row.period, row.amount, row.pendingAmount, row.pendingAt, now],
  );
}

/**
 * Every pending change of the member due by `dueBy` takes effect (the cooling-off has passed);
 * answers how many did. Its time of change is when it fell due, or `now` if that is sooner (the
 * dev control applies changes before they are due).
 */
export function applyDueLimits(
  db: Database,
  memberId: number,
  now: number,
  dueBy: number = now,
): number {
  return db.run(
    `UPDATE protection_limits SET amount = pending_amount, pending_amount = NULL,
       pending_at = NULL, updated_at = MIN(pending_at, ?)
     WHERE member_id = ? AND pending_at IS NOT NULL AND pending_at <= ?`,
    [now, memberId, dueBy],
  ).changes;
}

/** The member's reality-check interval in minutes; null = off (or never chosen). */
export function realityCheckMinutesOf(db: Database, memberId: number): number | null {
  return (
    db.get<{ minutes: number | null }>(
      'SELECT reality_check_minutes AS minutes FROM protection_preferences WHERE member_id = ?',
      [memberId],
    )?.minutes ?? null
  );
}

export function setRealityCheckMinutes(
  db: Database,
  memberId: number,
  minutes: number | null,
): void {
  db.run(
    `INSERT INTO protection_preferences (member_id, reality_check_minutes) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    [memberId, minutes],
  );
}

/** Deposits made since `from` that can still count as money in: pending or credited. */
export function depositedSince(db: Database, memberId: number, from: number): number {
  return (
    db.get<{ total: number }>(
      `SELECT TOTAL(amount) AS total FROM deposits
       WHERE member_id = ? AND created_at >= ? AND status IN ('pending', 'credited')`,
      [memberId, from],
    )?.total ?? 0
  );
}

export interface PlayTotals {
  /** Every stake, pushes included: the money put at risk. */
  stakes: number;
  wins: number;
}

/** The stakes and wins of the member's rounds since `from`. */
export function playSince(db: Database, memberId: number, from: number): PlayTotals {
  const row = db.get<PlayTotals>(
    `SELECT TOTAL(stake) AS stakes, TOTAL(win) AS wins FROM bets
     WHERE member_id = ? AND created_at >= ?`,
    [memberId, from],
  );
  return { stakes: row?.stakes ?? 0, wins: row?.wins ?? 0 };
}

/** When the site session of a token (stored as its hash) started; undefined when it is gone. */
export function sessionStartOf(db: Database, tokenHash: string): number | undefined {
  return db.get<{ createdAt: number }>(
    'SELECT created_at AS createdAt FROM sessions WHERE token_hash = ?',
    [tokenHash],
  )?.createdAt;
}

/** When the member's most recently started live session started; undefined without one. */
export function latestSessionStartOf(
  db: Database,
  memberId: number,
  now: number,
): number | undefined {
  return db.get<{ createdAt: number }>(
    `SELECT created_at AS createdAt FROM sessions WHERE member_id = ? AND expires_at > ?
     ORDER BY created_at DESC LIMIT 1`,
    [memberId, now],
  )?.createdAt;
}

/**
 * Moves the start of every session of the member back by `ms` (a dev control: a reality check or a
 * session limit comes due at once). The idle expiry is left alone, so the sessions stay live.
 */
export function ageSessions(db: Database, memberId: number, ms: number): number {
  return db.run('UPDATE sessions SET created_at = created_at - ? WHERE member_id = ?', [
    ms,
    memberId,
  ]).changes;
}

/** The same, for the one session of a token (by its hash). */
export function ageSession(db: Database, tokenHash: string, ms: number): number {
  return db.run('UPDATE sessions SET created_at = created_at - ? WHERE token_hash = ?', [
    ms,
    tokenHash,
  ]).changes;
}

/** The members of every brand with that account name (a dev control's "the account"). */
export function memberIdsWithAccount(db: Database, account: string): number[] {
  return db
    .all<{ id: number }>('SELECT id FROM members WHERE account = ? ORDER BY id', [account])
    .map((row) => row.id);
}
