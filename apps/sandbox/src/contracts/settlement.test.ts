import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractPeriod, ContractTier } from '@lobby/core';
import type { Database } from '../db';
import { balanceOf, listTransactions } from '../store/wallet';
import { seededDatabase } from '../test/database';
import { giveOperatorContract, terminateContract } from './offers';
import { duePeriods, settleContracts, settlePeriod } from './settlement';
import { enableAllKinds } from './store';
import { betAt, placeMember } from './testing';

// Settlement against hand-computed cases: bets with known stakes and wins at known times, each
// case on a team of its own, and the payout each period must give worked out in the comments.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Monday 1 June 2026, 00:00 UTC: a day, an ISO week, an hour and a 5-minute window all start here.
const MONDAY = Date.UTC(2026, 5, 1);

let db: Database;
beforeAll(() => {
  db = seededDatabase({ memory: true }, MONDAY - 40 * DAY);
  enableAllKinds(db, 'aurora');
});
afterAll(() => db.close());

function agentWith(kind: ContractKind, period: ContractPeriod, tiers: ContractTier[], at: number) {
  const agent = placeMember(db, { type: 1, now: at });
  const contract = giveOperatorContract(db, {
    merchant: 'aurora',
    memberId: agent.id,
    kind,
    period,
    tiers,
    now: at,
  });
  return { agent, contract };
}

function payoutsOf(contractId: number) {
  return db.all<{
    from: number;
    validBet: number;
    profitLoss: number;
    activeMembers: number;
    base: number;
    tier: number | null;
    rateBp: number;
    amount: number;
    status: string;
  }>(
    `SELECT period_from AS "from", valid_bet AS validBet, profit_loss AS profitLoss,
       active_members AS activeMembers, base, tier, rate_bp AS rateBp, amount, status
     FROM contract_payouts WHERE contract_id = ? ORDER BY period_from`,
    [contractId],
  );
}

/** The member's ledger rows sum to the change of their balance since `opening`. */
function expectConserved(memberId: number, opening = 0): void {
  const ledger = listTransactions(db, memberId).reduce((sum, row) => sum + row.amount, 0);
  expect(balanceOf(db, memberId)! - opening).toBe(ledger);
}

describe('settlement arithmetic', () => {
  it('pays a daily wage on the day’s valid bet at the tier reached', () => {
    const { agent, contract } = agentWith(
      'dailyWage',
      'D',
      [
        { threshold: 10_000, activeMembers: 1, rateBp: 100 },
        { threshold: 50_000, activeMembers: 2, rateBp: 200 },
      ],
      MONDAY + 10 * HOUR,
    );
    const p1 = placeMember(db, { uplineId: agent.id });
    const p2 = placeMember(db, { uplineId: p1.id });
    const outsider = placeMember(db);
    betAt(db, p1.id, MONDAY + 8 * HOUR, 30_000); // valid 30,000 (before acceptance: same day)
    betAt(db, p2.id, MONDAY + 9 * HOUR, 25_000, 25_000); // a push: valid 0
    betAt(db, p2.id, MONDAY + 23 * HOUR, 5_000, 12_000); // valid 5,000; p2 is two levels down
    betAt(db, p1.id, MONDAY + DAY, 90_000); // the next day
    betAt(db, outsider.id, MONDAY + HOUR, 90_000); // not in the team

    settleContracts(db, MONDAY + DAY + MINUTE);
    // valid bet 35,000 with 2 active: tier 0 (tier 1 needs 50,000); 35,000 x 1.00 % = 350.
    expect(payoutsOf(contract.id)).toEqual([
      {
        from: MONDAY,
        validBet: 35_000,
        profitLoss: -30_000 + 0 + 7_000,
        activeMembers: 2,
        base: 35_000,
        tier: 0,
        rateBp: 100,
        amount: 350,
        status: 'paid',
      },
    ]);
    expect(balanceOf(db, agent.id)).toBe(350);
    expect(listTransactions(db, agent.id)).toMatchObject([{ kind: 'contract', amount: 350 }]);
    expectConserved(agent.id);
  });

  it('pays a weekly dividend on the team’s loss, and nothing in a week the team won', () => {
    const { agent, contract } = agentWith(
      'dividend',
      'W',
      [
        { threshold: 1_000, activeMembers: 1, rateBp: 1_000 },
        { threshold: 100_000, activeMembers: 3, rateBp: 2_000 },
      ],
      MONDAY + 9 * HOUR,
    );
    const [p, q, r] = [1, 2, 3].map(() => placeMember(db, { uplineId: agent.id }));
    betAt(db, p!.id, MONDAY + DAY, 40_000, 10_000); // -30,000
    betAt(db, q!.id, MONDAY + 3 * DAY, 20_000); // -20,000
    betAt(db, r!.id, MONDAY + 6 * DAY, 10_000, 30_000); // +20,000
    betAt(db, p!.id, MONDAY + 8 * DAY, 10_000, 50_000); // week 2: the team won 40,000

    settleContracts(db, MONDAY + 14 * DAY + MINUTE);
    // Week 1: the team lost 30,000 with 3 active: tier 0 (tier 1 needs 100,000): 10 % = 3,000.
    // Week 2: the team won, so the base is 0: below every tier, not qualified. Week 3 is not over.
    expect(payoutsOf(contract.id)).toEqual([
      {
        from: MONDAY,
        validBet: 70_000,
        profitLoss: -30_000,
        activeMembers: 3,
        base: 30_000,
        tier: 0,
        rateBp: 1_000,
        amount: 3_000,
        status: 'paid',
      },
      {
        from: MONDAY + 7 * DAY,
        validBet: 10_000,
        profitLoss: 40_000,
        activeMembers: 1,
        base: 0,
        tier: null,
        rateBp: 0,
        amount: 0,
        status: 'notQualified',
      },
    ]);
    expect(balanceOf(db, agent.id)).toBe(3_000);
    expectConserved(agent.id);
  });

  it('records an hour below the first tier as not qualified and moves no money', () => {
    const { agent, contract } = agentWith(
      'hourly',
      'hour',
      [{ threshold: 100_000, activeMembers: 1, rateBp: 50 }],
      MONDAY + 12 * HOUR,
    );
    const p = placeMember(db, { uplineId: agent.id });
    betAt(db, p.id, MONDAY + 12 * HOUR + 30 * MINUTE, 20_000);

    settleContracts(db, MONDAY + 13 * HOUR);
    expect(payoutsOf(contract.id)).toMatchObject([
      { from: MONDAY + 12 * HOUR, validBet: 20_000, base: 20_000, tier: null, amount: 0 },
    ]);
    expect(payoutsOf(contract.id)[0]!.status).toBe('notQualified');
    expect(balanceOf(db, agent.id)).toBe(0);
    expect(listTransactions(db, agent.id)).toEqual([]);
  });

  it('pays real-time salary per 5-minute window, rounding down', () => {
    const start = MONDAY + 12 * HOUR;
    const { agent, contract } = agentWith(
      'realtime',
      '5min',
      [
        { threshold: 1_000, activeMembers: 1, rateBp: 30 },
        { threshold: 10_000, activeMembers: 2, rateBp: 60 },
      ],
      start,
    );
    const p = placeMember(db, { uplineId: agent.id });
    const q = placeMember(db, { uplineId: agent.id });
    betAt(db, p.id, start + MINUTE, 7_000);
    betAt(db, q.id, start + 5 * MINUTE - 1, 6_000);
    betAt(db, p.id, start + 5 * MINUTE, 3_001); // the second window

    settleContracts(db, start + 10 * MINUTE);
    // Window 1: 13,000 with 2 active: tier 1, 0.60 % = 78. Window 2: 3,001 with 1 active: tier 0,
    // 0.30 % = 9.003, paid 9.
    expect(payoutsOf(contract.id).map((p) => [p.validBet, p.tier, p.amount])).toEqual([
      [13_000, 1, 78],
      [3_001, 0, 9],
    ]);
    expect(balanceOf(db, agent.id)).toBe(87);
    expectConserved(agent.id);
  });
});

describe('settlement arithmetic, longer periods', () => {
  it('pays a semimonthly dividend at the higher tier its loss and members reach', () => {
    const { agent, contract } = agentWith(
      'dividend',
      'H',
      [
        { threshold: 1_000, activeMembers: 1, rateBp: 1_000 },
        { threshold: 100_000, activeMembers: 3, rateBp: 2_000 },
      ],
      MONDAY + 2 * DAY,
    );
    const [p, q, r] = [1, 2, 3].map(() => placeMember(db, { uplineId: agent.id }));
    betAt(db, p!.id, MONDAY, 100_000); // 1 June: -100,000
    betAt(db, q!.id, MONDAY + 7 * DAY, 60_000, 10_000); // -50,000
    betAt(db, r!.id, MONDAY + 15 * DAY - 1, 1_000); // 15 June, 23:59:59.999: -1,000
    betAt(db, r!.id, MONDAY + 15 * DAY, 500_000); // 16 June: the second half

    settleContracts(db, MONDAY + 15 * DAY + MINUTE);
    // 1-15 June: the team lost 151,000 with 3 active: tier 1, 20 % = 30,200.
    expect(payoutsOf(contract.id)).toMatchObject([
      { from: MONDAY, validBet: 161_000, base: 151_000, tier: 1, amount: 30_200 },
    ]);
    expect(balanceOf(db, agent.id)).toBe(30_200);
    expectConserved(agent.id);
  });
});

describe('replacing a contract', () => {
  it('pays the period of the change once: the old contract through it, the new one after it', () => {
    const terms = [{ threshold: 1, activeMembers: 1, rateBp: 100 }];
    const { agent, contract: old } = agentWith('dailyWage', 'D', terms, MONDAY - DAY);
    const replacement = giveOperatorContract(db, {
      merchant: 'aurora',
      memberId: agent.id,
      kind: 'dailyWage',
      period: 'D',
      tiers: [{ threshold: 1, activeMembers: 1, rateBp: 200 }],
      now: MONDAY + 12 * HOUR,
    });
    for (let day = -1; day < 2; day++) betAt(db, agent.id, MONDAY + day * DAY + HOUR, 10_000);

    settleContracts(db, MONDAY + 2 * DAY);
    expect(payoutsOf(old.id).map((p) => [p.from, p.amount])).toEqual([
      [MONDAY - DAY, 100],
      [MONDAY, 100],
    ]);
    expect(payoutsOf(replacement.id).map((p) => [p.from, p.amount])).toEqual([[MONDAY + DAY, 200]]);
    expect(balanceOf(db, agent.id)).toBe(400);
    expectConserved(agent.id);
  });
});

describe('exactly once', () => {
  it('pays each period once when two runs planned the same periods', () => {
    const { agent, contract } = agentWith(
      'dailyWage',
      'D',
      [{ threshold: 1, activeMembers: 1, rateBp: 500 }],
      MONDAY - 3 * DAY,
    );
    const p = placeMember(db, { uplineId: agent.id });
    for (let day = -3; day < 0; day++) betAt(db, p.id, MONDAY + day * DAY + HOUR, 10_000);

    // Two runs interleaved: both plan before either settles, then both settle what they planned.
    const asOf = MONDAY + MINUTE;
    const first = duePeriods(db, asOf).filter((d) => d.contractId === contract.id);
    const second = duePeriods(db, asOf).filter((d) => d.contractId === contract.id);
    expect(first).toHaveLength(3);
    expect(first.map((d) => settlePeriod(db, d, asOf))).toEqual([true, true, true]);
    expect(second.map((d) => settlePeriod(db, d, asOf))).toEqual([false, false, false]);
    settleContracts(db, asOf);

    expect(payoutsOf(contract.id).map((p) => p.amount)).toEqual([500, 500, 500]);
    expect(balanceOf(db, agent.id)).toBe(1_500);
    expect(listTransactions(db, agent.id)).toHaveLength(3);
    expectConserved(agent.id);
  });

  it('stops paying after the period a contract ended in', () => {
    const upline = placeMember(db, { type: 1 });
    const { agent, contract } = agentWith(
      'dailyWage',
      'D',
      [{ threshold: 1, activeMembers: 1, rateBp: 100 }],
      MONDAY,
    );
    // An operator contract has no upline to end it: give it one so the upline's rule applies.
    db.run('UPDATE contracts SET upline_id = ? WHERE id = ?', [upline.id, contract.id]);
    for (let day = 0; day < 4; day++) betAt(db, agent.id, MONDAY + day * DAY + HOUR, 10_000);
    terminateContract(
      db,
      { memberId: upline.id, merchant: 'aurora', now: MONDAY + DAY + 2 * HOUR },
      contract.id,
    );

    settleContracts(db, MONDAY + 4 * DAY);
    // Paid for the day it started and the day it ended in; nothing for the two days after.
    expect(payoutsOf(contract.id).map((p) => [p.from, p.amount])).toEqual([
      [MONDAY, 100],
      [MONDAY + DAY, 100],
    ]);
  });
});
