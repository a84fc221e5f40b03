import type { Database } from '../db';

/**
 * The member's wallet: `members.balance` is the money, `wallet_transactions` the ledger of every
 * change to it. Each function here changes both, so it must run inside the caller's transaction
 * (Database.transaction), which is what makes a round's debit, bet and win one atomic change.
 */

/** The ledger's kinds; the sign of the amount follows from the kind (money out is negative). */
export type TransactionKind =
  | 'bet'
  | 'win'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'transfer_out'
  | 'transfer_in'
  | 'wallet_move_out'
  | 'wallet_move_in'
  | 'bonus'
  // agent centre: a contract's payout; ref_id is the contract_payouts row
  | 'contract';

export interface WalletTransaction {
  id: number;
  memberId: number;
  kind: TransactionKind;
  /** Minor units, signed: a bet is negative, a win positive. */
  amount: number;
  balanceAfter: number;
  /** The round of a bet or a win; null for the other kinds. */
  betId: number | null;
  /** The deposit or withdrawal, the other member of an upline transfer, or the bonus. */
  refId: number | null;
  /** The vendor wallet of a move. */
  vendor: string | null;
  createdAt: number;
}

export type LedgerEntry =
  | { kind: 'bet' | 'win'; betId: number; now: number }
  | { kind: 'wallet_move_out' | 'wallet_move_in'; vendor: string; now: number }
  | {
      kind:
        | 'deposit'
        | 'withdrawal'
        | 'withdrawal_refund'
        | 'transfer_out'
        | 'transfer_in'
        | 'bonus'
        | 'contract';
      refId: number;
      now: number;
    };

export function balanceOf(db: Database, memberId: number): number | undefined {
  return db.get<{ balance: number }>('SELECT balance FROM members WHERE id = ?', [memberId])
    ?.balance;
}

/**
 * Takes `amount` from the balance if it is there; the balance after, or undefined when it is not.
 * The check and the change are one UPDATE, so no interleaving can take the balance below zero.
 */
export function debit(db: Database, memberId: number, amount: number): number | undefined {
  checkAmount(amount);
  return db.get<{ balance: number }>(
    'UPDATE members SET balance = balance - ? WHERE id = ? AND balance >= ? RETURNING balance',
    [amount, memberId, amount],
  )?.balance;
}

/** Adds `amount` to the balance; the balance after. */
export function credit(db: Database, memberId: number, amount: number): number {
  checkAmount(amount);
  const row = db.get<{ balance: number }>(
    'UPDATE members SET balance = balance + ? WHERE id = ? RETURNING balance',
    [amount, memberId],
  );
  if (!row) throw new Error(`No member ${memberId} to credit`);
  return row.balance;
}

/** Writes the ledger row of a change already made; `amount` is signed. */
export function recordTransaction(
  db: Database,
  memberId: number,
  amount: number,
  balanceAfter: number,
  entry: LedgerEntry,
): number {
  return db.run(
    `INSERT INTO wallet_transactions
       (member_id, kind, amount, balance_after, bet_id, ref_id, vendor, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      memberId,
      entry.kind,
      amount,
      balanceAfter,
      'betId' in entry ? entry.betId : null,
      'refId' in entry ? entry.refId : null,
      'vendor' in entry ? entry.vendor : null,
      entry.now,
    ],
  ).lastInsertRowid;
}

/** The member's ledger, oldest first. */
export function listTransactions(db: Database, memberId: number): WalletTransaction[] {
  return db.all<WalletTransaction>(
    `SELECT id, member_id AS memberId, kind, amount, balance_after AS balanceAfter,
       bet_id AS betId, ref_id AS refId, vendor, created_at AS createdAt
     FROM wallet_transactions WHERE member_id = ? ORDER BY id`,
    [memberId],
  );
}

/**
 * Takes `amount` from a vendor wallet if it holds it; the wallet's balance after, or undefined.
 * One conditional UPDATE, like `debit`.
 */
export function debitVendorWallet(
  db: Database,
  memberId: number,
  vendor: string,
  amount: number,
): number | undefined {
  checkAmount(amount);
  return db.get<{ balance: number }>(
    `UPDATE member_wallets SET balance = balance - ?
     WHERE member_id = ? AND vendor = ? AND balance >= ? RETURNING balance`,
    [amount, memberId, vendor, amount],
  )?.balance;
}

/** Adds `amount` to a vendor wallet (made on its first move); the wallet's balance after. */
export function creditVendorWallet(
  db: Database,
  memberId: number,
  vendor: string,
  amount: number,
): number {
  checkAmount(amount);
  const row = db.get<{ balance: number }>(
    `INSERT INTO member_wallets (member_id, vendor, balance) VALUES (?, ?, ?)
     ON CONFLICT (member_id, vendor) DO UPDATE SET balance = balance + excluded.balance
     RETURNING balance`,
    [memberId, vendor, amount],
  );
  if (!row) throw new Error(`No wallet ${vendor} of member ${memberId} to credit`);
  return row.balance;
}

/** The member's vendor wallets that hold a row (balance 0 or more). */
export function vendorBalancesOf(db: Database, memberId: number): Map<string, number> {
  return new Map(
    db
      .all<{ vendor: string; balance: number }>(
        'SELECT vendor, balance FROM member_wallets WHERE member_id = ?',
        [memberId],
      )
      .map((row) => [row.vendor, row.balance]),
  );
}

function checkAmount(amount: number): void {
  // A caller bug, never user input: the routes validate stakes before they reach the wallet.
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Not a positive amount of minor units: ${amount}`);
  }
}
