import type { Database } from '../db';

/**
 * The member's wallet: `members.balance` is the money, `wallet_transactions` the ledger of every
 * change to it. Each function here changes both, so it must run inside the caller's transaction
 * (Database.transaction), which is what makes a round's debit, bet and win one atomic change.
 */

export type TransactionKind = 'bet' | 'win';

export interface WalletTransaction {
  id: number;
  memberId: number;
  kind: TransactionKind;
  /** Minor units, signed: a bet is negative, a win positive. */
  amount: number;
  balanceAfter: number;
  betId: number;
  createdAt: number;
}

export interface LedgerEntry {
  kind: TransactionKind;
  betId: number;
  now: number;
}

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
    `INSERT INTO wallet_transactions (member_id, kind, amount, balance_after, bet_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [memberId, entry.kind, amount, balanceAfter, entry.betId, entry.now],
  ).lastInsertRowid;
}

/** The member's ledger, oldest first. */
export function listTransactions(db: Database, memberId: number): WalletTransaction[] {
  return db.all<WalletTransaction>(
    `SELECT id, member_id AS memberId, kind, amount, balance_after AS balanceAfter,
       bet_id AS betId, created_at AS createdAt
     FROM wallet_transactions WHERE member_id = ? ORDER BY id`,
    [memberId],
  );
}

function checkAmount(amount: number): void {
  // A caller bug, never user input: the routes validate stakes before they reach the wallet.
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Not a positive amount of minor units: ${amount}`);
  }
}
