import type { Database } from '../db';
import { insertVipLevel } from '../store/vip';
import type { VipLevelRow } from '../store/vip';
import { SEED_MERCHANTS } from './data';

const MAJOR = 100;

/**
 * The demo VIP ladder, the same for every seeded brand (an operator sets its own): eight levels,
 * each asking more lifetime valid bet and completed deposits, and giving a higher rebate rate,
 * more and larger withdrawals a day, and a birthday bonus from level 2. Level 1 asks no deposit,
 * so a player's first bets already show progress. Level 5 up has VIP service (core's rule).
 */
export const SEED_VIP_LEVELS: readonly Omit<VipLevelRow, 'merchant'>[] = [
  [1, 1_000, 0, 30, 3, 50_000, 0],
  [2, 5_000, 1_000, 40, 3, 100_000, 88],
  [3, 20_000, 5_000, 50, 5, 200_000, 188],
  [4, 50_000, 20_000, 60, 5, 500_000, 388],
  [5, 200_000, 50_000, 80, 10, 1_000_000, 888],
  [6, 500_000, 100_000, 100, 10, 2_000_000, 1_888],
  [7, 2_000_000, 500_000, 120, 20, 5_000_000, 3_888],
  [8, 5_000_000, 1_000_000, 150, 20, 10_000_000, 8_888],
].map(([level, bet, deposit, rebateBp, withdrawals, limit, birthday]) => ({
  level: level ?? 0,
  name: `VIP ${level}`,
  minValidBet: (bet ?? 0) * MAJOR,
  minDeposit: (deposit ?? 0) * MAJOR,
  rebateBp: rebateBp ?? 0,
  dailyWithdrawals: withdrawals ?? 1,
  dailyWithdrawalLimit: (limit ?? 0) * MAJOR,
  birthdayBonus: (birthday ?? 0) * MAJOR,
}));

/** Seed step `vip levels` (issue 27). */
export function seedVipLevels(db: Database): void {
  for (const { code } of SEED_MERCHANTS) {
    for (const level of SEED_VIP_LEVELS) insertVipLevel(db, { merchant: code, ...level });
  }
}
