import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import type { Database } from '../db';
import { findMemberByAccount, insertMember } from '../store/members';
import { setUpline } from '../store/money';
import { balanceOf, listTransactions } from '../store/wallet';
import { betAt } from '../contracts/testing';
import { AGENT01_CONTRACTS, seedAgentContracts } from './agentContracts';
import { SEED_STEPS } from './index';

// The 'agent contracts' step on the seeded agent tree: every seed step before it, then the agents
// it needs if the 'agent team' step has not made them, then the step itself.

const NOW = Date.UTC(2026, 5, 10, 15, 30);
const TODAY = Date.UTC(2026, 5, 10);
const HOUR = 3_600_000;
let db: Database;

beforeAll(() => {
  db = openDatabase({ memory: true });
  for (const step of SEED_STEPS) if (step.name !== 'agent contracts') step.run(db, NOW);
  const agent01 = findMemberByAccount(db, 'aurora', 'agent01')!;
  const place = (account: string, type: 2 | 41, uplineId: number) => {
    const found = findMemberByAccount(db, 'aurora', account);
    if (found) return found.id;
    const id = insertMember(db, {
      merchant: 'aurora',
      account,
      passwordHash: null,
      type,
      createdAt: 0,
    });
    setUpline(db, id, uplineId);
    return id;
  };
  const agent02 = place('agent02', 2, agent01.id);
  const agent03 = place('agent03', 2, agent01.id);
  const agent04 = place('agent04', 41, agent02);
  // Yesterday's losing bets of three of agent01's team: 300,000 of valid bet with 3 active members
  // reach agent01's daily wage's first tier (50,000 with 2 active at 0.50 %): 1,500 at least.
  for (const id of [agent02, agent03, agent04]) betAt(db, id, TODAY - 10 * HOUR, 100_000);
  seedAgentContracts(db, NOW);
});
afterAll(() => db.close());

const contractsOf = (account: string) =>
  db.all<{ kind: string; status: string; upline: string | null; topRateBp: number }>(
    `SELECT c.kind, c.status, up.account AS upline, c.top_rate_bp AS topRateBp
     FROM contracts c JOIN members m ON m.id = c.downline_id LEFT JOIN members up ON up.id = c.upline_id
     WHERE m.merchant = 'aurora' AND m.account = ? ORDER BY c.kind`,
    [account],
  );

describe("seed step 'agent contracts'", () => {
  it('gives agent01 a contract of each kind from the operator', () => {
    expect(contractsOf('agent01')).toEqual(
      AGENT01_CONTRACTS.map((c) => ({
        kind: c.kind,
        status: 'active',
        upline: null,
        topRateBp: Math.max(...c.tiers.map((t) => t.rateBp)),
      })).sort((a, b) => a.kind.localeCompare(b.kind)),
    );
  });

  it('gives agent02 and agent04 lower contracts and leaves agent03 a pending real-time offer', () => {
    expect(contractsOf('agent02')).toEqual([
      { kind: 'dailyWage', status: 'active', upline: 'agent01', topRateBp: 60 },
      { kind: 'dividend', status: 'active', upline: 'agent01', topRateBp: 1_000 },
    ]);
    expect(contractsOf('agent04')).toEqual([
      { kind: 'dailyWage', status: 'active', upline: 'agent02', topRateBp: 20 },
    ]);
    expect(contractsOf('agent03')).toEqual([
      { kind: 'realtime', status: 'pending', upline: 'agent01', topRateBp: 15 },
    ]);
  });

  it('settles every period over by the start of today, and only those', () => {
    const periods = db.all<{ kind: string; n: number; last: number; settled: number }>(
      `SELECT c.kind, COUNT(*) AS n, MAX(p.period_to) AS last, MAX(p.settled_at) AS settled
       FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id
       JOIN members m ON m.id = c.downline_id
       WHERE m.merchant = 'aurora' AND m.account = 'agent01' GROUP BY c.kind ORDER BY c.kind`,
    );
    // Accepted 35 days (daily), 2 days (hourly) and 3 hours (5 minutes) before today; the weeks
    // from the Monday of the week 35 days back (6 May 2026 is a Wednesday) to the last one ended.
    expect(periods).toEqual([
      { kind: 'dailyWage', n: 35, last: TODAY, settled: TODAY },
      { kind: 'dividend', n: 5, last: Date.UTC(2026, 5, 8), settled: Date.UTC(2026, 5, 8) },
      { kind: 'hourly', n: 48, last: TODAY, settled: TODAY },
      { kind: 'realtime', n: 36, last: TODAY, settled: TODAY },
    ]);
    expect(Math.max(...periods.map((p) => p.last))).toBeLessThanOrEqual(TODAY);
  });

  it('credits agent01 exactly what its paid payouts sum to, one ledger row each', () => {
    const agent01 = findMemberByAccount(db, 'aurora', 'agent01')!;
    const paid = db.all<{ id: number; amount: number }>(
      `SELECT id, amount FROM contract_payouts WHERE member_id = ? AND status = 'paid'`,
      [agent01.id],
    );
    expect(paid.length).toBeGreaterThan(0);
    const rows = listTransactions(db, agent01.id).filter((row) => row.kind === 'contract');
    expect(rows.map((row) => [row.refId, row.amount])).toEqual(paid.map((p) => [p.id, p.amount]));
    const before = db.get<{ b: number }>(
      `SELECT ? - COALESCE(SUM(amount), 0) AS b FROM wallet_transactions WHERE member_id = ?`,
      [balanceOf(db, agent01.id)!, agent01.id],
    )!.b;
    // Every change of the balance is in the ledger: what is left is the seeded opening balance.
    expect(before).toBe(980_000);
  });
});
