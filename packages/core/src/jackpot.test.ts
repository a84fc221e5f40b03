import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  JACKPOT_STEP_MINOR,
  JACKPOT_STEP_MS,
  jackpotAmountAt,
  msUntilNextJackpotStep,
} from './jackpot';

const noon = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('jackpot amount', () => {
  test('adds 165.11 every 3 seconds', () => {
    expect(jackpotAmountAt(noon + JACKPOT_STEP_MS) - jackpotAmountAt(noon)).toBe(16_511);
    expect(jackpotAmountAt(noon + 10 * JACKPOT_STEP_MS) - jackpotAmountAt(noon)).toBe(165_110);
  });

  test('does not change within a step', () => {
    expect(jackpotAmountAt(noon + 2_999)).toBe(jackpotAmountAt(noon));
  });

  test('after a long background period it shows what a visible tab would show', () => {
    const later = noon + 37 * 60_000 + 1_234;
    const steps = Math.floor(later / JACKPOT_STEP_MS) - Math.floor(noon / JACKPOT_STEP_MS);
    expect(jackpotAmountAt(later)).toBe(jackpotAmountAt(noon) + steps * JACKPOT_STEP_MINOR);
  });

  test('the start value is pseudo-random per day but the same for everyone on a day', () => {
    const today = jackpotAmountAt(Date.UTC(2026, 10, 23));
    const tomorrow = jackpotAmountAt(Date.UTC(2026, 10, 24));
    expect(today).not.toBe(tomorrow);
    expect(jackpotAmountAt(Date.UTC(2026, 10, 23))).toBe(today);
  });

  test('always a whole number of minor units within a plausible range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const amount = jackpotAmountAt(now);
        return Number.isInteger(amount) && amount >= 1_000_000_000 && amount < 3_500_000_000;
      }),
    );
  });

  test('the next step is between 1 and 3000 ms away', () => {
    expect(msUntilNextJackpotStep(noon)).toBe(3_000);
    expect(msUntilNextJackpotStep(noon + 1)).toBe(2_999);
    expect(msUntilNextJackpotStep(noon + 2_999)).toBe(1);
  });
});
