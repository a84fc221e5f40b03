/**
 * The progressive jackpot shown under the banner on /rng. The spec: it starts from a pseudo-random
 * value derived from the time and adds 165.11 every 3 seconds. Computing the amount from the clock
 * (not by counting ticks) keeps it right after a background tab, a sleep or a reload, and every tab
 * shows the same figure. The spec leaves the range and the period open: each UTC day starts from a
 * pseudo-random amount between 10,000,000.00 and 30,000,000.00 (seeded by the day number), so the
 * figure never grows without bound. Amounts are minor units.
 */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_STEP_MS = 3_000;
const DAY_MS = 86_400_000;
const MIN_START_MINOR = 1_000_000_000;
const START_SPREAD_MINOR = 2_000_000_000;

/** A small deterministic PRNG (mulberry32): the day's start is pseudo-random but the same for all. */
function mulberry32(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

/** The jackpot in minor units at `nowMs`: the day's pseudo-random start plus one step per 3 s. */
export function jackpotAmountAt(nowMs: number): number {
  const day = Math.floor(nowMs / DAY_MS);
  const start = MIN_START_MINOR + Math.floor(mulberry32(day) * START_SPREAD_MINOR);
  const steps = Math.floor((nowMs - day * DAY_MS) / JACKPOT_STEP_MS);
  return start + steps * JACKPOT_STEP_MINOR;
}

/** Milliseconds from `nowMs` until the amount next changes (1..3000). */
export function msUntilNextJackpotStep(nowMs: number): number {
  return JACKPOT_STEP_MS - (((nowMs % JACKPOT_STEP_MS) + JACKPOT_STEP_MS) % JACKPOT_STEP_MS);
}
