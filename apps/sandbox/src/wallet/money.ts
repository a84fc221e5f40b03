import type { Database } from '../db';
import { CONFIRM_MINUTES, MAX_PAYEES, WITHDRAW_MAX, WITHDRAW_MIN } from '../constants';
import {
  deletePayee,
  dueDepositIds,
  findDeposit,
  findDepositMethod,
  findPayee,
  findWithdrawal,
  insertDeposit,
  insertPayee,
  insertProof,
  insertWithdrawal,
  overdueWithdrawalIds,
  settleDeposit,
  updateWithdrawalStatus,
  uplineOf,
  walletSettingOf,
} from '../store/money';
import type { DepositRow, PayeeRow, WithdrawalRow, WithdrawalStatus } from '../store/money';
import {
  balanceOf,
  credit,
  creditVendorWallet,
  debit,
  debitVendorWallet,
  recordTransaction,
  vendorBalancesOf,
} from '../store/wallet';
import { tellMoneyEvent } from '../inbox/messages';
import { checkDeposit } from '../protection/limits';
import { earnFromDeposit } from '../points/ledger';
import { payReferralBonus } from './referral';
import { MoneyRefusal } from './refusal';

/*
 * Money in and out (ADR 027). Each function that moves money is one transaction, and each balance
 * check is the conditional UPDATE that changes it (store/wallet.ts): whatever the interleaving of
 * requests, no balance goes below zero, nothing is paid twice and no money appears. The functions
 * take plain values and answer plain values or throw MoneyRefusal; routes/ turns those into HTTP.
 */

const MINUTE_MS = 60_000;

// --- wallets ---

export interface Wallets {
  isSingle: boolean;
  balance: number;
  sumBalance: number;
  wallets: { vendor: string; name: string; balance: number }[];
}

/** The main wallet and the merchant's vendor wallets (none where it runs a single wallet). */
export function walletsOf(db: Database, memberId: number, merchant: string): Wallets {
  const setting = walletSettingOf(db, merchant);
  const balance = balanceOf(db, memberId) ?? 0;
  const held = vendorBalancesOf(db, memberId);
  const wallets = setting.vendors.map((v) => ({
    vendor: v.code,
    name: v.name,
    balance: held.get(v.code) ?? 0,
  }));
  // Money left in a vendor wallet the merchant no longer lists is still the member's.
  let sumBalance = balance;
  for (const amount of held.values()) sumBalance += amount;
  return { isSingle: setting.single, balance, sumBalance, wallets };
}

/** Main to a vendor wallet or back, as one transaction; refused when the source is short. */
export function moveBetweenWallets(
  db: Database,
  move: {
    memberId: number;
    merchant: string;
    from: string;
    to: string;
    amount: number;
    now: number;
  },
): Wallets {
  const { memberId, amount, now } = move;
  const setting = walletSettingOf(db, move.merchant);
  const toVendor = move.from === 'MAIN';
  const vendor = toVendor ? move.to : move.from;
  if (setting.single || !setting.vendors.some((v) => v.code === vendor)) {
    throw new MoneyRefusal('notFound', `No wallet ${vendor}`);
  }
  db.transaction(() => {
    if (toVendor) {
      const after = debit(db, memberId, amount);
      if (after === undefined) throw insufficient();
      creditVendorWallet(db, memberId, vendor, amount);
      recordTransaction(db, memberId, -amount, after, { kind: 'wallet_move_out', vendor, now });
    } else {
      if (debitVendorWallet(db, memberId, vendor, amount) === undefined) throw insufficient();
      const after = credit(db, memberId, amount);
      recordTransaction(db, memberId, amount, after, { kind: 'wallet_move_in', vendor, now });
    }
  });
  return walletsOf(db, memberId, move.merchant);
}

// --- deposits ---

/**
 * A deposit, pending until `delayMs` has passed (the payment "arriving"). The member's deposit
 * limits (and session-time limit, from `sessionStartedAt`) are checked in the transaction that
 * inserts it, so deposits racing each other cannot together pass a limit.
 */
export function createDeposit(
  db: Database,
  request: {
    memberId: number;
    merchant: string;
    methodId: number;
    amount: number;
    now: number;
    /** When the session asking for it started; a session-time limit counts from it. */
    sessionStartedAt?: number | undefined;
  },
  delayMs: number,
): DepositRow {
  const method = findDepositMethod(db, request.merchant, request.methodId);
  if (!method) throw new MoneyRefusal('notFound', 'No such deposit method');
  if (request.amount < method.min || request.amount > method.max) {
    throw new MoneyRefusal(
      'amountOutOfRange',
      `The amount must be between ${major(method.min)} and ${major(method.max)}`,
    );
  }
  const id = db.transaction(() => {
    checkDeposit(db, {
      memberId: request.memberId,
      amount: request.amount,
      now: request.now,
      sessionStartedAt: request.sessionStartedAt,
    });
    return insertDeposit(db, {
      memberId: request.memberId,
      methodId: method.id,
      amount: request.amount,
      now: request.now,
      dueAt: request.now + delayMs,
    });
  });
  return mustFind(findDeposit(db, id));
}

/**
 * Credits (or fails) one pending deposit: the status change and the credit are one transaction,
 * and the status change is conditional, so a deposit is credited at most once. Undefined when it
 * was no longer pending.
 */
export function settlePendingDeposit(
  db: Database,
  id: number,
  outcome: 'credited' | 'failed',
  now: number,
): DepositRow | undefined {
  return db.transaction(() => {
    const settled = settleDeposit(db, id, outcome, now);
    if (!settled) return settled;
    // The member hears of it in their inbox, written with the change it tells of.
    tellMoneyEvent(
      db,
      settled.memberId,
      {
        kind: outcome === 'failed' ? 'depositFailed' : 'depositCredited',
        amount: settled.amount,
        refId: settled.id,
      },
      now,
    );
    if (outcome === 'failed') return settled;
    const after = credit(db, settled.memberId, settled.amount);
    recordTransaction(db, settled.memberId, settled.amount, after, {
      kind: 'deposit',
      refId: settled.id,
      now,
    });
    // A friend's first credited deposit pays whoever referred them (once per friend).
    payReferralBonus(db, settled.memberId, settled.amount, now);
    // points mall: a credited deposit earns points, in the transaction that credits it
    earnFromDeposit(db, {
      memberId: settled.memberId,
      amount: settled.amount,
      depositId: settled.id,
      now,
    });
    return settled;
  });
}

/**
 * The time-driven steps that are due: deposits past their delay are credited, disbursed
 * withdrawals past their window become autoReceived. Run on reads and by main.ts' timer, so what
 * was due while the sandbox was down happens at its next start. Answers how many steps it took.
 */
export function settleDue(db: Database, now: number): number {
  let done = 0;
  for (const id of dueDepositIds(db, now)) {
    if (settlePendingDeposit(db, id, 'credited', now)) done += 1;
  }
  for (const id of overdueWithdrawalIds(db, now)) {
    if (updateWithdrawalStatus(db, id, ['disbursed'], 'autoReceived', { now })) done += 1;
  }
  return done;
}

// --- payees ---

export function addPayee(
  db: Database,
  payee: {
    memberId: number;
    bankName: string;
    accountName: string;
    accountNumber: string;
    now: number;
  },
): PayeeRow {
  const id = db.transaction(() => {
    const existing = db.get<{ id: number }>(
      'SELECT id FROM payees WHERE member_id = ? AND account_number = ?',
      [payee.memberId, payee.accountNumber],
    );
    if (existing) throw new MoneyRefusal('payeeExists', 'That account is already a payee');
    const inserted = insertPayee(
      db,
      {
        memberId: payee.memberId,
        bankName: payee.bankName,
        accountName: payee.accountName,
        accountNumber: payee.accountNumber,
        createdAt: payee.now,
      },
      MAX_PAYEES,
    );
    if (inserted === undefined) {
      throw new MoneyRefusal('tooManyPayees', `At most ${MAX_PAYEES} payees; remove one first`);
    }
    return inserted;
  });
  return mustFind(findPayee(db, payee.memberId, id));
}

export function removePayee(db: Database, memberId: number, id: number): void {
  if (!deletePayee(db, memberId, id)) throw new MoneyRefusal('notFound', 'No such payee');
}

// --- withdrawals ---

export function withdrawLimits() {
  return {
    min: WITHDRAW_MIN,
    max: WITHDRAW_MAX,
    confirmMinutes: CONFIRM_MINUTES,
    maxPayees: MAX_PAYEES,
  };
}

/**
 * A withdrawal to one of the member's payees: the amount leaves the main wallet at once (ledger
 * `withdrawal`) and the withdrawal waits, pending, for the operator. The payment password is
 * checked by the caller (it is slow and asynchronous; this is one synchronous transaction).
 */
export function createWithdrawal(
  db: Database,
  request: { memberId: number; payeeId: number; amount: number; now: number },
): WithdrawalRow {
  const { memberId, amount, now } = request;
  if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
    throw new MoneyRefusal(
      'amountOutOfRange',
      `A withdrawal must be between ${major(WITHDRAW_MIN)} and ${major(WITHDRAW_MAX)}`,
    );
  }
  const id = db.transaction(() => {
    const payee = findPayee(db, memberId, request.payeeId);
    if (!payee) throw new MoneyRefusal('notFound', 'No such payee');
    const after = debit(db, memberId, amount);
    if (after === undefined) throw insufficient();
    const withdrawalId = insertWithdrawal(db, { memberId, payee, amount, now });
    recordTransaction(db, memberId, -amount, after, {
      kind: 'withdrawal',
      refId: withdrawalId,
      now,
    });
    return withdrawalId;
  });
  return mustFind(findWithdrawal(db, id));
}

/** Who may take each step: the operator (the dev controls) or the member. */
export type WithdrawalStep =
  'approve' | 'reject' | 'disburse' | 'received' | 'notReceived' | 'autoReceived';

/** The state machine: the states a step leaves from, and where it goes. */
const STEPS: Readonly<
  Record<WithdrawalStep, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }>
> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  disburse: { from: ['approved'], to: 'disbursed' },
  received: { from: ['disbursed'], to: 'received' },
  notReceived: { from: ['disbursed'], to: 'notReceived' },
  autoReceived: { from: ['disbursed'], to: 'autoReceived' },
};

export interface Proof {
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

/**
 * The one function that moves a withdrawal: it refuses any step its state does not allow
 * (`illegalTransition`), and a rejection refunds the amount (ledger `withdrawal_refund`) in the
 * same transaction. `memberId` limits it to that member's withdrawals (another's is not found).
 */
export function stepWithdrawal(
  db: Database,
  id: number,
  step: WithdrawalStep,
  options: { now: number; memberId?: number; comment?: string; proofs?: readonly Proof[] },
): WithdrawalRow {
  const { now } = options;
  // A window that closed before this step turns autoReceived first: a late answer is refused.
  settleDue(db, now);
  return db.transaction(() => {
    const current = findWithdrawal(db, id);
    if (!current || (options.memberId !== undefined && current.memberId !== options.memberId)) {
      throw new MoneyRefusal('notFound', 'No such withdrawal');
    }
    const { from, to } = STEPS[step];
    const moved = updateWithdrawalStatus(db, id, from, to, {
      now,
      ...(step === 'disburse'
        ? { disbursedAt: now, confirmBy: now + CONFIRM_MINUTES * MINUTE_MS }
        : {}),
      ...(step === 'received' || step === 'notReceived' ? { confirmedAt: now } : {}),
      ...(options.comment === undefined ? {} : { comment: options.comment }),
    });
    if (!moved) {
      throw new MoneyRefusal(
        'illegalTransition',
        `A withdrawal that is ${current.status} cannot be ${to}`,
      );
    }
    if (step === 'reject') {
      const after = credit(db, moved.memberId, moved.amount);
      recordTransaction(db, moved.memberId, moved.amount, after, {
        kind: 'withdrawal_refund',
        refId: moved.id,
        now,
      });
    }
    if (step === 'approve' || step === 'reject') {
      tellMoneyEvent(
        db,
        moved.memberId,
        {
          kind: step === 'approve' ? 'withdrawalApproved' : 'withdrawalRejected',
          amount: moved.amount,
          refId: moved.id,
        },
        now,
      );
    }
    (options.proofs ?? []).forEach((proof, position) => {
      insertProof(db, id, position, proof.mediaType, proof.bytes);
    });
    return mustFind(findWithdrawal(db, id));
  });
}

// --- transfer to upline ---

/** Moves money from the member's main wallet to their upline's, as one transaction. */
export function transferToUpline(
  db: Database,
  request: { memberId: number; amount: number; now: number },
): { balance: number; upline: string } {
  const { memberId, amount, now } = request;
  const upline = uplineOf(db, memberId);
  if (!upline) throw new MoneyRefusal('noUpline', 'You have no upline to transfer to');
  const balance = db.transaction(() => {
    const after = debit(db, memberId, amount);
    if (after === undefined) throw insufficient();
    recordTransaction(db, memberId, -amount, after, {
      kind: 'transfer_out',
      refId: upline.id,
      now,
    });
    const uplineAfter = credit(db, upline.id, amount);
    recordTransaction(db, upline.id, amount, uplineAfter, {
      kind: 'transfer_in',
      refId: memberId,
      now,
    });
    return after;
  });
  return { balance, upline: upline.account };
}

// --- helpers ---

function insufficient(): MoneyRefusal {
  return new MoneyRefusal('insufficientBalance', 'Insufficient balance');
}

/** 10000 -> "100.00": the message names limits the way the site shows money. */
function major(minor: number): string {
  return (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

function mustFind<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('A row written in this transaction is gone');
  return row;
}
