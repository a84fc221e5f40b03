import type { Database } from '../db';
import type { GameType } from '../constants';
import { GAME_COLUMNS } from './catalog';
import type { GamePage, GameRow } from './catalog';

/**
 * A member's favourite games, by node id (doc 2 §3.4). Bounded, so one account cannot grow the
 * table without limit and the ids answer stays small enough to send after every change.
 */
export const MAX_FAVOURITES = 500;

// Newest first; the rowid breaks ties between favourites added in the same millisecond.
const NEWEST_FIRST = 'ORDER BY created_at DESC, rowid DESC';

/** The member's favourites as node ids, newest first. */
export function favouriteIds(db: Database, memberId: number): number[] {
  return db
    .all<{ nodeId: number }>(
      `SELECT node_id AS nodeId FROM favourites WHERE member_id = ? ${NEWEST_FIRST}`,
      [memberId],
    )
    .map((row) => row.nodeId);
}

/**
 * Adds a favourite; adding one already there changes nothing (it keeps its place). 'full' when the
 * member already has the maximum.
 */
export function addFavourite(
  db: Database,
  memberId: number,
  nodeId: number,
  now: number,
): 'added' | 'kept' | 'full' {
  return db.transaction(() => {
    const present = db.get('SELECT 1 FROM favourites WHERE member_id = ? AND node_id = ?', [
      memberId,
      nodeId,
    ]);
    if (present) return 'kept';
    const count =
      db.get<{ n: number }>('SELECT COUNT(*) AS n FROM favourites WHERE member_id = ?', [memberId])
        ?.n ?? 0;
    if (count >= MAX_FAVOURITES) return 'full';
    db.run('INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)', [
      memberId,
      nodeId,
      now,
    ]);
    return 'added';
  });
}

/** Removes a favourite; removing one that is not there is no error. */
export function removeFavourite(db: Database, memberId: number, nodeId: number): void {
  db.run('DELETE FROM favourites WHERE member_id = ? AND node_id = ?', [memberId, nodeId]);
}

/** One page of the member's favourite games of a type, newest first. */
export function listFavouriteGames(
  db: Database,
  memberId: number,
  query: { gameType: GameType; page: number; pageSize: number },
): GamePage {
  // The favourites' columns are renamed in the subquery, so the games' select list stays unambiguous.
  const from = `FROM games JOIN (
      SELECT node_id AS favNode, created_at AS favAt, rowid AS favRow
      FROM favourites WHERE member_id = ?
    ) ON favNode = node_id
    WHERE game_type = ?`;
  const params = [memberId, query.gameType];
  const total = db.get<{ total: number }>(`SELECT COUNT(*) AS total ${from}`, params)?.total ?? 0;
  const list = db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} ${from} ORDER BY favAt DESC, favRow DESC LIMIT ? OFFSET ?`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { list, total };
}
