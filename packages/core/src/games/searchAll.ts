import type { LobbyFilters } from './lobbyState';

/**
 * The "search all" view: every game of a type is on the client (GAME_index), and the lobby's
 * filters run there, instantly, with the meaning the server's GAME_list gives them, so a search
 * finds the same games in either view:
 * - vendor: the vendor code, exactly;
 * - classification: exactly;
 * - name: a substring of the game's name, trimmed, '' for any name; `%` and `_` are plain
 *   characters, and case is ignored for ASCII letters only (SQLite's LIKE: `é` does not match `É`);
 * - minimum bet: exactly this amount, in minor units.
 * The list keeps its order (the server's).
 */

/** What the filter reads of a game. */
export interface FilterableGame {
  name: string;
  /** The vendor code. */
  vassalage: string;
  classification: string;
  /** Minor units. */
  minBet: number;
}

/** The search-all view's filters: the game list's, without its tab and page. */
export type GameFilters = LobbyFilters;

export const NO_GAME_FILTERS: GameFilters = {
  vendor: null,
  classification: null,
  name: '',
  minBet: null,
};

/** Whether any filter narrows the list (a name of only spaces does not). */
export function hasGameFilters(filters: GameFilters): boolean {
  return (
    filters.vendor !== null ||
    filters.classification !== null ||
    filters.minBet !== null ||
    filters.name.trim() !== ''
  );
}

/** Whether two sets of filters select the same games. */
export function sameGameFilters(a: GameFilters, b: GameFilters): boolean {
  return (
    a.vendor === b.vendor &&
    a.classification === b.classification &&
    a.minBet === b.minBet &&
    a.name.trim() === b.name.trim()
  );
}

const ASCII_UPPER = /[A-Z]/g;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Lower-cases A to Z and nothing else, as SQLite's LIKE compares. (`toLowerCase` would also fold
 * other scripts, and can change a string's length: `İ` becomes two code units.) ASCII text takes
 * the native `toLowerCase`, several times faster than the replacement.
 */
export function foldAsciiCase(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text.replace(ASCII_UPPER, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}

/**
 * A filter over one list. The names are folded once, on the first name search (a list shown
 * without one never pays for it); each call after that only compares. Filters that narrow nothing
 * give back the list itself (the same array), so a memo downstream holds.
 */
export function createGameFilter<G extends FilterableGame>(
  games: readonly G[],
): (filters: GameFilters) => readonly G[] {
  let names: readonly string[] | null = null;
  return ({ vendor, classification, name, minBet }) => {
    const needle = foldAsciiCase(name.trim());
    if (vendor === null && classification === null && minBet === null && needle === '') {
      return games;
    }
    const folded = needle === '' ? null : (names ??= games.map((game) => foldAsciiCase(game.name)));
    const found: G[] = [];
    for (let index = 0; index < games.length; index += 1) {
      const game = games[index] as G;
      if (vendor !== null && game.vassalage !== vendor) continue;
      if (classification !== null && game.classification !== classification) continue;
      if (minBet !== null && game.minBet !== minBet) continue;
      if (folded !== null && !(folded[index] as string).includes(needle)) continue;
      found.push(game);
    }
    return found;
  };
}

/** The games of `games` that pass `filters`; to filter one list often, use createGameFilter. */
export function filterGames<G extends FilterableGame>(
  games: readonly G[],
  filters: GameFilters,
): readonly G[] {
  return createGameFilter(games)(filters);
}
