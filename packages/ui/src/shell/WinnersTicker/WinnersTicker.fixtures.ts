import type { WinnerEntry } from './WinnersTicker';

/** Wins as the sandbox's board sends them (names masked, amounts in minor units). */
export const sampleWinners: readonly WinnerEntry[] = [
  { id: 's-1', player: 'pl***01', game: 'Golden Reels', amount: 1_250_000 },
  { id: 's-2', player: 'lu***88', game: 'Dragon Baccarat', amount: 86_420 },
  { id: 's-3', player: 'ti***42', game: 'Reef Hunter', amount: 2_480_050 },
  { id: 'b-4', player: 'ja***07', game: 'Mega Pool Tower', amount: 19_999_900 },
  { id: 's-5', player: 'mi***13', game: 'Fast 3 minutes', amount: 64_000 },
];
