import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { intParam, nonNegativeIntSchema, positiveIntSchema } from './common';

// --- the winner rank list (doc 2 §7, "Winner rank list"; no token, doc 2 §6) ---

/** The ticker asks for 20 by default; the server sends at most 50. */
export const WINNERS_DEFAULT_COUNT = 20;
export const WINNERS_MAX_COUNT = 50;

/** Query of WINNER_rank, wire form. */
export const winnerRankQuerySchema = v.object({
  count: v.optional(intParam(1, WINNERS_MAX_COUNT)),
});
export interface WinnerRankQuery {
  /** @default 20 */
  count?: number;
}

/**
 * A win on the board. The player's name arrives masked by the server (`pl***01`): a full account
 * name never leaves it, so nothing the site does can show one.
 */
export const winnerSchema = v.object({
  /** Unique on the board; a repeated win keeps its id. */
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The masked account name: a few characters, then `***`, then its last ones. */
  player: v.pipe(v.string(), v.minLength(1), v.maxLength(32), v.includes('***')),
  gameId: nonNegativeIntSchema,
  gameName: v.string(),
  gameType: v.string(),
  vassalage: v.string(),
  /** The amount won, in minor units. */
  amount: positiveIntSchema,
  /** When it was won, epoch milliseconds. */
  wonAt: nonNegativeIntSchema,
});
export type Winner = v.InferOutput<typeof winnerSchema>;

/** Newest first. */
export const winnerListSchema = v.array(winnerSchema);
export const winnerListResponseSchema = envelopeSchema(winnerListSchema);
