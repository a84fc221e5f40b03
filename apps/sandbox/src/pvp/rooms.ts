import type { Database } from '../db';
import { Random } from '../random';

/** Rooms change who sits in them every few minutes: the list a player reloads moves. */
const SEATING_WINDOW_MS = 5 * 60_000;
/** Each table game has a room at each stake (minor units). */
const STAKES = [1_000, 5_000, 20_000] as const;
/** The games with rooms per vendor. */
const GAMES_PER_VENDOR = 2;

export interface PvpRoom {
  /** `<gameCode>-<stake>`: stable while the game is on the list. */
  id: string;
  gameName: string;
  vassalage: string;
  gameCode: string;
  /** Minor units a hand. */
  stake: number;
  seatsTaken: number;
  seats: number;
}

function seedOf(text: string, window: number): number {
  let hash = window >>> 0;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * The open rooms of the PVP vendors (issue 27; doc 2 §7 "PVP rooms"): each vendor's first games
 * (not under maintenance) at three stakes, with 4 to 6 seats. Who sits where is drawn from the
 * room and the five-minute window, so calls within a window agree and nothing depends on a run.
 * A full room stays listed (the player may wait for a seat); `vassalage` narrows to one vendor.
 */
export function pvpRoomsOf(db: Database, now: number, vassalage?: string): PvpRoom[] {
  const games = db.all<{ name: string; vassalage: string; gameCode: string; rank: number }>(
    `SELECT name, vassalage, gameCode, rank FROM (
       SELECT g.name, g.vassalage, g.game_code AS gameCode, v.position AS position,
         ROW_NUMBER() OVER (PARTITION BY g.vassalage ORDER BY g.sort_key) AS rank
       FROM games g JOIN vendors v ON v.code = g.vassalage
       WHERE g.game_type = 'PVP' AND g.game_id NOT IN (SELECT game_id FROM game_maintenance)
         AND (? IS NULL OR g.vassalage = ?)
     ) WHERE rank <= ? ORDER BY position, rank`,
    [vassalage ?? null, vassalage ?? null, GAMES_PER_VENDOR],
  );
  const window = Math.floor(now / SEATING_WINDOW_MS);
  return games.flatMap((game) =>
    STAKES.map((stake) => {
      const random = new Random(seedOf(`${game.gameCode}-${stake}`, window));
      const seats = random.int(4, 6);
      return {
        id: `${game.gameCode}-${stake}`,
        gameName: game.name,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        stake,
        seatsTaken: random.int(0, seats),
        seats,
      };
    }),
  );
}
