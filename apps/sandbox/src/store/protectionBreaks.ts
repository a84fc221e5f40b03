import type { BreakKind } from '@lobby/core';
import type { Database } from '../db';

/*
 * A member's time-out or self-exclusion (protection_breaks: one row per member). A break runs from
 * `startedAt` until `until` (null: for ever); once `until` has passed the row stays as history and
 * the next break replaces it. A running break is only ever extended, never shortened or lifted.
 */

export interface BreakRow {
  memberId: number;
  kind: BreakKind;
  startedAt: number;
  /** Epoch ms; null = permanent. */
  until: number | null;
}

/**
 * The ids of the members on a break at `:breakAt` (bind it), for `member_id NOT IN (...)`: the one
 * definition of "running" that SQL (settlement) and TypeScript (`isRunning`) share.
 */
export const ON_BREAK_SQL = `SELECT member_id FROM protection_breaks
  WHERE started_at <= :breakAt AND (until IS NULL OR until > :breakAt)`;

export function isRunning(row: BreakRow, now: number): boolean {
  return row.startedAt <= now && (row.until === null || row.until > now);
}

const COLUMNS = 'member_id AS memberId, kind, started_at AS startedAt, until';

/** The member's break if it runs at `now`, else undefined (none, or one that has ended). */
export function runningBreakOf(db: Database, memberId: number, now: number): BreakRow | undefined {
  const row = db.get<BreakRow>(`SELECT ${COLUMNS} FROM protection_breaks WHERE member_id = ?`, [
    memberId,
  ]);
  return row !== undefined && isRunning(row, now) ? row : undefined;
}

/** The running breaks of these members at `now`, by member id (members without one are absent). */
export function runningBreaksOf(
  db: Database,
  memberIds: readonly number[],
  now: number,
): Map<number, BreakRow> {
  const breaks = new Map<number, BreakRow>();
  if (memberIds.length === 0) return breaks;
  // One query for the page: the ids travel as a JSON array, not as a variable list of parameters.
  const rows = db.all<BreakRow>(
    `SELECT ${COLUMNS} FROM protection_breaks
     WHERE member_id IN (SELECT value FROM json_each(:ids))
       AND started_at <= :breakAt AND (until IS NULL OR until > :breakAt)`,
    { ids: JSON.stringify(memberIds), breakAt: now },
  );
  for (const row of rows) breaks.set(row.memberId, row);
  return breaks;
}

/** The later of two ends, where null (permanent) is later than any time. */
function laterEnd(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : Math.max(a, b);
}

/**
 * Writes a break taken at `now` ending at `until`, and answers the break as it now stands. Over a
 * running break the later end wins (a permanent one stays permanent) and the kind follows the end
 * that won, so a second break can extend the first but never shorten it. Over a break that has
 * ended, the new one starts afresh. Call it inside the caller's transaction.
 */
export function extendBreak(
  db: Database,
  taken: { memberId: number; kind: BreakKind; until: number | null; now: number },
): BreakRow {
  const current = db.get<BreakRow>(`SELECT ${COLUMNS} FROM protection_breaks WHERE member_id = ?`, [
    taken.memberId,
  ]);
  let next: BreakRow = {
    memberId: taken.memberId,
    kind: taken.kind,
    startedAt: taken.now,
    until: taken.until,
  };
  if (current !== undefined && isRunning(current, taken.now)) {
    const until = laterEnd(current.until, taken.until);
    // An equal end keeps what runs: nothing about the break changes.
    const newWins = until !== current.until;
    next = { ...current, kind: newWins ? taken.kind : current.kind, until };
  }
  db.run(
    `INSERT INTO protection_breaks (member_id, kind, started_at, until) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET kind = excluded.kind,
       started_at = excluded.started_at, until = excluded.until`,
    [next.memberId, next.kind, next.startedAt, next.until],
  );
  return next;
}
