import { expect } from 'vitest';
import type { Database } from '../db';
import { balanceOf, listTransactions } from '../store/wallet';

/** The member's ledger sums to the change of their balance since they were made with `opening`. */
export function expectConserved(db: Database, member: { memberId: number; opening: number }): void {
  const ledger = listTransactions(db, member.memberId).reduce((sum, row) => sum + row.amount, 0);
  expect(balanceOf(db, member.memberId)! - member.opening).toBe(ledger);
}
