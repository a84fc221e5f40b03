/**
 * Player protection (issue 30): the limits, breaks and tools a market profile switches on, and the
 * calendar arithmetic the server and the site both need. Periods are UTC calendar periods, so a
 * limit resets at the same instant for the server that enforces it and the page that shows it.
 */

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

export type BreakPeriod = TimeOutPeriod | ExclusionPeriod;

export const BREAK_KINDS = ['timeOut', 'selfExclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const PROTECTION_TOOLS = [
  'depositLimits',
  'lossLimits',
  'wagerLimits',
  'sessionLimit',
  'realityCheck',
  'timeOut',
  'selfExclusion',
] as const;
export type ProtectionTool = (typeof PROTECTION_TOOLS)[number];

/** The tool that governs each money limit kind. */
export const LIMIT_TOOL: Readonly<Record<MoneyLimitKind, ProtectionTool>> = {
  deposit: 'depositLimits',
  loss: 'lossLimits',
  wager: 'wagerLimits',
};

/** The periods each break kind offers. */
export const BREAK_PERIODS: Readonly<Record<BreakKind, readonly BreakPeriod[]>> = {
  timeOut: TIME_OUT_PERIODS,
  selfExclusion: EXCLUSION_PERIODS,
};

/** What an agent sees of a downline member's protection: a state, never an amount. */
export const PROTECTION_STATES = ['none', 'limits', 'timeOut', 'excluded'] as const;
export type ProtectionState = (typeof PROTECTION_STATES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the UTC period containing `now` started, epoch ms. Weeks start on Monday. */
export function periodStart(period: LimitPeriod, now: number): number {
  const date = new Date(now);
  const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'day') return dayStart;
  if (period === 'week') return dayStart - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** When the UTC period containing `now` ends (the limit's reset), epoch ms. */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Aug + 6 months = 28 Feb). */
function addMonths(now: number, months: number): number {
  const date = new Date(now);
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** When a break taken at `now` ends, epoch ms; null for a permanent self-exclusion. */
export function breakEnd(period: BreakPeriod, now: number): number | null {
  switch (period) {
    case '24h':
      return now + DAY_MS;
    case '7d':
      return now + 7 * DAY_MS;
    case '30d':
      return now + 30 * DAY_MS;
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
    case 'permanent':
      return null;
  }
}
