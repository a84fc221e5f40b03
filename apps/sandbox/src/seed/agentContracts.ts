import type { ContractKind, ContractPeriod, ContractTier } from '@lobby/core';
import type { Database } from '../db';
import { giveOperatorContract, offerContract, respondToOffer } from '../contracts/offers';
import { settleContracts } from '../contracts/settlement';
import { enableAllKinds } from '../contracts/store';
import { findMemberByAccount } from '../store/members';
import { SEED_MERCHANTS } from './data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Terms {
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
}

/** What the operator gives agent01: one contract of each kind, the rates the others stay under. */
export const AGENT01_CONTRACTS: readonly (Terms & { acceptedAgo: number })[] = [
  {
    kind: 'dividend',
    period: 'W',
    tiers: [
      { threshold: 100_000, activeMembers: 3, rateBp: 1_000 },
      { threshold: 1_000_000, activeMembers: 5, rateBp: 2_000 },
      { threshold: 5_000_000, activeMembers: 10, rateBp: 3_000 },
    ],
    acceptedAgo: 35 * DAY,
  },
  {
    kind: 'dailyWage',
    period: 'D',
    tiers: [
      { threshold: 50_000, activeMembers: 2, rateBp: 50 },
      { threshold: 500_000, activeMembers: 5, rateBp: 100 },
      { threshold: 2_000_000, activeMembers: 8, rateBp: 150 },
    ],
    acceptedAgo: 35 * DAY,
  },
  {
    kind: 'hourly',
    period: 'hour',
    tiers: [
      { threshold: 10_000, activeMembers: 1, rateBp: 20 },
      { threshold: 100_000, activeMembers: 3, rateBp: 40 },
    ],
    acceptedAgo: 2 * DAY,
  },
  {
    kind: 'realtime',
    period: '5min',
    tiers: [
      { threshold: 1_000, activeMembers: 1, rateBp: 10 },
      { threshold: 50_000, activeMembers: 3, rateBp: 20 },
    ],
    acceptedAgo: 3 * HOUR,
  },
];

/** Contracts agents gave their downline, each below the giver's own rates (the seeded tree). */
const DOWNLINE_CONTRACTS: readonly (Terms & {
  upline: string;
  downline: string;
  offeredAgo: number;
  /** How long after the offer the downline accepted; null leaves it pending. */
  answeredAfter: number | null;
})[] = [
  {
    upline: 'agent01',
    downline: 'agent02',
    kind: 'dailyWage',
    period: 'D',
    tiers: [
      { threshold: 50_000, activeMembers: 2, rateBp: 30 },
      { threshold: 500_000, activeMembers: 4, rateBp: 60 },
    ],
    offeredAgo: 31 * DAY,
    answeredAfter: DAY,
  },
  {
    upline: 'agent01',
    downline: 'agent02',
    kind: 'dividend',
    period: 'W',
    tiers: [
      { threshold: 100_000, activeMembers: 2, rateBp: 500 },
      { threshold: 1_000_000, activeMembers: 4, rateBp: 1_000 },
    ],
    offeredAgo: 31 * DAY,
    answeredAfter: 2 * HOUR,
  },
  {
    upline: 'agent02',
    downline: 'agent04',
    kind: 'dailyWage',
    period: 'D',
    tiers: [{ threshold: 20_000, activeMembers: 1, rateBp: 20 }],
    offeredAgo: 21 * DAY,
    answeredAfter: DAY,
  },
  {
    upline: 'agent01',
    downline: 'agent03',
    kind: 'realtime',
    period: '5min',
    tiers: [
      { threshold: 1_000, activeMembers: 1, rateBp: 8 },
      { threshold: 50_000, activeMembers: 3, rateBp: 15 },
    ],
    offeredAgo: 2 * HOUR,
    answeredAfter: null,
  },
];

/**
 * Seed step 'agent contracts' (after 'agent team', which makes agent01's downline): every brand
 * switches all four kinds on; in every brand with agent01, the operator gives agent01 a contract of
 * each kind, agent01 gives agent02 a daily wage and a dividend, agent02 gives agent04 a daily wage,
 * and agent01's real-time offer to agent03 waits. All through the domain's own rules, at instants
 * before today; then the periods over by today's start are settled a day at a time, so payouts and
 * their ledger rows have the times they would have had. A downline contract whose members are
 * missing is left out.
 */
export function seedAgentContracts(db: Database, now: number): void {
  // The start of today (UTC), like the bet history: two seeds on the same day are identical, and
  // the periods since are settled by the sandbox's minute job as soon as it starts.
  const today = Math.floor(now / DAY) * DAY;
  for (const { code: merchant } of SEED_MERCHANTS) {
    enableAllKinds(db, merchant);
    const memberOf = (account: string) => findMemberByAccount(db, merchant, account);
    const agent01 = memberOf('agent01');
    if (!agent01) continue;
    for (const { acceptedAgo, ...terms } of AGENT01_CONTRACTS) {
      giveOperatorContract(db, {
        merchant,
        memberId: agent01.id,
        ...terms,
        now: today - acceptedAgo,
      });
    }
    for (const given of DOWNLINE_CONTRACTS) {
      const upline = memberOf(given.upline);
      const downline = memberOf(given.downline);
      if (!upline || !downline) continue;
      const offeredAt = today - given.offeredAgo;
      const offer = offerContract(
        db,
        { memberId: upline.id, merchant, now: offeredAt },
        { kind: given.kind, memberId: downline.id, period: given.period, tiers: given.tiers },
      );
      if (given.answeredAfter === null) continue;
      respondToOffer(
        db,
        { memberId: downline.id, merchant, now: offeredAt + given.answeredAfter },
        { id: offer.id, accept: true, confirm: true },
      );
    }
    // A day at a time at midnight, as the minute's job would have paid them, up to today.
    const oldest = Math.max(...AGENT01_CONTRACTS.map((c) => c.acceptedAgo));
    for (let midnight = today - oldest + DAY; midnight <= today; midnight += DAY) {
      settleContracts(db, midnight, { merchant });
    }
  }
}
