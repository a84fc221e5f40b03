import { describe, expect, it } from 'vitest';
import { Random } from '../random';
import { rewardOfStreak } from './calendar';
import {
  EGG_PRIZES,
  EGG_WEIGHT_TOTAL,
  ENVELOPE_MAX,
  ENVELOPE_MIN,
  SIGN_IN_REWARDS,
  WHEEL_SEGMENTS,
  WHEEL_WEIGHT_TOTAL,
} from './constants';
import { drawEggPrize } from './egg';
import { drawEnvelope } from './envelope';
import { drawSegment } from './wheel';

// The odds of every mechanic, drawn many times from a seeded generator: each outcome lands within
// a tolerance of its weight's share. 20 000 draws put the standard error of a share below 0.4
// percentage points, so a tolerance of 1.5 points fails a wrong weight, never a right one.
const DRAWS = 20_000;
const TOLERANCE = 0.015;

function shares<T>(draw: () => T): Map<T, number> {
  const counts = new Map<T, number>();
  for (let i = 0; i < DRAWS; i += 1) {
    const value = draw();
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return new Map([...counts].map(([value, count]) => [value, count / DRAWS]));
}

describe('the prize wheel', () => {
  it('has 8 segments whose weights sum to the known total, one of them "try again"', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(8);
    expect(WHEEL_SEGMENTS.reduce((sum, s) => sum + s.weight, 0)).toBe(WHEEL_WEIGHT_TOTAL);
    expect(WHEEL_SEGMENTS.filter((s) => s.amount === 0)).toHaveLength(1);
  });

  it('lands on each segment as often as its weight says', () => {
    const random = new Random(27);
    const landed = shares(() => drawSegment(random));
    WHEEL_SEGMENTS.forEach((segment, index) => {
      expect(Math.abs((landed.get(index) ?? 0) - segment.weight / WHEEL_WEIGHT_TOTAL)).toBeLessThan(
        TOLERANCE,
      );
    });
  });
});

describe('the golden egg', () => {
  it('pays each prize as often as its weight says, and always something', () => {
    expect(EGG_PRIZES.reduce((sum, p) => sum + p.weight, 0)).toBe(EGG_WEIGHT_TOTAL);
    const random = new Random(270);
    const paid = shares(() => drawEggPrize(random));
    expect([...paid.keys()].every((amount) => amount > 0)).toBe(true);
    for (const prize of EGG_PRIZES) {
      expect(
        Math.abs((paid.get(prize.amount) ?? 0) - prize.weight / EGG_WEIGHT_TOTAL),
      ).toBeLessThan(TOLERANCE);
    }
  });
});

describe('the red envelope', () => {
  it('pays whole minor units uniformly between the minimum and the maximum', () => {
    const random = new Random(2_700);
    const amounts = Array.from({ length: DRAWS }, () => drawEnvelope(random));
    expect(
      amounts.every((a) => Number.isInteger(a) && a >= ENVELOPE_MIN && a <= ENVELOPE_MAX),
    ).toBe(true);
    // Both ends are reachable, and the halves of the range are equally likely.
    expect(amounts).toContain(ENVELOPE_MIN);
    expect(amounts).toContain(ENVELOPE_MAX);
    const middle = (ENVELOPE_MIN + ENVELOPE_MAX) / 2;
    const low = amounts.filter((a) => a < middle).length / DRAWS;
    expect(Math.abs(low - 0.5)).toBeLessThan(TOLERANCE);
  });

  it('draws the same amounts from the same seed (a test or dev control can know them)', () => {
    const first = new Random(5);
    const second = new Random(5);
    expect([drawEnvelope(first), drawEnvelope(first)]).toEqual([
      drawEnvelope(second),
      drawEnvelope(second),
    ]);
  });
});

describe('the sign-in calendar', () => {
  it('pays more as the streak grows over 7 days, then starts the cycle again', () => {
    expect(SIGN_IN_REWARDS).toHaveLength(7);
    const week = [1, 2, 3, 4, 5, 6, 7].map(rewardOfStreak);
    week.slice(1).forEach((reward, i) => expect(reward).toBeGreaterThanOrEqual(week[i]!));
    expect(week[6]).toBeGreaterThan(week[0]!);
    expect(rewardOfStreak(8)).toBe(rewardOfStreak(1));
    expect(rewardOfStreak(14)).toBe(rewardOfStreak(7));
  });
});
