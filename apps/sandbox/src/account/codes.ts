import { SERVER_CODES } from '@lobby/api';
import type { Database } from '../db';
import { sha256Hex, sixDigitCode } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import {
  codeFailuresSince,
  countCodeAttempt,
  deleteCode,
  findCode,
  forgetCodeFailures,
  recordCodeFailure,
  saveCode,
} from '../store/codes';
import type { CodeTarget } from '../store/codes';

export type { CodePurpose, CodeTarget } from '../store/codes';

/** The `expiredMinutes` every send answers: the code's life and the client's countdown. */
export const CODE_TTL_MINUTES = 5;
/** How many codes there are: six digits, drawn uniformly. */
export const CODE_SPACE = 1_000_000;
/** Wrong tries before a code dies and a new one must be sent. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong codes a phone number or e-mail address may see in any 24 hours, across every code sent
 * to it and every purpose. A resend used to start a fresh count of five: one a minute made about
 * 7,200 guesses a day. Ten caps the chance of guessing a code in a day at about 1 in 100,000
 * (`dailyGuessChanceBound`), and still leaves a player room for several typing mistakes.
 */
export const DAILY_CODE_FAILURES = 10;
export const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The most an attacker can win in a day against one recipient: at most DAILY_CODE_FAILURES codes
 * are ever compared in the window (the one after the last allowed failure is refused unread), and
 * each compared guess matches a uniformly drawn code with a chance of at most 1 / (CODE_SPACE -
 * (MAX_CODE_ATTEMPTS - 1)), the worst case being the last try at a code that four wrong guesses
 * have already narrowed. The union bound over the compared guesses gives the figure.
 */
export function dailyGuessChanceBound(): number {
  return DAILY_CODE_FAILURES / (CODE_SPACE - (MAX_CODE_ATTEMPTS - 1));
}

/**
 * A fresh code for the target, replacing (and so invalidating) any earlier one; only a hash is
 * kept. Undefined when the recipient has used up its wrong tries for the day: a code that could
 * not be checked is not sent (the check itself says how long to wait).
 */
export function issueCode(db: Database, target: CodeTarget, now: number): string | undefined {
  if (exhaustedUntil(db, target, now) !== undefined) return undefined;
  const code = sixDigitCode();
  saveCode(db, target, codeHash(target, code), now + CODE_TTL_MINUTES * 60_000, now);
  return code;
}

/**
 * true once for the right code before it expires (it is then used up). A wrong code counts twice:
 * against the code (the fifth wrong one deletes it) and against the recipient's day. Once the day
 * is used up no code to the recipient is compared: a 429 says when to try again.
 */
export function checkCode(db: Database, target: CodeTarget, code: string, now: number): boolean {
  return db.transaction(() => {
    const until = exhaustedUntil(db, target, now);
    if (until !== undefined) {
      const wait = Math.max(1, Math.ceil((until - now) / 1000));
      throw new ApiError(
        429,
        `Too many wrong codes for this number or address; try again in ${waitText(wait)}`,
        SERVER_CODES.codeAttemptsExhausted,
        { headers: { 'Retry-After': String(wait) } },
      );
    }
    const row = findCode(db, target);
    // No live code: nothing can match, so nothing is counted.
    if (!row) return false;
    if (row.expiresAt <= now) {
      deleteCode(db, target);
      return false;
    }
    if (row.codeHash === codeHash(target, code.trim())) {
      deleteCode(db, target);
      return true;
    }
    recordCodeFailure(db, target.merchant, target.recipient, now);
    if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) deleteCode(db, target);
    else countCodeAttempt(db, target);
    return false;
  });
}

/**
 * When the recipient may enter a code again: undefined while it has wrong tries left in the
 * window, else the moment enough of its failures have aged out of the last 24 hours.
 */
function exhaustedUntil(db: Database, target: CodeTarget, now: number): number | undefined {
  const since = now - CODE_FAILURE_WINDOW_MS;
  forgetCodeFailures(db, since);
  const failures = codeFailuresSince(db, target.merchant, target.recipient, since);
  if (failures.length < DAILY_CODE_FAILURES) return undefined;
  // One failure below the cap is one more try: the oldest that must leave the window.
  const freeing = failures[failures.length - DAILY_CODE_FAILURES] ?? now;
  return freeing + CODE_FAILURE_WINDOW_MS;
}

function waitText(seconds: number): string {
  const hours = Math.ceil(seconds / 3600);
  if (seconds >= 3600) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function codeHash(target: CodeTarget, code: string): string {
  return sha256Hex(`${target.merchant}:${target.purpose}:${target.recipient}:${code}`);
}
