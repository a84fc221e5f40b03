import { hashPassword, verifyPassword } from '../auth/password';
import { PAYMENT_PASSWORD_MAX_FAILURES, PAYMENT_PASSWORD_WINDOW_MS } from '../constants';
import type { Database } from '../db';
import {
  addFailure,
  clearFailures,
  failuresSince,
  paymentFailureKey,
  paymentPasswordHashOf,
  setPaymentPasswordHash,
} from '../store/money';
import { MoneyRefusal } from './refusal';

/*
 * The six-digit payment password that withdrawals and transfers to upline ask for. It is hashed
 * like the login password. Five wrong ones in 15 minutes (sliding) lock it until the oldest of
 * them leaves the window: a six-digit secret allows no more guessing than that (at most 480 a day,
 * a chance of 4.8 × 10^-4 a day of finding it).
 */

export function hasPaymentPassword(db: Database, memberId: number): boolean {
  return paymentPasswordHashOf(db, memberId) !== null;
}

/** Throws PAYMENT_PASSWORD_LOCKED (with Retry-After) while the member has too many failures. */
function gate(db: Database, memberId: number, now: number): void {
  const failures = failuresSince(db, paymentFailureKey(memberId), now - PAYMENT_PASSWORD_WINDOW_MS);
  if (failures.length < PAYMENT_PASSWORD_MAX_FAILURES) return;
  const oldest = failures[failures.length - PAYMENT_PASSWORD_MAX_FAILURES] ?? now;
  const wait = Math.max(1, Math.ceil((oldest + PAYMENT_PASSWORD_WINDOW_MS - now) / 1000));
  const minutes = Math.ceil(wait / 60);
  throw new MoneyRefusal(
    'paymentPasswordLocked',
    `Too many wrong payment passwords: it is locked for ${minutes} minute${minutes === 1 ? '' : 's'}`,
    wait,
  );
}

/**
 * Checks the payment password: refused when none is set, when locked, or when wrong (counted).
 * A right one clears the count. The checks of one member run one after another, so guesses sent
 * all at once still meet the lock after the fifth (the sandbox is one process; a backend of many
 * would take a row lock instead).
 */
export function checkPaymentPassword(
  db: Database,
  memberId: number,
  password: string,
  now: () => number,
): Promise<void> {
  return oneAtATime(db, memberId, async () => {
    const hash = paymentPasswordHashOf(db, memberId);
    if (hash === null) {
      throw new MoneyRefusal('paymentPasswordNotSet', 'Set a payment password first');
    }
    gate(db, memberId, now());
    if (!(await verifyPassword(password, hash))) {
      addFailure(db, paymentFailureKey(memberId), now());
      throw new MoneyRefusal('paymentPasswordWrong', 'The payment password is wrong');
    }
    clearFailures(db, paymentFailureKey(memberId));
  });
}

const queues = new WeakMap<Database, Map<number, Promise<unknown>>>();

/** Runs `task` after the member's earlier tasks on this database have settled. */
function oneAtATime<T>(db: Database, memberId: number, task: () => Promise<T>): Promise<T> {
  let byMember = queues.get(db);
  if (!byMember) {
    byMember = new Map();
    queues.set(db, byMember);
  }
  const previous = byMember.get(memberId) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  byMember.set(memberId, settled);
  void settled.then(() => {
    if (byMember.get(memberId) === settled) byMember.delete(memberId);
  });
  return run;
}

/** Sets the payment password, or changes it: a change needs the current one. */
export async function setPaymentPassword(
  db: Database,
  memberId: number,
  request: { password: string; oldPassword?: string | undefined },
  now: () => number,
): Promise<void> {
  const current = paymentPasswordHashOf(db, memberId);
  if (current !== null) {
    if (request.oldPassword === undefined) {
      throw new MoneyRefusal(
        'oldPaymentPasswordRequired',
        'Enter your current payment password to change it',
      );
    }
    await checkPaymentPassword(db, memberId, request.oldPassword, now);
  }
  setPaymentPasswordHash(db, memberId, await hashPassword(request.password));
}

/** The seed's variant: synchronous, with the hash made already. */
export function setPaymentPasswordHashed(db: Database, memberId: number, hash: string): void {
  setPaymentPasswordHash(db, memberId, hash);
}
