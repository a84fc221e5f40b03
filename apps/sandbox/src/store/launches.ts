import type { Database, SqlValue } from '../db';
import type { GameType } from '../constants';
import { newToken, sha256Hex } from '../auth/tokens';
import { getGame } from './catalog';
import type { GameRow } from './catalog';

/**
 * Launching a game: the one-time tickets of launch addresses, the game sessions they open on the
 * game host, the member's recent games and the games under maintenance. Tickets and game sessions
 * are stored as SHA-256 like tokens, and hang off the site session (ON DELETE CASCADE), so a logout
 * ends every game the session opened.
 */

/** A launch address works once, within a minute. */
export const TICKET_TTL_MS = 60 * 1000;
/** A game session ends after 2 hours without a round (the site session's idle limit). */
export const GAME_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
// A used or expired ticket is kept a while so its error page can still be framed by its site.
const TICKET_KEEP_MS = 60 * 60 * 1000;

export interface LaunchTarget {
  /** The site session that launched the game. */
  sessionTokenHash: string;
  gameId: number;
  /** The site's origin: the only frame ancestor and postMessage target of the game page. */
  siteOrigin: string;
  /** Where "Back to lobby" goes when the game runs in a window of its own. */
  backUrl: string;
}

/** Stores a ticket for `target` and returns it: the only time the ticket exists in clear. */
export function issueTicket(db: Database, target: LaunchTarget, now: number): string {
  const ticket = newToken();
  db.transaction(() => {
    db.run('DELETE FROM game_tickets WHERE expires_at <= ?', [now - TICKET_KEEP_MS]);
    db.run(
      `INSERT INTO game_tickets (ticket_hash, session_token_hash, game_id, site_origin, back_url,
         expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
      [
        sha256Hex(ticket),
        target.sessionTokenHash,
        target.gameId,
        target.siteOrigin,
        target.backUrl,
        now + TICKET_TTL_MS,
      ],
    );
  });
  return ticket;
}

export type Redemption =
  | { kind: 'opened'; sessionId: string; session: GameSession }
  /** Used before, expired, or its site session has ended: the site origin is still known. */
  | { kind: 'refused'; siteOrigin: string; backUrl: string }
  | { kind: 'unknown' };

/**
 * Exchanges a ticket for a new game session, once: the ticket is marked used by the same UPDATE
 * that checks it, so two requests racing with one ticket cannot both win.
 */
export function redeemTicket(db: Database, ticket: string, now: number): Redemption {
  const ticketHash = sha256Hex(ticket);
  return db.transaction((): Redemption => {
    const row = db.get<{
      sessionTokenHash: string;
      gameId: number;
      siteOrigin: string;
      backUrl: string;
    }>(
      `SELECT session_token_hash AS sessionTokenHash, game_id AS gameId, site_origin AS siteOrigin,
         back_url AS backUrl FROM game_tickets WHERE ticket_hash = ?`,
      [ticketHash],
    );
    if (!row) return { kind: 'unknown' };
    const claimed = db.run(
      `UPDATE game_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL
         AND expires_at > ?`,
      [now, ticketHash, now],
    );
    const refused = { kind: 'refused', siteOrigin: row.siteOrigin, backUrl: row.backUrl } as const;
    if (claimed.changes !== 1 || !siteSessionAlive(db, row.sessionTokenHash, now)) return refused;

    db.run('DELETE FROM game_sessions WHERE expires_at <= ?', [now]);
    const sessionId = newToken();
    db.run(
      `INSERT INTO game_sessions (id_hash, session_token_hash, game_id, site_origin, back_url,
         created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        sha256Hex(sessionId),
        row.sessionTokenHash,
        row.gameId,
        row.siteOrigin,
        row.backUrl,
        now,
        now + GAME_SESSION_IDLE_MS,
      ],
    );
    const session = findGameSession(db, sessionId, now);
    // Just inserted, inside this transaction; absent only if the member row vanished meanwhile.
    if (!session) return refused;
    return { kind: 'opened', sessionId, session };
  });
}

export interface GameSession {
  idHash: string;
  sessionTokenHash: string;
  memberId: number;
  game: GameRow;
  siteOrigin: string;
  backUrl: string;
  expiresAt: number;
}

/**
 * The live game session of `sessionId`: not idle for too long, and its site session not ended
 * (logged out, or expired even if the row is still there). Undefined otherwise.
 */
export function findGameSession(
  db: Database,
  sessionId: string,
  now: number,
): GameSession | undefined {
  const row = db.get<Omit<GameSession, 'game'> & { gameId: number; siteExpiresAt: number }>(
    `SELECT g.id_hash AS idHash, g.session_token_hash AS sessionTokenHash, s.member_id AS memberId,
       g.game_id AS gameId, g.site_origin AS siteOrigin, g.back_url AS backUrl,
       g.expires_at AS expiresAt, s.expires_at AS siteExpiresAt
     FROM game_sessions g JOIN sessions s ON s.token_hash = g.session_token_hash
     WHERE g.id_hash = ?`,
    [sha256Hex(sessionId)],
  );
  if (!row || row.expiresAt <= now || row.siteExpiresAt <= now) return undefined;
  const game = getGame(db, row.gameId);
  if (!game) return undefined;
  const { gameId: _gameId, siteExpiresAt: _siteExpiresAt, ...session } = row;
  return { ...session, game };
}

/**
 * A round is the member at play on the site: it pushes both the game session's and the site
 * session's idle end forward, the latter never past its absolute limit (its own rule, see
 * store/sessions.ts).
 */
export function touchGameSession(
  db: Database,
  session: GameSession,
  now: number,
  site: { idleMs: number; maxMs: number },
): void {
  db.run('UPDATE game_sessions SET expires_at = ? WHERE id_hash = ?', [
    now + GAME_SESSION_IDLE_MS,
    session.idHash,
  ]);
  db.run(
    `UPDATE sessions SET expires_at = MAX(expires_at, MIN(?, created_at + ?))
     WHERE token_hash = ?`,
    [now + site.idleMs, site.maxMs, session.sessionTokenHash],
  );
}

function siteSessionAlive(db: Database, tokenHash: string, now: number): boolean {
  return (
    db.get('SELECT 1 AS alive FROM sessions WHERE token_hash = ? AND expires_at > ?', [
      tokenHash,
      now,
    ]) !== undefined
  );
}

// --- recent games ---

/** Puts the game at the head of the member's recent games (each game is listed once). */
export function recordLaunch(db: Database, memberId: number, gameId: number, now: number): void {
  // A per-member sequence rather than the time: two launches in the same millisecond still order.
  db.run(
    `INSERT INTO recent_games (member_id, game_id, launched_at, seq)
     VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(seq), 0) + 1 FROM recent_games WHERE member_id = ?1))
     ON CONFLICT (member_id, game_id) DO UPDATE SET launched_at = excluded.launched_at,
       seq = excluded.seq`,
    [memberId, gameId, now],
  );
}

export interface RecentQuery {
  gameType?: GameType;
  vassalage?: string;
  page: number;
  pageSize: number;
}

const GAME_COLUMNS = `g.game_id AS gameId, g.node_id AS nodeId, g.game_code AS gameCode, g.name,
  g.game_type AS gameType, g.vassalage, g.classification, g.min_bet AS minBet, g.is_hot AS isHot,
  g.is_game AS isGame, g.colour`;

export function findGameByCode(db: Database, gameCode: string): GameRow | undefined {
  return db.get<GameRow>(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.game_code = ?`, [gameCode]);
}

/** One page of the member's recent games, most recently launched first. */
export function listRecentGames(
  db: Database,
  memberId: number,
  query: RecentQuery,
): { list: GameRow[]; total: number } {
  const clauses = ['r.member_id = ?'];
  const params: SqlValue[] = [memberId];
  if (query.gameType !== undefined) {
    clauses.push('g.game_type = ?');
    params.push(query.gameType);
  }
  if (query.vassalage !== undefined) {
    clauses.push('g.vassalage = ?');
    params.push(query.vassalage);
  }
  const from = `FROM recent_games r JOIN games g ON g.game_id = r.game_id
    WHERE ${clauses.join(' AND ')}`;
  const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from}`, params)?.n ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const list =
    offset >= total
      ? []
      : db.all<GameRow>(`SELECT ${GAME_COLUMNS} ${from} ORDER BY r.seq DESC LIMIT ? OFFSET ?`, [
          ...params,
          query.pageSize,
          offset,
        ]);
  return { list, total };
}

// --- maintenance ---

export function isUnderMaintenance(db: Database, gameId: number): boolean {
  return (
    db.get('SELECT 1 AS on_hold FROM game_maintenance WHERE game_id = ?', [gameId]) !== undefined
  );
}

/** Puts a game under maintenance or takes it out; false for an unknown game. */
export function setGameMaintenance(db: Database, gameId: number, on: boolean): boolean {
  if (!getGame(db, gameId)) return false;
  if (on) db.run('INSERT OR IGNORE INTO game_maintenance (game_id) VALUES (?)', [gameId]);
  else db.run('DELETE FROM game_maintenance WHERE game_id = ?', [gameId]);
  return true;
}

export function listMaintenanceGames(db: Database): GameRow[] {
  return db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM game_maintenance m JOIN games g ON g.game_id = m.game_id
     ORDER BY g.game_type, g.sort_key`,
  );
}
