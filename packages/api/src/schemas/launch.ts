import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { languageCodeSchema, pagingQueryEntries } from './common';
import { gameLaunchSchema, gameListSchema, gameTypeSchema } from './games';
import { lotteryPrizeModeSchema } from './lottery';

/**
 * Why a launch was refused, as the `code` of the failure envelope; the message says it in words.
 * A trial account is told to register (doc 2 §5, §8); the other two name the game.
 */
export const LAUNCH_CODES = {
  /** A trial (free-play) account: "please register a member account first". */
  trialAccount: 'TRIAL_ACCOUNT',
  /** The game exists but is switched off for now: "Game under maintenance". */
  gameMaintenance: 'GAME_MAINTENANCE',
  /** No game has that code, or it is not of the type and vendor sent with it. */
  unknownGame: 'UNKNOWN_GAME',
} as const;

// --- lottery lobby launch (doc 2 §3.5) ---

export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
export type LotteryView = (typeof LOTTERY_VIEWS)[number];

/** The page the lottery returns to: an absolute http(s) address. */
const backUrlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Expected an absolute http(s) address'),
);

export const lotteryLaunchRequestSchema = v.object({
  lottoArea: v.literal('VN'),
  launchMode: v.literal('LOTT'),
  lottoPrizeMode: lotteryPrizeModeSchema,
  lottoGameCode: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  lottoView: v.picklist(LOTTERY_VIEWS),
  device: v.literal('WEB'),
  backUrl: backUrlSchema,
  language: languageCodeSchema,
});
export type LotteryLaunchRequest = v.InferOutput<typeof lotteryLaunchRequestSchema>;
export const lotteryLaunchResponseSchema = envelopeSchema(gameLaunchSchema);

// --- recent games (token) ---

/** Wire form of the recent-games query: the member's launched games, most recent first. */
export const recentGamesQuerySchema = v.object({
  gameType: v.optional(gameTypeSchema),
  vassalage: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(32))),
  ...pagingQueryEntries,
});
export type RecentGamesQuery = v.InferOutput<typeof recentGamesQuerySchema>;
export const recentGamesResponseSchema = envelopeSchema(gameListSchema);
