import { SERVER_CODES } from '@lobby/api';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import {
  addAccountFailure,
  clearAccountFailures,
  getAccountFailures,
} from '../store/accountFailures';
import { ipFailureKey, recentFailures } from '../store/loginFailures';
import type { Member } from '../store/members';

/*
 * Failed logins in a row on one account (ADR 022). A wrong password counts, and so does a wrong
 * answer at the new-IP step or a wrong old password at a change: each is a guess at something only
 * the member should know. A login that opens a session, or a reset of the password, clears the
 * count. There is no window: guessing slowly buys nothing.
 *
 *   failures in a row   what the next try meets
 *   3 and 4             the captcha
 *   5 to 19             the captcha, and a wait of 1, 2, 4, 8, 16, 32, then 60 minutes
 *   20                  a lock: the password no longer logs in until it is reset
 *
 * So an account sees at most 20 wrong guesses until its owner resets the password by a code (NIST
 * SP 800-63B asks for no more than 100), and reaching 20 takes about ten hours of waits.
 */

export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures from one address in FAILURE_WINDOW_MS, across accounts, that bring the captcha. */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 10;
export const BACKOFF_AFTER_FAILURES = 5;
export const BACKOFF_FIRST_MS = 60_000;
export const BACKOFF_MAX_MS = 60 * 60_000;
export const LOCK_AFTER_FAILURES = 20;

/**
 * Whose failures an attempt counts against: the member the name leads to (its account name and
 * its mobile number are one account), else the name as typed, so an unknown name meets the same
 * waits and lock and the answers tell nobody which accounts exist.
 */
export function failureKeyOf(merchant: string, name: string, member: Member | undefined): string {
  return member ? `member:${member.id}` : `name:${merchant}:${name.trim().toLowerCase()}`;
}

export function memberFailureKey(member: Pick<Member, 'id'>): string {
  return `member:${member.id}`;
}

/** The wait before the next try after `consecutive` failures in a row (0: none). */
export function backoffMs(consecutive: number): number {
  if (consecutive < BACKOFF_AFTER_FAILURES) return 0;
  return Math.min(BACKOFF_FIRST_MS * 2 ** (consecutive - BACKOFF_AFTER_FAILURES), BACKOFF_MAX_MS);
}

/**
 * Whether the account's secret may be tried now: 'open', or 'locked' (only a reset gets in). While
 * the wait after the last failure runs, throws the 429 `LOGIN_BACKOFF` with Retry-After, before
 * anything is compared, so a try in the wait neither counts nor tells anything.
 */
export function passwordGate(db: Database, key: string, now: number): 'open' | 'locked' {
  const failures = getAccountFailures(db, key);
  if (!failures) return 'open';
  if (failures.consecutive >= LOCK_AFTER_FAILURES) return 'locked';
  const until = failures.lastFailedAt + backoffMs(failures.consecutive);
  if (until > now) {
    const wait = Math.max(1, Math.ceil((until - now) / 1000));
    const minutes = Math.ceil(wait / 60);
    throw new ApiError(
      429,
      `Too many failed logins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      SERVER_CODES.loginBackoff,
      { headers: { 'Retry-After': String(wait) } },
    );
  }
  return 'open';
}

/** The refusal of a locked account, whatever was tried. */
export function accountLocked(): ApiError {
  return new ApiError(
    403,
    'Too many failed logins: this account is locked until its password is reset',
    SERVER_CODES.accountLocked,
  );
}

/** Counts a failure; at the lock's count, throws the lock's refusal at once. */
export function recordAccountFailure(db: Database, key: string, now: number): void {
  if (addAccountFailure(db, key, now) >= LOCK_AFTER_FAILURES) throw accountLocked();
}

/** A session opened, or the password was reset: the count starts again. */
export function clearAccountFailuresOf(db: Database, key: string): void {
  clearAccountFailures(db, key);
}

/**
 * Whether a login by password must carry the captcha: from the third failure in a row on the
 * account, or the tenth within 15 minutes from the address.
 */
export function captchaDue(db: Database, key: string, ip: string, now: number): boolean {
  return (
    (getAccountFailures(db, key)?.consecutive ?? 0) >= CAPTCHA_AFTER_FAILURES ||
    recentFailures(db, [ipFailureKey(ip)], now) >= CAPTCHA_AFTER_ADDRESS_FAILURES
  );
}
