// Sample games for the search-all view's stories and tests: the card fixtures plus the fields the
// filters read, spread so that each filter keeps a known share of the list.
import { MIN_BET_OPTIONS, type GameClassification } from '@lobby/core';
import { sampleGames } from '../GameCard/GameCard.fixtures';
import type { LobbyVendorOption } from '../LobbyFilters';
import type { SearchableGameTile } from './GameSearchAll';

/** The card fixtures' vendors, with a code each. */
export const sampleVendors: readonly LobbyVendorOption[] = [
  { code: 'PP', name: 'Pragmatic' },
  { code: 'JILI', name: 'JILI' },
  { code: 'PG', name: 'PG Soft' },
  { code: 'HB', name: 'Habanero' },
  { code: 'SG', name: 'Spadegaming' },
  { code: 'PT', name: 'Playtech' },
  { code: 'CQ9', name: 'CQ9' },
];

/** Out of every ten games: six slots, then one each of video poker, table, arcade and jackpot. */
const CLASSIFICATION_CYCLE: readonly GameClassification[] = [
  'SC',
  'SC',
  'SC',
  'SC',
  'SC',
  'SC',
  'VP',
  'TG',
  'AC',
  'JP',
];

/** The classification of the sample game at `index`. */
export function sampleClassification(index: number): GameClassification {
  return CLASSIFICATION_CYCLE[index % CLASSIFICATION_CYCLE.length] ?? 'SC';
}

/**
 * `count` games: vendors in turn (the card fixtures' order), classifications as above, and the
 * minimum bets of MIN_BET_OPTIONS in turn, three games at a time.
 */
export function sampleSearchGames(count: number): SearchableGameTile[] {
  const codes = new Map(sampleVendors.map((vendor) => [vendor.name, vendor.code]));
  return sampleGames(count).map((game, index) => ({
    ...game,
    vassalage: codes.get(game.vendor) ?? 'PP',
    classification: sampleClassification(index),
    minBet: MIN_BET_OPTIONS[Math.floor(index / 3) % MIN_BET_OPTIONS.length] ?? 1,
  }));
}
