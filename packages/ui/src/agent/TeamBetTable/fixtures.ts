import type { TeamBet, TeamBetTotals } from './TeamBetTable';

/** Three bets of a team, newest first: a loss, a win and a push. */
export const SAMPLE_TEAM_BETS: TeamBet[] = [
  {
    id: 903,
    account: 'player07',
    vendor: 'JILI',
    gameName: 'Super Ace',
    stake: 20000,
    validBet: 20000,
    win: 0,
    profitLoss: -20000,
    createdAt: Date.parse('2026-11-26T09:15:00Z'),
  },
  {
    id: 902,
    account: 'agent03',
    vendor: 'PG Soft',
    gameName: 'Mahjong Ways',
    stake: 5000,
    validBet: 5000,
    win: 12550,
    profitLoss: 7550,
    createdAt: Date.parse('2026-11-25T21:40:00Z'),
  },
  {
    id: 901,
    account: 'player11',
    vendor: 'Evolution',
    gameName: 'Baccarat',
    stake: 10000,
    validBet: 0,
    win: 10000,
    profitLoss: 0,
    createdAt: Date.parse('2026-11-25T18:05:00Z'),
  },
];

/** The sums of every bet the filter matches (more than the page shows). */
export const SAMPLE_TEAM_BET_TOTALS: TeamBetTotals = {
  stake: 1235000,
  validBet: 1200000,
  win: 1100050,
  profitLoss: -134950,
};
