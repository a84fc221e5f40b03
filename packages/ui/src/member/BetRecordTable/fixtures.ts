import type { BetRecord, BetRecordOption, BetTotals } from './BetRecordTable';

/** Sample bets for the stories and tests: a win, a loss, a push and a lottery ticket. */
export const SAMPLE_BETS: BetRecord[] = [
  {
    id: 904,
    createdAt: '2026-11-26T09:15:00Z',
    gameName: 'Dragon Dice',
    gameType: 'MINI',
    vendorName: 'Nova Games',
    stake: 1000,
    validBet: 1000,
    win: 1900,
    winLoss: 900,
    outcome: { kind: 'pick', side: 0, winner: 0 },
  },
  {
    id: 903,
    createdAt: '2026-11-25T21:40:00Z',
    gameName: 'Lucky Reels',
    gameType: 'RNG',
    vendorName: 'Velvet Play',
    stake: 500,
    validBet: 500,
    win: 0,
    winLoss: -500,
    outcome: { kind: 'reels', symbols: ['cherry', 'bell', 'seven'] },
  },
  {
    id: 902,
    createdAt: '2026-11-25T20:05:00Z',
    gameName: 'Ocean Hunter',
    gameType: 'FISH',
    vendorName: 'Nova Games',
    stake: 500,
    validBet: 0,
    win: 500,
    winLoss: 0,
    outcome: { kind: 'catch', prize: 'small' },
  },
  {
    id: 901,
    createdAt: '2026-11-24T12:00:00Z',
    gameName: 'Pick 3',
    gameType: 'LOTTERY',
    vendorName: 'Velvet Play',
    stake: 100,
    validBet: 100,
    win: 300,
    winLoss: 200,
    outcome: { kind: 'numbers', picked: [1, 4, 7], drawn: [4, 7, 9], matches: 2 },
  },
];

export const SAMPLE_TOTALS: BetTotals = {
  count: 57,
  stake: 41_200,
  validBet: 38_700,
  winLoss: -2_150,
};

export const SAMPLE_GAME_TYPES: BetRecordOption[] = [
  { code: 'RNG', label: 'Slots' },
  { code: 'FISH', label: 'Fishing' },
  { code: 'LOTTERY', label: 'Lottery' },
  { code: 'MINI', label: 'Mini games' },
];

export const SAMPLE_VENDORS: BetRecordOption[] = [
  { code: 'NOVA', label: 'Nova Games' },
  { code: 'VELVET', label: 'Velvet Play' },
];
