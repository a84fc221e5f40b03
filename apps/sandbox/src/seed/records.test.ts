import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { openDatabase } from '../db';
import { findMemberByAccount } from '../store/members';
import { playerLevelsOf } from '../store/records';
import { balanceOf, listTransactions } from '../store/wallet';
import { seededDatabase } from '../test/database';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MERCHANTS, SEED_STEPS } from './index';
import { BET_HISTORY_DAYS, SEED_PLAYER_LEVELS, fundingOf, seedBetHistory } from './records';

const DAY = 24 * 60 * 60 * 1000;
let db: Database;

beforeAll(() => {
  db = seededDatabase();
});
afterAll(() => db.close());

const player = (merchant: string) => {
  const found = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.player.username);
  if (!found) throw new Error(`no player01 on ${merchant}`);
  return found;
};

describe("seed step 'bet history'", () => {
  it.each(SEED_MERCHANTS.map((m) => m.code))(
    "keeps %s player01's ledger whole: each balance follows the last, the rows sum to the change",
    (merchant) => {
      const { id } = player(merchant);
      const ledger = listTransactions(db, id);
      const opening = DEMO_ACCOUNTS.player.balance;
      // The seeded history nets to zero: player01 still has the balance ACCOUNTS.md promises.
      expect(balanceOf(db, id)).toBe(opening);
      expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
      let running = opening;
      for (const row of ledger) {
        running += row.amount;
        expect(row.balanceAfter).toBe(running);
      }
      // Every bet has its stake row, and its win row exactly when it won something.
      const bets = db.all<{ id: number; stake: number; win: number }>(
        'SELECT id, stake, win FROM bets WHERE member_id = ?',
        [id],
      );
      for (const bet of bets) {
        const rows = ledger.filter((row) => row.betId === bet.id);
        expect(rows.find((row) => row.kind === 'bet')?.amount).toBe(-bet.stake);
        expect(rows.find((row) => row.kind === 'win')?.amount ?? 0).toBe(bet.win);
      }
    },
  );

  it('gives player01 60 days of varied bets ending today: types, vendors, wins, losses, pushes', () => {
    const { id } = player('aurora');
    const today = Math.floor(Date.now() / DAY) * DAY;
    const summary = db.get<{
      days: number;
      first: number;
      last: number;
      types: number;
      vendors: number;
      wins: number;
      losses: number;
      pushes: number;
    }>(
      `SELECT COUNT(DISTINCT b.created_at / ${DAY}) AS days, MIN(b.created_at) AS first,
         MAX(b.created_at) AS last, COUNT(DISTINCT g.game_type) AS types,
         COUNT(DISTINCT g.vassalage) AS vendors, SUM(b.win > b.stake) AS wins,
         SUM(b.win < b.stake) AS losses, SUM(b.win = b.stake) AS pushes
       FROM bets b JOIN games g ON g.game_id = b.game_id
       WHERE b.member_id = ? AND b.created_at >= ?`,
      [id, today - (BET_HISTORY_DAYS - 1) * DAY],
    );
    expect(summary?.days).toBe(BET_HISTORY_DAYS);
    expect(summary?.first).toBeLessThan(today - (BET_HISTORY_DAYS - 2) * DAY);
    expect(summary?.last).toBeGreaterThanOrEqual(today);
    expect(summary?.types).toBeGreaterThanOrEqual(5);
    expect(summary?.vendors).toBeGreaterThanOrEqual(6);
    expect(summary?.wins).toBeGreaterThan(10);
    expect(summary?.losses).toBeGreaterThan(10);
    expect(summary?.pushes).toBeGreaterThan(0);
  });

  it('gives every brand the player levels, level 1 from nothing, thresholds rising', () => {
    for (const { code } of SEED_MERCHANTS) {
      expect(playerLevelsOf(db, code)).toEqual(SEED_PLAYER_LEVELS);
    }
    expect(SEED_PLAYER_LEVELS[0]?.minValidBet).toBe(0);
    const thresholds = SEED_PLAYER_LEVELS.map((level) => level.minValidBet);
    expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
  });

  it('ends the history on the day it runs, whatever that day is', () => {
    const other = openDatabase({ memory: true });
    try {
      // Every step up to this one, then this one on a clock of its own.
      const runDay = Date.UTC(2027, 2, 15, 18, 30);
      for (const step of SEED_STEPS) {
        if (step.name === 'bet history') break;
        step.run(other, runDay);
      }
      seedBetHistory(other, runDay);
      const last = other.get<{ last: number }>('SELECT MAX(created_at) AS last FROM bets')?.last;
      expect(new Date(last ?? 0).toISOString().slice(0, 10)).toBe('2027-03-15');
      // Nothing in the future of the run.
      expect(last).toBeLessThan(runDay);
    } finally {
      other.close();
    }
  });

  it('funds the rounds so the balance never goes below zero and ends where it started', () => {
    // A fresh player01 covers the lowest point: a net loss is deposited, nothing withdrawn.
    expect(fundingOf(125_000, -40_000, -30_000)).toEqual({ deposit: 30_000, withdrawal: 0 });
    // A net win comes back out (at least the smallest withdrawal, so a deposit makes up the rest).
    expect(fundingOf(125_000, -5_000, 25_000)).toEqual({ deposit: 0, withdrawal: 25_000 });
    expect(fundingOf(125_000, -5_000, 4_000)).toEqual({ deposit: 6_000, withdrawal: 10_000 });
    // A balance run down by a demo: enough to reach the lowest point, and the surplus back out.
    expect(fundingOf(1, -40_000, -30_000)).toEqual({ deposit: 40_000, withdrawal: 10_000 });
    for (const [opening, lowest, net] of [
      [1, -40_000, -30_000],
      [0, -1_000, 500],
      [125_000, -500, -200],
      [3_000, -90_000, 70_000],
    ] as const) {
      const { deposit, withdrawal } = fundingOf(opening, lowest, net);
      expect(opening + deposit + lowest).toBeGreaterThanOrEqual(0);
      expect(opening + deposit + net - withdrawal).toBe(opening);
      if (deposit > 0) expect(deposit).toBeGreaterThanOrEqual(10_000);
      if (withdrawal > 0) expect(withdrawal).toBeGreaterThanOrEqual(10_000);
    }
  });
});
