import type { Database } from '../db';

/**
 * A bet's valid bet: what counts towards turnover (records, missions, rebates, rank). A round that
 * paid back exactly the stake (a push) risked nothing and counts 0; every other round counts its
 * stake. The SQL form reads the columns of `bets`; keep the two the same.
 */
export function validBetOf(bet: { stake: number; win: number }): number {
  return bet.win === bet.stake ? 0 : bet.stake;
}
export const VALID_BET_SQL = 'CASE WHEN bets.win = bets.stake THEN 0 ELSE bets.stake END';

/** One round's row; the caller (wallet/bets.ts) moves the money in the same transaction. */
export function insertBet(
  db: Database,
  bet: {
    memberId: number;
    gameId: number;
    /** Minor units. */
    stake: number;
    win: number;
    /** The engine's outcome, as JSON. */
    outcome: string;
    now: number;
  },
): number {
  return db.run(
    `INSERT INTO bets (member_id, game_id, stake, win, outcome, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [bet.memberId, bet.gameId, bet.stake, bet.win, bet.outcome, bet.now],
  ).lastInsertRowid;
}

export interface BetRow {
  id: number;
  memberId: number;
  gameId: number;
  stake: number;
  win: number;
  outcome: string;
  createdAt: number;
}

/** The member's bets, oldest first. */
export function listBets(db: Database, memberId: number): BetRow[] {
  return db.all<BetRow>(
    `SELECT id, member_id AS memberId, game_id AS gameId, stake, win, outcome,
       created_at AS createdAt FROM bets WHERE member_id = ? ORDER BY id`,
    [memberId],
  );
}
