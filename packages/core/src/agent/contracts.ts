/**
 * Agent contracts (doc 2 §3.6, §4.6): the four kinds, their settlement periods, the tiers of rates
 * and the arithmetic of a payout. Pure: the sandbox settles with these, the site shows with them.
 *
 * Decisions the spec leaves open (ADR 030):
 * - A contract pays its downline a rate of one base per period: the dividend a share of the team's
 *   loss (what the team's players lost, so nothing when the team won), every salary a share of the
 *   team's valid bet. The team is the downline member who holds the contract and everyone below.
 * - A tier is reached when the period's base is at least its threshold and at least its number of
 *   members were active (placed a valid bet) in the period; the period pays the highest tier reached,
 *   and nothing (a "not qualified" record) when none is.
 * - Rates are basis points of the base (150 = 1.50 %); payouts round down to the minor unit.
 * - Periods are UTC (the sandbox's merchants keep UTC days, like missions and the rebate).
 */

export const CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * The merchant's switch for each kind, by the spec's consolidated contract flag names: the agent
 * centre lists a kind's page, and the server allows its calls, only where the flag is on.
 */
export const CONTRACT_KIND_FLAGS = {
  dividend: 'divtypereq',
  dailyWage: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;
export type ContractKindFlag = (typeof CONTRACT_KIND_FLAGS)[ContractKind];

/**
 * Settlement periods: the spec's salary periods Daily, Weekly, Semimonthly and Monthly (D, W, H, M),
 * plus the hourly salary's hour and the real-time salary's five minutes.
 */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M', 'hour', '5min'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** The periods a kind may be offered with; the first is its default. */
export const PERIODS_BY_KIND = {
  dividend: ['W', 'H', 'M', 'D'],
  dailyWage: ['D'],
  hourly: ['hour'],
  realtime: ['5min'],
} as const satisfies Record<ContractKind, readonly ContractPeriod[]>;

/** Real-time salary settles and distributes every 5 minutes (doc 2 §4.6, §9). */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;

export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const PAYOUT_STATUSES = ['paid', 'notQualified'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a kind's tier threshold and payout are measured on. */
export type ContractBase = 'teamLoss' | 'validBet';
export const BASE_BY_KIND = {
  dividend: 'teamLoss',
  dailyWage: 'validBet',
  hourly: 'validBet',
  realtime: 'validBet',
} as const satisfies Record<ContractKind, ContractBase>;

export interface ContractTier {
  /** The least base (minor units) of the period that reaches this tier. */
  threshold: number;
  /** The least number of team members with a valid bet in the period. */
  activeMembers: number;
  /** Basis points of the base paid (150 = 1.50 %). */
  rateBp: number;
}

/** A team's figures over one period. */
export interface TeamFigures {
  /** Sum of valid bets (minor units). */
  validBet: number;
  /** The players' profit and loss (minor units): negative when the team lost. */
  profitLoss: number;
  /** Members with at least one valid bet. */
  activeMembers: number;
}

export const MAX_TIERS = 10;
/** No tier pays more than the whole base. */
export const MAX_RATE_BP = 10_000;

export type TierProblem =
  | 'noTiers'
  | 'tooManyTiers'
  | 'badNumber'
  | 'rateOutOfRange'
  | 'thresholdsNotIncreasing'
  | 'ratesDecreasing';

/**
 * Why a list of tiers cannot be offered, or null when it can: one to ten tiers of whole numbers,
 * thresholds strictly increasing, rates from 0.01 % to 100 % and never lower than the tier below.
 */
export function tierProblem(tiers: readonly ContractTier[]): TierProblem | null {
  if (tiers.length === 0) return 'noTiers';
  if (tiers.length > MAX_TIERS) return 'tooManyTiers';
  for (const [index, tier] of tiers.entries()) {
    const numbers = [tier.threshold, tier.activeMembers, tier.rateBp];
    if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return 'badNumber';
    if (tier.rateBp < 1 || tier.rateBp > MAX_RATE_BP) return 'rateOutOfRange';
    const below = tiers[index - 1];
    if (below && tier.threshold <= below.threshold) return 'thresholdsNotIncreasing';
    if (below && tier.rateBp < below.rateBp) return 'ratesDecreasing';
  }
  return null;
}

/** The contract's headline rate: its top tier's. Contracts compare by it (the lower-rate rule). */
export function topRateBp(tiers: readonly ContractTier[]): number {
  return tiers.reduce((top, tier) => Math.max(top, tier.rateBp), 0);
}

/** The base a kind pays on, from the period's figures: never negative. */
export function baseOf(kind: ContractKind, figures: TeamFigures): number {
  if (BASE_BY_KIND[kind] === 'teamLoss') return Math.max(0, -figures.profitLoss);
  return Math.max(0, figures.validBet);
}

export interface Payout {
  /** Index of the tier reached, or null when none is (the period is not qualified). */
  tier: number | null;
  base: number;
  rateBp: number;
  /** Minor units, rounded down. */
  amount: number;
}

/** What a contract of `kind` with `tiers` pays for a period with `figures`. */
export function payoutFor(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  figures: TeamFigures,
): Payout {
  const base = baseOf(kind, figures);
  let reached: number | null = null;
  for (const [index, tier] of tiers.entries()) {
    if (base >= tier.threshold && figures.activeMembers >= tier.activeMembers) reached = index;
  }
  if (reached === null) return { tier: null, base, rateBp: 0, amount: 0 };
  const rateBp = tiers[reached]!.rateBp;
  // Integer arithmetic in bigint: a large base times a rate stays exact.
  const amount = Number((BigInt(base) * BigInt(rateBp)) / BigInt(MAX_RATE_BP));
  return { tier: reached, base, rateBp, amount };
}

/**
 * The lower-rate rule (doc 2 §4.6): when an agent takes a contract of a kind whose rate is lower than
 * a contract of that kind the agent has given a downline member, that downline contract ends once
 * the agent confirms: nobody below earns a higher rate than the agent above. Answers the ids to end.
 */
export function contractsEndedByLowerRate<T extends { id: number; tiers: readonly ContractTier[] }>(
  newTiers: readonly ContractTier[],
  downlineContracts: readonly T[],
): number[] {
  const ceiling = topRateBp(newTiers);
  return downlineContracts.filter((c) => topRateBp(c.tiers) > ceiling).map((c) => c.id);
}

export interface PeriodSpan {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The period of `kind` that `at` (epoch ms) falls in, in UTC. */
export function periodOf(period: ContractPeriod, at: number): PeriodSpan {
  switch (period) {
    case '5min':
      return fixed(at, REALTIME_SETTLEMENT_MS);
    case 'hour':
      return fixed(at, HOUR_MS);
    case 'D':
      return fixed(at, DAY_MS);
    case 'W': {
      // ISO weeks start on Monday; 1970-01-01 was a Thursday, so weeks are offset by four days.
      const offset = 4 * DAY_MS;
      const from = Math.floor((at - offset) / (7 * DAY_MS)) * 7 * DAY_MS + offset;
      return { from, to: from + 7 * DAY_MS };
    }
    case 'H': {
      // Semimonthly: the 1st to the 15th, and the 16th to the month's end.
      const d = new Date(at);
      const year = d.getUTCFullYear();
      const month = d.getUTCMonth();
      return d.getUTCDate() <= 15
        ? { from: Date.UTC(year, month, 1), to: Date.UTC(year, month, 16) }
        : { from: Date.UTC(year, month, 16), to: Date.UTC(year, month + 1, 1) };
    }
    case 'M': {
      const d = new Date(at);
      const year = d.getUTCFullYear();
      const month = d.getUTCMonth();
      return { from: Date.UTC(year, month, 1), to: Date.UTC(year, month + 1, 1) };
    }
  }
}

function fixed(at: number, length: number): PeriodSpan {
  const from = Math.floor(at / length) * length;
  return { from, to: from + length };
}

/** The `count` whole periods before the one `at` falls in, oldest first. */
export function previousPeriods(period: ContractPeriod, at: number, count: number): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  let current = periodOf(period, at);
  for (let i = 0; i < count; i++) {
    current = periodOf(period, current.from - 1);
    spans.unshift(current);
  }
  return spans;
}
