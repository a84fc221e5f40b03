import type { UserProfitRow, UserProfitTotals } from './UserProfitTable';

/** Three members at three depths: a loser, a winner and one paid only a bonus. */
export const SAMPLE_USER_PROFIT: UserProfitRow[] = [
  {
    memberId: 21,
    account: 'agent03',
    depth: 1,
    bets: 12,
    stake: 240000,
    validBet: 230000,
    win: 180000,
    profitLoss: -60000,
    bonus: 5000,
  },
  {
    memberId: 34,
    account: 'player07',
    depth: 2,
    bets: 3,
    stake: 15000,
    validBet: 15000,
    win: 40050,
    profitLoss: 25050,
    bonus: 0,
  },
  {
    memberId: 47,
    account: 'player12',
    depth: 3,
    bets: 0,
    stake: 0,
    validBet: 0,
    win: 0,
    profitLoss: 0,
    bonus: 1200,
  },
];

export const SAMPLE_USER_PROFIT_TOTALS: UserProfitTotals = {
  bets: 15,
  stake: 255000,
  validBet: 245000,
  win: 220050,
  profitLoss: -34950,
  bonus: 6200,
};
