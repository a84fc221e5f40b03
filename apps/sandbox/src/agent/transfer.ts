import type { Database } from '../db';
import { credit, debit, recordTransaction } from '../store/wallet';
import { checkPaymentPassword } from '../wallet/paymentPassword';
import { MoneyRefusal } from '../wallet/refusal';
import { requireInTeam } from './team';

/**
 * An agent's transfer to a member of its team (doc 2 §4.6): the payment password is checked as the
 * transfer to upline checks it (same refusals, same lockout), then the money moves in one
 * transaction with a ledger row on each side (transfer_out / transfer_in, each naming the other
 * member), so the two rows always sum to zero. The debit refuses atomically when the balance is
 * short, so transfers sent at once can never take the agent below zero.
 */
export async function transferToDownline(
  db: Database,
  request: {
    agentId: number;
    memberId: number;
    amount: number;
    paymentPassword: string;
    now: () => number;
  },
): Promise<{ balance: number }> {
  const { agentId, memberId, amount } = request;
  // Outside the team is refused before the password is tried: no guess is spent on it.
  requireInTeam(db, agentId, memberId);
  await checkPaymentPassword(db, agentId, request.paymentPassword, request.now);
  const now = request.now();
  const balance = db.transaction(() => {
    requireInTeam(db, agentId, memberId);
    const after = debit(db, agentId, amount);
    if (after === undefined) throw new MoneyRefusal('insufficientBalance', 'Insufficient balance');
    recordTransaction(db, agentId, -amount, after, { kind: 'transfer_out', refId: memberId, now });
    const memberAfter = credit(db, memberId, amount);
    recordTransaction(db, memberId, amount, memberAfter, {
      kind: 'transfer_in',
      refId: agentId,
      now,
    });
    return after;
  });
  return { balance };
}
