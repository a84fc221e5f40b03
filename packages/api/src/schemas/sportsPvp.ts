import * as v from 'valibot';
import { nonNegativeIntSchema, positiveIntSchema } from './common';

/*
 * Sports hot matches (doc 2 §2.5; no token, like the hot games) and PVP rooms (doc 2 §7 "PVP
 * rooms (GET, query)"; a game call, so with a token). Both open their game through launchGame.
 */

/** Decimal odds in hundredths (215 = 2.15); at least 1.01. */
const oddsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(101));

export const hotMatchSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  /** Epoch milliseconds. */
  kickOff: nonNegativeIntSchema,
  odds: v.object({ home: oddsSchema, draw: oddsSchema, away: oddsSchema }),
  /** The sports game a bet on it opens. */
  vassalage: v.string(),
  gameCode: v.string(),
});
export type HotMatch = v.InferOutput<typeof hotMatchSchema>;
/** Soonest first. */
export const hotMatchListSchema = v.array(hotMatchSchema);

/** Query of PVP_rooms, wire form: one vendor's rooms, or every PVP vendor's. */
export const pvpRoomQuerySchema = v.object({
  vassalage: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/))),
});
export type PvpRoomQuery = v.InferOutput<typeof pvpRoomQuerySchema>;

export const pvpRoomSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(96)),
  gameName: v.string(),
  vassalage: v.string(),
  gameCode: v.string(),
  /** Minor units a hand. */
  stake: positiveIntSchema,
  seatsTaken: nonNegativeIntSchema,
  seats: positiveIntSchema,
});
export type PvpRoom = v.InferOutput<typeof pvpRoomSchema>;
export const pvpRoomListSchema = v.array(pvpRoomSchema);
