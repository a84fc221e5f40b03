import type { Database } from './db';
import type { KeyRing } from './crypto/keys';
import type { RateLimits } from './http/rateLimit';

/** What every route group gets: the database, the clock, the process's keys and the limits. */
export interface Services {
  db: Database;
  /** Epoch milliseconds; tests move it to expire nonces and rate-limit windows. */
  now: () => number;
  keys: KeyRing;
  limits: RateLimits;
  /** Leading zero bits the bot check's proof of work must find. */
  botCheckDifficulty: number;
  /**
   * The public origin absolute URLs in answers are built on (`--origin`): configuration, never the
   * request's Host header.
   */
  origin: string;
  /** Money settings a dev control may change while the sandbox runs. */
  money: MoneySettings;
}

export interface MoneySettings {
  /** How long after its creation a deposit is credited (SANDBOX_DEPOSIT_DELAY_MS). */
  depositDelayMs: number;
}
