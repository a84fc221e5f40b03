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

export const vendorSchema = v.object({
  gameType: v.string(),
  /** The vendor code. */
  vassalage: v.string(),
  name: v.string(),
  accountTypeId: v.pipe(v.number(), v.safeInteger()),
  isHot: binaryFlagSchema,
  logo: v.string(),
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
