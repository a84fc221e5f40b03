import type { ContractTier } from '@lobby/core';
import type { Contract, ContractPayout, ContractPreview } from './types';

/*
 * Sample data of the agent centre's stories: one realistic set per contract kind, in the shapes
 * the sandbox answers. Times are fixed so the stories render the same on every run.
 */

const DAY = 86_400_000;
/** Monday 2026-11-23 00:00 UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 10, 23);

export const SAMPLE_TIERS: Record<Contract['kind'], ContractTier[]> = {
  dividend: [
    { threshold: 1_000_000, activeMembers: 3, rateBp: 1000 },
    { threshold: 5_000_000, activeMembers: 5, rateBp: 1500 },
    { threshold: 20_000_000, activeMembers: 10, rateBp: 2500 },
  ],
  dailyWage: [
    { threshold: 500_000, activeMembers: 2, rateBp: 50 },
    { threshold: 2_000_000, activeMembers: 4, rateBp: 80 },
    { threshold: 10_000_000, activeMembers: 8, rateBp: 120 },
  ],
  hourly: [
    { threshold: 100_000, activeMembers: 1, rateBp: 20 },
    { threshold: 500_000, activeMembers: 3, rateBp: 35 },
  ],
  realtime: [
    { threshold: 10_000, activeMembers: 1, rateBp: 10 },
    { threshold: 100_000, activeMembers: 2, rateBp: 15 },
    { threshold: 500_000, activeMembers: 4, rateBp: 25 },
  ],
};

export const SAMPLE_PERIOD: Record<Contract['kind'], Contract['period']> = {
  dividend: 'W',
  dailyWage: 'D',
  hourly: 'hour',
  realtime: '5min',
};

const SPAN: Record<Contract['kind'], number> = {
  dividend: 7 * DAY,
  dailyWage: DAY,
  hourly: 3_600_000,
  realtime: 300_000,
};

export function sampleContract(
  kind: Contract['kind'],
  overrides: Partial<Contract> = {},
): Contract {
  const tiers = SAMPLE_TIERS[kind];
  return {
    id: 41,
    kind,
    period: SAMPLE_PERIOD[kind],
    tiers,
    status: 'pending',
    topRateBp: Math.max(...tiers.map((tier) => tier.rateBp)),
    uplineAccount: 'agent01',
    downlineId: 7,
    downlineAccount: 'subagent01',
    offeredAt: SAMPLE_NOW - 2 * 3_600_000,
    decidedAt: null,
    endedAt: null,
    endReason: null,
    ...overrides,
  };
}

/** Four past periods of a kind, oldest first, offered against a current contract (or none). */
export function samplePreview(kind: Contract['kind'], withCurrent = true): ContractPreview {
  const span = SPAN[kind];
  const figures = [
    { validBet: 3_200_000, profitLoss: -1_250_000, activeMembers: 4 },
    { validBet: 8_400_000, profitLoss: -6_100_000, activeMembers: 6 },
    { validBet: 600_000, profitLoss: 150_000, activeMembers: 2 },
    { validBet: 12_500_000, profitLoss: -2_400_000, activeMembers: 9 },
  ];
  const base = (f: (typeof figures)[number]) =>
    kind === 'dividend' ? Math.max(0, -f.profitLoss) : f.validBet;
  return {
    periods: figures.map((f, i) => {
      const offeredTier = i === 2 ? null : i === 1 ? 1 : 0;
      const offeredRate = offeredTier === null ? 0 : SAMPLE_TIERS[kind][offeredTier]!.rateBp;
      const currentRate = offeredTier === null ? 0 : Math.round(offeredRate * 0.8);
      return {
        from: SAMPLE_NOW - (4 - i) * span,
        to: SAMPLE_NOW - (3 - i) * span,
        ...f,
        offered: {
          tier: offeredTier,
          rateBp: offeredRate,
          amount: Math.floor((base(f) * offeredRate) / 10_000),
        },
        current: withCurrent
          ? {
              tier: offeredTier,
              rateBp: currentRate,
              amount: Math.floor((base(f) * currentRate) / 10_000),
            }
          : null,
      };
    }),
    endsDownline: [],
  };
}

export function samplePayouts(kind: Contract['kind']): ContractPayout[] {
  const span = SPAN[kind];
  const accounts = ['subagent01', 'subagent02', 'player0007'];
  return [0, 1, 2, 3, 4].map((i) => {
    const validBet = [4_200_000, 900_000, 15_300_000, 2_600_000, 7_800_000][i]!;
    const profitLoss = [-1_800_000, 300_000, -5_600_000, -400_000, -2_100_000][i]!;
    const base = kind === 'dividend' ? Math.max(0, -profitLoss) : validBet;
    const tier = i === 1 ? null : i === 2 ? 1 : 0;
    const rateBp = tier === null ? 0 : SAMPLE_TIERS[kind][tier]!.rateBp;
    return {
      id: 900 + i,
      contractId: 40 + (i % 3),
      kind,
      account: accounts[i % 3]!,
      from: SAMPLE_NOW - (5 - i) * span,
      to: SAMPLE_NOW - (4 - i) * span,
      validBet,
      profitLoss,
      activeMembers: [4, 1, 9, 3, 6][i]!,
      base,
      tier,
      rateBp,
      amount: Math.floor((base * rateBp) / 10_000),
      status: tier === null ? 'notQualified' : 'paid',
      settledAt: SAMPLE_NOW - (4 - i) * span + 60_000,
    };
  });
}
