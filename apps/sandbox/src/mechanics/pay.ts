import type { Database } from '../db';
import { isUniqueViolation } from '../store/members';
import { balanceOf } from '../store/wallet';
import { creditBonus } from '../wallet/bonus';
import type { MECHANIC_TITLES } from './constants';
import type { MechanicRefusal } from './refusal';

/**
 * Writes a mechanic's row (whose unique key says "taken": the member's day, or their n-th spin or
 * ticket) and pays its prize through creditBonus, in one transaction. A second or concurrent
 * attempt fails on the key before any money moves and is answered with `refusal`. A prize of 0
 * (the wheel's "try again") writes the row and moves no money. Answers the balance after it.
 */
export function payOnce(
  db: Database,
  pay: {
    memberId: number;
    title: (typeof MECHANIC_TITLES)[keyof typeof MECHANIC_TITLES];
    amount: number;
    now: number;
    /** Inserts the row; answers its id (bonus details name the bonus by it). */
    insertRow: () => number;
    refusal: () => MechanicRefusal;
  },
): number {
  try {
    return db.transaction(() => {
      const sourceId = pay.insertRow();
      if (pay.amount === 0) return balanceOf(db, pay.memberId) ?? 0;
      return creditBonus(db, {
        memberId: pay.memberId,
        source: 'promotion',
        sourceId,
        title: pay.title,
        amount: pay.amount,
        now: pay.now,
      }).balance;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pay.refusal();
    throw error;
  }
}

/** Dev grants of spins or tickets on top of what deposits and bets earned. */
export function grantedOf(db: Database, memberId: number, kind: 'spin' | 'ticket'): number {
  return (
    db.get<{ count: number }>(
      'SELECT count FROM mechanic_grants WHERE member_id = ? AND kind = ?',
      [memberId, kind],
    )?.count ?? 0
  );
}

export function grant(
  db: Database,
  memberId: number,
  kind: 'spin' | 'ticket',
  count: number,
): void {
  db.run(
    `INSERT INTO mechanic_grants (member_id, kind, count) VALUES (?, ?, ?)
     ON CONFLICT (member_id, kind) DO UPDATE SET count = count + excluded.count`,
    [memberId, kind, count],
  );
}
