import type { GameType, PointsEarnType } from '@lobby/api';
import type { Database } from '../db';
import { EARN_CATEGORY_OF, EARN_RATES, pointsEarned } from './rules';
import { PointsRefusal } from './refusal';

/*
 * The points ledger: one row per change of a member's points; the balance is their sum (no
 * stored balance to drift from it). Every function that writes here runs inside the caller's
 * transaction (Database.transaction is BEGIN IMMEDIATE), so the balance read before a spend is
 * still the balance when the spend is written; the CHECK (balance_after >= 0) stands behind it.
 */

export interface PointsRow {
  id: number;
  memberId: number;
  earnType: PointsEarnType;
  points: number;
  balanceAfter: number;
  refId: number | null;
  createdAt: number;
}

export function pointsOf(db: Database, memberId: number): number {
  return (
    db.get<{ total: number }>(
      'SELECT COALESCE(SUM(points), 0) AS total FROM points_transactions WHERE member_id = ?',
      [memberId],
    )?.total ?? 0
  );
}

/**
 * Writes one row (points signed, never zero); answers it. A spend that would take the member
 * below zero is refused before anything is written.
 */
export function recordPoints(
  db: Database,
  row: {
    memberId: number;
    earnType: PointsEarnType;
    points: number;
    refId: number | null;
    now: number;
  },
): PointsRow {
  if (!Number.isSafeInteger(row.points) || row.points === 0) {
    throw new Error(`A points row moves a whole, non-zero number of points, not ${row.points}`);
  }
  const after = pointsOf(db, row.memberId) + row.points;
  if (after < 0) throw new PointsRefusal('notEnoughPoints', 'Not enough points');
  const id = db.run(
    `INSERT INTO points_transactions (member_id, earn_type, points, balance_after, ref_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [row.memberId, row.earnType, row.points, after, row.refId, row.now],
  ).lastInsertRowid;
  return { id, ...row, balanceAfter: after, createdAt: row.now };
}

/** The points a round's valid bet earns, written with the bet (wallet/bets.ts calls it). */
export function earnFromBet(
  db: Database,
  bet: { memberId: number; gameType: GameType; validBet: number; betId: number; now: number },
): void {
  const earnType = EARN_CATEGORY_OF[bet.gameType];
  const points = pointsEarned(bet.validBet, EARN_RATES[earnType]);
  if (points === 0) return;
  recordPoints(db, { memberId: bet.memberId, earnType, points, refId: bet.betId, now: bet.now });
}

/** The points a credited deposit earns, written with the credit (wallet/money.ts calls it). */
export function earnFromDeposit(
  db: Database,
  deposit: { memberId: number; amount: number; depositId: number; now: number },
): void {
  const points = pointsEarned(deposit.amount, EARN_RATES.deposit);
  if (points === 0) return;
  recordPoints(db, {
    memberId: deposit.memberId,
    earnType: 'deposit',
    points,
    refId: deposit.depositId,
    now: deposit.now,
  });
}

/** A page of the member's ledger, newest first, of one earn type or all. */
export function listPoints(
  db: Database,
  query: { memberId: number; earnType?: PointsEarnType | undefined; limit: number; offset: number },
): { rows: PointsRow[]; total: number } {
  const where = query.earnType === undefined ? 'member_id = ?' : 'member_id = ? AND earn_type = ?';
  const params = query.earnType === undefined ? [query.memberId] : [query.memberId, query.earnType];
  const rows = db.all<PointsRow>(
    `SELECT id, member_id AS memberId, earn_type AS earnType, points, balance_after AS balanceAfter,
       ref_id AS refId, created_at AS createdAt
     FROM points_transactions WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    [...params, query.limit, query.offset],
  );
  const total =
    db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM points_transactions WHERE ${where}`, params)
      ?.n ?? 0;
  return { rows, total };
}
