// Sample VN draws for stories and tests: deterministic numbers with the sheet's digits (special
// prize six, first to third five, fourth and fifth four, sixth three, seventh two).
import type { LotteryDrawResult } from './LotteryDraws';
import { VN_PRIZE_TIERS } from './prizeTiers';

const DIGITS: Readonly<Record<string, number>> = {
  special: 6,
  first: 5,
  second: 5,
  third: 5,
  fourth: 4,
  fifth: 4,
  sixth: 3,
  seventh: 2,
};

/** A small linear congruential generator: the same seed gives the same sheet. */
function numbersOf(seed: number): string[] {
  let state = seed * 7919 + 17;
  const next = (digits: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return String(state % 10 ** digits).padStart(digits, '0');
  };
  return VN_PRIZE_TIERS.flatMap(({ tier, count }) =>
    Array.from({ length: count }, () => next(DIGITS[tier] ?? 5)),
  );
}

/** `count` daily draws, newest first, the newest at `latest` (by default 18:15 in Vietnam). */
export function sampleDraws(
  count: number,
  latest: Date = new Date('2025-03-14T11:15:00Z'),
): LotteryDrawResult[] {
  return Array.from({ length: count }, (_, index) => {
    const drawnAt = new Date(latest.getTime() - index * 24 * 60 * 60 * 1000);
    return {
      drawNo: drawnAt.toISOString().slice(0, 10).replaceAll('-', ''),
      drawnAt: drawnAt.toISOString(),
      numbers: numbersOf(count - index),
    };
  });
}
