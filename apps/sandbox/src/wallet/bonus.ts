import type { BonusSource } from '@lobby/core';
import type { Database } from '../db';
import { credit, recordTransaction } from '../store/wallet';

export interface BonusCredit {
  memberId: number;
  source: BonusSource;
  /** The row of the source that pays it: the reward, mission claim, rebate claim or friend. */
  sourceId: number | null;
  /** What bonus details shows as its name (the reward's or mission's title, the rebate period). */
  title: string;
  /** Minor units, above zero. */
  amount: number;
  now: number;
}

export interface CreditedBonus {
  bonusId: number;
  balance: number;
}

/**
 * Credits a bonus: the bonuses row, the balance and the ledger row, all or nothing. Callers make
 * a claim idempotent by writing their own claim row (with a unique key) in the same transaction,
 * so a second claim fails before any money moves.
 */
export function creditBonus(db: Database, bonus: BonusCredit): CreditedBonus {
  return db.transaction(() => {
    const bonusId = db.run(
      `INSERT INTO bonuses (member_id, source, source_id, title, amount, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [bonus.memberId, bonus.source, bonus.sourceId, bonus.title, bonus.amount, bonus.now],
    ).lastInsertRowid;
    const balance = credit(db, bonus.memberId, bonus.amount);
    recordTransaction(db, bonus.memberId, bonus.amount, balance, {
      kind: 'bonus',
      refId: bonusId,
      now: bonus.now,
    });
    return { bonusId, balance };
  });
}
