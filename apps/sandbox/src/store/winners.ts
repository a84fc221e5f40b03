import type { Database } from '../db';
import type { GameType } from '../constants';

/** A day in milliseconds: the seeded board repeats daily. */
const DAY_MS = 86_400_000;

/** A real round makes the board when it pays at least this many times its stake. */
export const BIG_WIN_MULTIPLE = 10;

/** The trial (demo) accounts play with demo credit: their wins are not on the board. */
const TRIAL_TYPE = 4;

export interface WinnerRow {
  /** `s-<n>` for a win of the seeded board, `b-<n>` for a bet played here. */
  id: string;
  /** Masked: the account name never leaves the store. */
  player: string;
  gameId: number;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  /** Minor units. */
  amount: number;
  /** Epoch milliseconds. */
  wonAt: number;
}

/**
 * An account name as the board shows it: its first two and last two characters around `***`
 * (`player01` -> `pl***01`); a short name keeps one character at each end, and a name of one or
 * two characters only its first. Never the whole name, whatever its length.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}

/**
 * The brand's latest big wins up to `now`, newest first, at most `count`: the seeded board (whose
 * wins come back at the same time of each day, so the ticker always has recent wins) merged with
 * the big wins members played here (ten times the stake or more; trial accounts left out).
 */
export function listWinners(
  db: Database,
  query: { merchant: string; now: number; count: number },
): WinnerRow[] {
  const { merchant, now, count } = query;
  const msOfDay = ((now % DAY_MS) + DAY_MS) % DAY_MS;
  // How long ago each seeded win last happened: today's if its time has come, else yesterday's.
  const seeded = db
    .all<Omit<WinnerRow, 'wonAt'> & { age: number }>(
      `SELECT 's-' || w.id AS id, w.player, w.game_id AS gameId, g.name AS gameName,
         g.game_type AS gameType, g.vassalage, w.amount,
         ((? - w.second_of_day * 1000) % ${DAY_MS} + ${DAY_MS}) % ${DAY_MS} AS age
       FROM winner_board w JOIN games g ON g.game_id = w.game_id
       WHERE w.merchant = ?
       ORDER BY age, w.id LIMIT ?`,
      [msOfDay, merchant, count],
    )
    .map(({ age, ...win }) => ({ ...win, wonAt: now - age }));
  const played = db
    .all<Omit<WinnerRow, 'player'> & { account: string }>(
      `SELECT 'b-' || b.id AS id, m.account, b.game_id AS gameId, g.name AS gameName,
         g.game_type AS gameType, g.vassalage, b.win AS amount, b.created_at AS wonAt
       FROM bets b
         JOIN members m ON m.id = b.member_id
         JOIN games g ON g.game_id = b.game_id
       WHERE m.merchant = ? AND m.type <> ? AND b.win > 0 AND b.win >= b.stake * ?
         AND b.created_at <= ?
       ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
      [merchant, TRIAL_TYPE, BIG_WIN_MULTIPLE, now, count],
    )
    .map(({ account, ...win }) => ({ ...win, player: maskAccount(account) }));
  return [...seeded, ...played]
    .sort((a, b) => b.wonAt - a.wonAt || (a.id < b.id ? -1 : 1))
    .slice(0, count);
}
