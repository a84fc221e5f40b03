import type { LimitPeriod, MoneyLimitKind } from '@lobby/core';

/*
 * The shapes the protection units take: the api's answers (the shared contract of issue 30) as
 * plain data, so the ui package never imports the api. Times are ISO 8601 strings, money integer
 * minor units.
 */

/** An increase or removal of a limit waiting for the cooling-off period. */
export interface PendingLimitView {
  /** The limit it becomes; null: the limit is removed. */
  amount: number | null;
  /** When it takes effect, ISO 8601. */
  effectiveAt: string;
}

/** One money limit: a kind (deposit, loss, wager) over one period (day, week, month). */
export interface MoneyLimitView {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  /** The limit in force, minor units; null: no limit. */
  amount: number | null;
  /** What counts against it this period, minor units. */
  used: number;
  /** When the period ends and `used` starts again from zero, ISO 8601. */
  resetsAt: string;
  pending: PendingLimitView | null;
}

/** The session-time limit, in minutes, with a longer limit (or none) waiting for the cooling-off. */
export interface SessionLimitView {
  /** Null: no limit. */
  minutes: number | null;
  pending: { minutes: number | null; effectiveAt: string } | null;
}

/** A help organisation of the brand's market profile. */
export interface HelpLink {
  name: string;
  /** Its site; only https addresses are linked. */
  url: string;
}
