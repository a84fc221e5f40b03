import type { PlayerLevel, PlayerRankCardProps } from './PlayerRankCard';

export const SAMPLE_LEVELS: PlayerLevel[] = [
  { level: 1, name: 'Bronze', minValidBet: 0, rebateBonusPoints: 0, dailyWithdrawals: 3 },
  { level: 2, name: 'Silver', minValidBet: 50_000, rebateBonusPoints: 5, dailyWithdrawals: 5 },
  { level: 3, name: 'Gold', minValidBet: 500_000, rebateBonusPoints: 10, dailyWithdrawals: 8 },
  {
    level: 4,
    name: 'Platinum',
    minValidBet: 2_000_000,
    rebateBonusPoints: 20,
    dailyWithdrawals: 10,
  },
];

/** A Silver member a little way to Gold. */
export const SAMPLE_RANK: Omit<PlayerRankCardProps, 'currency'> = {
  validBet: 127_700,
  level: SAMPLE_LEVELS[1]!,
  next: SAMPLE_LEVELS[2]!,
  remaining: 372_300,
  progress: (127_700 - 50_000) / 450_000,
  levels: SAMPLE_LEVELS,
};
