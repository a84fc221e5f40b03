import { GAME_TYPES, type GameListQuery, type GameType } from '@lobby/api';

/** The spec's lottery categories; the API lists them under LOTTERY, as vendors of the same codes. */
const LOTTERY_CATEGORIES = new Set(['LOTT', 'ELOTT']);

/** The API's game type of a category, or null when the API has none. */
export function apiGameType(category: string): GameType | null {
  const type = category.toUpperCase();
  return (GAME_TYPES as readonly string[]).includes(type) ? (type as GameType) : null;
}

/**
 * The list query whose first game a category or vendor entry starts (doc 2 §2.1: cockfight's
 * vendor, the LOTT and ELOTT categories): one game, the list's first. Null when the API has no such
 * list.
 */
export function firstGameQuery(category: string, vendor: string | null): GameListQuery | null {
  const type = category.toUpperCase();
  if (LOTTERY_CATEGORIES.has(type)) {
    return { gameType: 'LOTTERY', vassalage: vendor ?? type, page: 1, pageSize: 1 };
  }
  const gameType = apiGameType(type);
  if (gameType === null) return null;
  return { gameType, ...(vendor === null ? {} : { vassalage: vendor }), page: 1, pageSize: 1 };
}
