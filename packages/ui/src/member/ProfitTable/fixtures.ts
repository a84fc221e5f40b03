import type { ProfitRow, ProfitTotals } from './ProfitTable';

/** A week of sample profit and loss for the stories and tests. */
export const SAMPLE_BY_DAY: ProfitRow[] = [
  { key: '2026-11-26', count: 4, stake: 2_600, validBet: 2_100, win: 3_300, winLoss: 700 },
  { key: '2026-11-25', count: 6, stake: 3_200, validBet: 3_200, win: 1_900, winLoss: -1_300 },
  { key: '2026-11-23', count: 2, stake: 600, validBet: 600, win: 0, winLoss: -600 },
];

export const SAMPLE_BY_TYPE: ProfitRow[] = [
  { key: 'FISH', count: 3, stake: 1_500, validBet: 1_000, win: 1_500, winLoss: 0 },
  { key: 'MINI', count: 7, stake: 4_300, validBet: 4_300, win: 3_700, winLoss: -600 },
  { key: 'RNG', count: 2, stake: 600, validBet: 600, win: 0, winLoss: -600 },
];

export const SAMPLE_TOTALS: ProfitTotals = {
  count: 12,
  stake: 6_400,
  validBet: 5_900,
  win: 5_200,
  winLoss: -1_200,
};

const LABELS: Record<string, string> = { FISH: 'Fishing', MINI: 'Mini games', RNG: 'Slots' };
export const sampleGameTypeLabel = (code: string): string => LABELS[code] ?? code;
