import * as v from 'valibot';
import { minorUnitsSchema } from './common';

/**
 * What a launched game posts to the site (its parent frame, or the window that opened it). It
 * arrives from another origin, so the site parses it here before any use, after checking that it
 * came from the game's origin and the game's window.
 */
export const gameMessageSchema = v.variant('type', [
  /** The member's balance after a round, in minor units: the header shows it at once. */
  v.object({ type: v.literal('lobby:balance'), balance: minorUnitsSchema }),
  /** The game's own "back to lobby" button. */
  v.object({ type: v.literal('lobby:close') }),
]);
export type GameMessage = v.InferOutput<typeof gameMessageSchema>;

/** The message, or null for anything else a window may post (other tools, malformed data). */
export function parseGameMessage(data: unknown): GameMessage | null {
  const result = v.safeParse(gameMessageSchema, data);
  return result.success ? result.output : null;
}
