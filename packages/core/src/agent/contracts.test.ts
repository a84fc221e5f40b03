import { describe, expect, it } from 'vitest';
import {
  contractsEndedByLowerRate,
  payoutFor,
  periodOf,
  previousPeriods,
  tierProblem,
  topRateBp,
  type ContractTier,
} from './contracts';

const TIERS: ContractTier[] = [
  { threshold: 100_000, activeMembers: 2, rateBp: 100 },
  { threshold: 500_000, activeMembers: 5, rateBp: 200 },
  { threshold: 2_000_000, activeMembers: 10, rateBp: 350 },
];

describe('payoutFor', () => {
  it('pays a salary the highest reached tier of the valid bet, rounded down', () => {
    // 7,345.67 of valid bet with 6 active members reaches tier 2 (2 %): 146.9134 -> 146.91.
    expect(
      payoutFor('dailyWage', TIERS, { validBet: 734_567, profitLoss: 0, activeMembers: 6 }),
    ).toEqual({ tier: 1, base: 734_567, rateBp: 200, amount: 14_691 });
  });

  it('holds a tier back until enough members were active', () => {
    // The bet reaches tier 3, but only 4 members played: tier 1.
    expect(
      payoutFor('hourly', TIERS, { validBet: 3_000_000, profitLoss: 0, activeMembers: 4 }),
    ).toMatchObject({ tier: 0, amount: 30_000 });
  });

  it('pays a dividend on the team loss and nothing when the team won', () => {
    expect(
      payoutFor('dividend', TIERS, { validBet: 9e6, profitLoss: -2_500_000, activeMembers: 12 }),
    ).toEqual({ tier: 2, base: 2_500_000, rateBp: 350, amount: 87_500 });
    expect(
      payoutFor('dividend', TIERS, { validBet: 9e6, profitLoss: 40_000, activeMembers: 12 }),
    ).toEqual({ tier: null, base: 0, rateBp: 0, amount: 0 });
  });

  it('answers not qualified below the first tier', () => {
    expect(
      payoutFor('realtime', TIERS, { validBet: 99_999, profitLoss: 0, activeMembers: 9 }).tier,
    ).toBeNull();
  });
});

describe('tierProblem', () => {
  it('accepts increasing thresholds with rates that never fall', () => {
    expect(tierProblem(TIERS)).toBeNull();
  });

  it.each([
    [[], 'noTiers'],
    [[{ threshold: 0, activeMembers: 0, rateBp: 0 }], 'rateOutOfRange'],
    [[{ threshold: 0, activeMembers: 0, rateBp: 10_001 }], 'rateOutOfRange'],
    [[{ threshold: 0.5, activeMembers: 0, rateBp: 10 }], 'badNumber'],
    [[TIERS[1]!, TIERS[0]!], 'thresholdsNotIncreasing'],
    [[TIERS[0]!, { threshold: 200_000, activeMembers: 0, rateBp: 50 }], 'ratesDecreasing'],
  ] as const)('refuses %j as %s', (tiers, problem) => {
    expect(tierProblem(tiers)).toBe(problem);
  });
});

describe('the lower-rate rule', () => {
  it('ends the downline contracts whose top rate is above the new one', () => {
    const downline = [
      { id: 1, tiers: [{ threshold: 0, activeMembers: 0, rateBp: 300 }] },
      { id: 2, tiers: [{ threshold: 0, activeMembers: 0, rateBp: 350 }] },
      { id: 3, tiers: [{ threshold: 0, activeMembers: 0, rateBp: 351 }] },
    ];
    expect(topRateBp(TIERS)).toBe(350);
    expect(contractsEndedByLowerRate(TIERS, downline)).toEqual([3]);
  });
});

describe('periodOf', () => {
  const at = Date.UTC(2026, 10, 26, 19, 42, 30); // Thursday 26 November 2026

  it('cuts five minutes, hours and days in UTC', () => {
    expect(periodOf('5min', at)).toEqual({
      from: Date.UTC(2026, 10, 26, 19, 40),
      to: Date.UTC(2026, 10, 26, 19, 45),
    });
    expect(periodOf('hour', at)).toEqual({
      from: Date.UTC(2026, 10, 26, 19),
      to: Date.UTC(2026, 10, 26, 20),
    });
    expect(periodOf('D', at)).toEqual({ from: Date.UTC(2026, 10, 26), to: Date.UTC(2026, 10, 27) });
  });

  it('starts weeks on Monday and halves months at the 16th', () => {
    expect(periodOf('W', at)).toEqual({ from: Date.UTC(2026, 10, 23), to: Date.UTC(2026, 10, 30) });
    expect(periodOf('H', at)).toEqual({ from: Date.UTC(2026, 10, 16), to: Date.UTC(2026, 11, 1) });
    expect(periodOf('H', Date.UTC(2026, 1, 15, 23))).toEqual({
      from: Date.UTC(2026, 1, 1),
      to: Date.UTC(2026, 1, 16),
    });
    expect(periodOf('M', at)).toEqual({ from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1) });
  });

  it('lists the whole periods before now, oldest first', () => {
    expect(previousPeriods('D', at, 2)).toEqual([
      { from: Date.UTC(2026, 10, 24), to: Date.UTC(2026, 10, 25) },
      { from: Date.UTC(2026, 10, 25), to: Date.UTC(2026, 10, 26) },
    ]);
  });
});
