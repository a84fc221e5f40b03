import type { LimitPeriod, MoneyLimitKind } from '@lobby/core';

/** Why a limit call or a check said no; routes/protection.ts gives each its code and status. */
export type LimitRefusalReason =
  'limitReached' | 'sessionLimitReached' | 'invalidLimit' | 'toolNotOffered';

/** The failure's `value` of LIMIT_REACHED: which limit, and when it resets (ISO, UTC). */
export interface LimitReachedValue {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  amount: number;
  resetsAt: string;
}

/** The failure's `value` of SESSION_LIMIT_REACHED. */
export interface SessionLimitReachedValue {
  minutes: number;
}

/**
 * A protection limit said no, with an English message fit to show (it names the limit and when it
 * resets) and the value the site words its own message from. Thrown inside the transaction that
 * would have moved the money, so nothing moves.
 */
export class LimitRefusal extends Error {
  readonly reason: LimitRefusalReason;
  readonly value: LimitReachedValue | SessionLimitReachedValue | undefined;

  constructor(
    reason: LimitRefusalReason,
    message: string,
    value?: LimitReachedValue | SessionLimitReachedValue,
  ) {
    super(message);
    this.name = 'LimitRefusal';
    this.reason = reason;
    this.value = value;
  }
}
