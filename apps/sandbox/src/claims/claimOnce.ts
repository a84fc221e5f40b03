import type { BonusSource } from '@lobby/core';
import type { Database } from '../db';
import { isUniqueViolation } from '../store/members';
import { creditBonus } from '../wallet/bonus';
import { ClaimRefusal } from './refusal';

export interface ClaimOutcome {
  amount: number;
  balance: number;
}

/**
 * Pays a claim once: writes the claim row (whose unique key says "claimed") and then the bonus, in
 * one transaction. A second claim of the same thing, from another tab or a double click, fails on
 * the key before any money moves, and is answered ALREADY_CLAIMED.
 */
export function claimOnce(
  db: Database,
  claim: {
    memberId: number;
    source: BonusSource;
    title: string;
    amount: number;
    now: number;
    /** Inserts the claim row; answers the id bonus details names it by. */
    insertClaim: () => number;
  },
): ClaimOutcome {
  try {
    return db.transaction(() => {
      const sourceId = claim.insertClaim();
      const { balance } = creditBonus(db, {
        memberId: claim.memberId,
        source: claim.source,
        sourceId,
        title: claim.title,
        amount: claim.amount,
        now: claim.now,
      });
      return { amount: claim.amount, balance };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ClaimRefusal('alreadyClaimed', 'This has been claimed already');
    }
    throw error;
  }
}
