/** The prize tiers of a Vietnamese lottery result sheet, highest first. */
export type PrizeTier =
  'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

/**
 * The VN result sheet's layout (the northern draw): how many numbers each tier opens, in the order
 * the draw lists them, special prize first: 1 + 1 + 2 + 6 + 4 + 6 + 3 + 4 = 27 numbers.
 */
export const VN_PRIZE_TIERS: readonly { tier: PrizeTier; count: number }[] = [
  { tier: 'special', count: 1 },
  { tier: 'first', count: 1 },
  { tier: 'second', count: 2 },
  { tier: 'third', count: 6 },
  { tier: 'fourth', count: 4 },
  { tier: 'fifth', count: 6 },
  { tier: 'sixth', count: 3 },
  { tier: 'seventh', count: 4 },
];

export const VN_PRIZE_NUMBER_COUNT = VN_PRIZE_TIERS.reduce((sum, { count }) => sum + count, 0);

export interface TierNumbers {
  /** `other`: numbers beyond the 27 of the layout, kept rather than dropped. */
  tier: PrizeTier | 'other';
  numbers: string[];
}

/**
 * A draw's numbers split into its tiers, in order. A short draw fills the tiers it reaches (the
 * rest are left out, not shown empty); numbers past the layout's 27 come last as `other`.
 */
export function prizeTiers(numbers: readonly string[]): TierNumbers[] {
  const tiers: TierNumbers[] = [];
  let at = 0;
  for (const { tier, count } of VN_PRIZE_TIERS) {
    if (at >= numbers.length) break;
    tiers.push({ tier, numbers: numbers.slice(at, at + count) });
    at += count;
  }
  if (at < numbers.length) tiers.push({ tier: 'other', numbers: numbers.slice(at) });
  return tiers;
}

/**
 * Columns a tier's numbers are laid out in: at most 4 a line, and the six-number tiers as two
 * lines of three, so a row's height does not depend on the screen's width.
 */
export function tierColumns(count: number): number {
  return count === 6 ? 3 : Math.max(1, Math.min(count, 4));
}
