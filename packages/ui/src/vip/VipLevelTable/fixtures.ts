import type { VipLevelEntry } from './VipLevelTable';

const MAJOR = 100;

/** Four levels of a demo ladder, as the sandbox seeds its first ones. */
export const SAMPLE_VIP_LEVELS: readonly VipLevelEntry[] = [
  [1, 1_000, 0, 30, 3, 50_000, 0],
  [2, 5_000, 1_000, 40, 3, 100_000, 88],
  [3, 20_000, 5_000, 50, 5, 200_000, 188],
  [4, 50_000, 20_000, 60, 5, 500_000, 388],
  [5, 200_000, 50_000, 80, 10, 1_000_000, 888],
].map(
  ([level = 0, bet = 0, deposit = 0, rebateBp = 0, withdrawals = 1, limit = 0, birthday = 0]) => ({
    level,
    name: `VIP ${level}`,
    validBet: bet * MAJOR,
    deposit: deposit * MAJOR,
    rebateBp,
    dailyWithdrawals: withdrawals,
    dailyWithdrawalLimit: limit * MAJOR,
    birthdayBonus: birthday * MAJOR,
    vipService: level >= 5,
  }),
);
