/**
 * Every odd and limit of the promotion mechanics (issue 27), in one place, so the tests, the state
 * calls and the rules read the same numbers. Money is in minor units (100 = 1.00).
 */

/** A red envelope pays a whole number of minor units, uniformly between these (inclusive). */
export const ENVELOPE_MIN = 100;
export const ENVELOPE_MAX = 888;

/** Completed deposits (the ledger's deposit rows) that earn one spin of the wheel. */
export const DEPOSIT_PER_SPIN = 10_000;

/**
 * The wheel's 8 segments clockwise from the top: the prize and its weight. Segment 0 is "try
 * again" (no money). The weights sum to WHEEL_WEIGHT_TOTAL, so a weight reads as a percentage.
 */
export const WHEEL_SEGMENTS: readonly { amount: number; weight: number }[] = [
  { amount: 0, weight: 30 },
  { amount: 100, weight: 25 },
  { amount: 200, weight: 18 },
  { amount: 500, weight: 12 },
  { amount: 1_000, weight: 8 },
  { amount: 2_000, weight: 4 },
  { amount: 5_000, weight: 2 },
  { amount: 10_000, weight: 1 },
];
export const WHEEL_WEIGHT_TOTAL = 100;

/** Valid bet (store/bets.ts VALID_BET_SQL) that earns one golden-egg ticket. */
export const BET_PER_TICKET = 50_000;
/** How many eggs are offered; which one is picked does not change the odds. */
export const EGG_COUNT = 3;
/** What an egg holds and its weight (summing to EGG_WEIGHT_TOTAL); every egg pays something. */
export const EGG_PRIZES: readonly { amount: number; weight: number }[] = [
  { amount: 100, weight: 50 },
  { amount: 300, weight: 30 },
  { amount: 800, weight: 15 },
  { amount: 1_800, weight: 5 },
];
export const EGG_WEIGHT_TOTAL = 100;

/**
 * The sign-in calendar's 7-day cycle: day n of a streak pays SIGN_IN_REWARDS[(n - 1) % 7], so the
 * reward grows over a week and the eighth day starts the cycle again. A missed day resets the
 * streak to 1.
 */
export const SIGN_IN_REWARDS: readonly number[] = [100, 100, 200, 200, 300, 500, 1_000];

/** The bonus titles the member's bonus details show (server text, like the rebate's). */
export const MECHANIC_TITLES = {
  envelope: 'Red envelope',
  wheel: 'Prize wheel',
  egg: 'Golden egg',
  signIn: 'Sign-in calendar',
} as const;
