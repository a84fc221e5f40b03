import type { Database } from '../db';
import type { Random } from '../random';
import { DEPOSIT_PER_SPIN, MECHANIC_TITLES, WHEEL_SEGMENTS } from './constants';
import { grantedOf, payOnce } from './pay';
import { MechanicRefusal } from './refusal';

export interface SpinCount {
  /** Spins earned: one per DEPOSIT_PER_SPIN of completed deposits, plus dev grants. */
  earned: number;
  used: number;
  /** Deposits counted towards the next spin. */
  towardsNext: number;
}

/** Spins are counted from the ledger's deposit rows (only a credited deposit writes one). */
export function spinsOf(db: Database, memberId: number): SpinCount {
  const deposited =
    db.get<{ total: number }>(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM wallet_transactions
       WHERE member_id = ? AND kind = 'deposit'`,
      [memberId],
    )?.total ?? 0;
  const used =
    db.get<{ used: number }>(
      'SELECT COALESCE(MAX(ordinal), 0) AS used FROM mechanic_spins WHERE member_id = ?',
      [memberId],
    )?.used ?? 0;
  return {
    earned: Math.floor(deposited / DEPOSIT_PER_SPIN) + grantedOf(db, memberId, 'spin'),
    used,
    towardsNext: deposited % DEPOSIT_PER_SPIN,
  };
}

/** The segment a spin lands on, by the segments' weights. */
export function drawSegment(random: Random): number {
  return random.weighted(WHEEL_SEGMENTS.map((segment, index) => [index, segment.weight] as const));
}

/**
 * Spins the wheel: consumes one spin and pays the segment in one transaction. The spin row's
 * UNIQUE (member_id, ordinal) is the n-th spin, so n spins can never be taken from fewer earned.
 */
export function spinWheel(
  db: Database,
  spin: { memberId: number; now: number; random: Random },
): { segment: number; amount: number; balance: number; spins: number } {
  const noSpins = () => new MechanicRefusal('noSpins', 'No spins left: deposits earn spins');
  return db.transaction(() => {
    const { earned, used } = spinsOf(db, spin.memberId);
    if (used >= earned) throw noSpins();
    const segment = drawSegment(spin.random);
    const amount = WHEEL_SEGMENTS[segment]?.amount ?? 0;
    const balance = payOnce(db, {
      memberId: spin.memberId,
      title: MECHANIC_TITLES.wheel,
      amount,
      now: spin.now,
      insertRow: () =>
        db.run(
          `INSERT INTO mechanic_spins (member_id, ordinal, segment, amount, created_at)
           VALUES (?, ?, ?, ?, ?)`,
          [spin.memberId, used + 1, segment, amount, spin.now],
        ).lastInsertRowid,
      refusal: noSpins,
    });
    return { segment, amount, balance, spins: earned - used - 1 };
  });
}
