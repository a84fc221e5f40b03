import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import {
  binaryFlagSchema,
  intParam,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  pageSchema,
  pagingQueryEntries,
} from './common';
import { lotteryPrizeModeSchema } from './lottery';
import type { LotteryPrizeMode } from './lottery';

export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTTERY',
  'COCKFIGHT',
  'CARD',
  'MINI',
  'JACKPOT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const gameTypeSchema = v.picklist(GAME_TYPES);

/** Slot, scratch card, video poker, table, arcade, jackpot, bingo... (BG only with TY language). */
export const GAME_CLASSIFICATIONS = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

// --- vendors ---

export const vendorQuerySchema = v.object({ gameType: gameTypeSchema });
export type VendorQuery = v.InferOutput<typeof vendorQuerySchema>;

/**
 * How a vendor's games open: in the site's game page (an iframe), or in a window of their own for
 * vendors whose games refuse to be framed.
 */
export const VENDOR_LAUNCH_MODES = ['iframe', 'window'] as const;
export type VendorLaunchMode = (typeof VENDOR_LAUNCH_MODES)[number];

export const vendorSchema = v.object({
  gameType: v.string(),
  /** The vendor code. */
  vassalage: v.string(),
  name: v.string(),
  accountTypeId: v.pipe(v.number(), v.safeInteger()),
  isHot: binaryFlagSchema,
  logo: v.string(),
  /** Operators that predate the field leave it out: their games open in the iframe. */
  launchMode: v.optional(v.picklist(VENDOR_LAUNCH_MODES), 'iframe'),
});
export type Vendor = v.InferOutput<typeof vendorSchema>;
export const vendorListSchema = v.array(vendorSchema);
export const vendorListResponseSchema = envelopeSchema(vendorListSchema);

// --- game list ---

/** Wire form of GAME_list's query; `minBet` is in minor units (the 0.01 filter is `1`). */
export const gameListQuerySchema = v.object({
  gameType: gameTypeSchema,
  vassalage: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(32))),
  classification: v.optional(v.picklist(GAME_CLASSIFICATIONS)),
  gameName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  minBet: v.optional(intParam(0, 1_000_000_000)),
  ...pagingQueryEntries,
});
export type GameListQuery = v.InferOutput<typeof gameListQuerySchema>;

export const gameSchema = v.object({
  gameId: nonNegativeIntSchema,
  nodeId: nonNegativeIntSchema,
  gameCode: v.string(),
  name: v.string(),
  gameType: v.string(),
  vassalage: v.string(),
  classification: v.picklist(GAME_CLASSIFICATIONS),
  /** Minor units. */
  minBet: nonNegativeMinorUnitsSchema,
  isHot: binaryFlagSchema,
  isGame: v.optional(v.string()),
  thumbnail: v.string(),
});
export type Game = v.InferOutput<typeof gameSchema>;
export const gameListSchema = pageSchema(gameSchema);
export type GameList = v.InferOutput<typeof gameListSchema>;
export const gameListResponseSchema = envelopeSchema(gameListSchema);

/** Hot games, popular games: a plain list of games, one page, no paging. */
export const gameArraySchema = v.array(gameSchema);
export const gameArrayResponseSchema = envelopeSchema(gameArraySchema);

// --- hot games (no token) ---

/** Query of GAME_hot, wire form: the hot games of a type, optionally of one vendor. */
export const gameHotQuerySchema = v.object({
  gameType: gameTypeSchema,
  vassalage: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(32))),
});
export type GameHotQuery = v.InferOutput<typeof gameHotQuerySchema>;

// --- every game of a type, compact (GAME_index, no token) ---

/**
 * GAME_index sends a type's whole catalogue (5,200 slots) for the search-all view. Repeating every
 * field name and thumbnail URL per game would more than double it, so the answer names the fields
 * once (`columns`), sends each game as a row of cells in that order, and gives the thumbnail as a
 * template with `{gameId}` in it. Columns may come in any order; unknown ones are ignored, so the
 * server can add a field without breaking older clients. `isGame` is null where absent.
 */
export const GAME_INDEX_COLUMNS = [
  'gameId',
  'nodeId',
  'gameCode',
  'name',
  'vassalage',
  'classification',
  'minBet',
  'isHot',
  'isGame',
] as const;
export type GameIndexColumn = (typeof GAME_INDEX_COLUMNS)[number];
/** Where the thumbnail template puts a game's id. */
export const GAME_INDEX_ID_PLACEHOLDER = '{gameId}';

export const gameIndexQuerySchema = v.object({ gameType: gameTypeSchema });
export type GameIndexQuery = v.InferOutput<typeof gameIndexQuerySchema>;

export const gameIndexWireSchema = v.pipe(
  v.object({
    gameType: v.string(),
    thumbnail: v.pipe(v.string(), v.includes(GAME_INDEX_ID_PLACEHOLDER)),
    columns: v.array(v.string()),
    rows: v.array(v.array(v.union([v.string(), v.number(), v.null()]))),
  }),
  v.check(
    ({ columns }) =>
      new Set(columns).size === columns.length &&
      GAME_INDEX_COLUMNS.every((column) => columns.includes(column)),
    'The columns must name every game field, each once',
  ),
  v.check(
    ({ columns, rows }) => rows.every((row) => row.length === columns.length),
    'Every row must hold one cell per column',
  ),
);
export type GameIndexWire = v.InferOutput<typeof gameIndexWireSchema>;

/** A game as GAME_index carries it: what the answer states once (type, thumbnail) left out. */
export type GameIndexEntry = Omit<Game, 'gameType' | 'thumbnail'>;

/** The compact form of a type's games (the server's side of GAME_index). */
export function encodeGameIndex(
  gameType: string,
  thumbnail: string,
  games: readonly GameIndexEntry[],
): GameIndexWire {
  return {
    gameType,
    thumbnail,
    columns: [...GAME_INDEX_COLUMNS],
    rows: games.map((game) => GAME_INDEX_COLUMNS.map((column) => game[column] ?? null)),
  };
}

/** The rows back as game objects, not yet validated: gameIndexSchema checks each one. */
function decodeGameIndex({ gameType, thumbnail, columns, rows }: GameIndexWire): unknown[] {
  const at = GAME_INDEX_COLUMNS.map((column) => [column, columns.indexOf(column)] as const);
  return rows.map((row) => {
    const game: Record<string, unknown> = { gameType };
    for (const [column, index] of at) {
      const cell = row[index];
      if (column !== 'isGame' || cell !== null) game[column] = cell;
    }
    game['thumbnail'] = thumbnail.replaceAll(GAME_INDEX_ID_PLACEHOLDER, String(game['gameId']));
    return game;
  });
}

/** GAME_index's answer, decoded into games and every game validated like GAME_list's. */
export const gameIndexSchema = v.pipe(
  gameIndexWireSchema,
  v.transform(decodeGameIndex),
  gameArraySchema,
);
export const gameIndexResponseSchema = envelopeSchema(gameIndexSchema);

// --- popular lottery games (no token) ---

/** Doc 2 §9: the site asks for 20; the server sends at most 50. */
export const POPULAR_GAMES_DEFAULT_COUNT = 20;
export const POPULAR_GAMES_MAX_COUNT = 50;

/** Query of GAME_popular, wire form. */
export const gamePopularQuerySchema = v.object({
  count: v.optional(intParam(1, POPULAR_GAMES_MAX_COUNT)),
  prizeMode: lotteryPrizeModeSchema,
  device: v.optional(v.literal('WEB')),
});
export interface PopularGamesQuery {
  /** @default 20 */
  count?: number;
  prizeMode: LotteryPrizeMode;
}

// --- favourites (token) ---

/**
 * The body of both adding (POST) and removing (DELETE) a favourite; `vendor` is the vassalage.
 * `gameType` is a string like a Game's, so a listed game's fields go in as they are; the server
 * refuses a type, vendor or node that do not belong together.
 */
export const favouriteRequestSchema = v.object({
  nodeId: nonNegativeIntSchema,
  vendor: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  gameType: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
});
export type FavouriteRequest = v.InferOutput<typeof favouriteRequestSchema>;

/** The member's favourites as node ids, newest first. */
export const favouriteIdsSchema = v.array(nonNegativeIntSchema);
export const favouriteIdsResponseSchema = envelopeSchema(favouriteIdsSchema);

/** Query of the favourite list, wire form. */
export const favouriteListQuerySchema = v.object({
  gameType: gameTypeSchema,
  ...pagingQueryEntries,
});
export type FavouriteListQuery = v.InferOutput<typeof favouriteListQuerySchema>;

// --- launch (token; the launch URL comes back in the body, never the token in a URL) ---

export const gameLaunchRequestSchema = v.object({
  gameType: v.string(),
  vassalage: v.string(),
  gameCode: v.string(),
});
export type GameLaunchRequest = v.InferOutput<typeof gameLaunchRequestSchema>;
export const gameLaunchSchema = v.object({ url: v.string() });
export type GameLaunch = v.InferOutput<typeof gameLaunchSchema>;
export const gameLaunchResponseSchema = envelopeSchema(gameLaunchSchema);
