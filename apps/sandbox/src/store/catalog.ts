import type { VendorLaunchMode } from '@lobby/api';
import type { Database, SqlValue } from '../db';
import type { Classification, GameType } from '../constants';

export interface VendorRow {
  code: string;
  gameType: GameType;
  name: string;
  accountTypeId: number;
  isHot: 0 | 1;
  colour: string;
  launchMode: VendorLaunchMode;
}

const VENDOR_COLUMNS = `code, game_type AS gameType, name, account_type_id AS accountTypeId,
  is_hot AS isHot, colour, launch_mode AS launchMode`;

export function listVendors(db: Database, gameType: GameType): VendorRow[] {
  return db.all<VendorRow>(
    `SELECT ${VENDOR_COLUMNS} FROM vendors WHERE game_type = ? ORDER BY is_hot DESC, position`,
    [gameType],
  );
}

export function getVendor(db: Database, code: string): VendorRow | undefined {
  return db.get<VendorRow>(`SELECT ${VENDOR_COLUMNS} FROM vendors WHERE code = ?`, [code]);
}

export interface GameRow {
  gameId: number;
  nodeId: number;
  gameCode: string;
  name: string;
  gameType: GameType;
  vassalage: string;
  classification: Classification;
  minBet: number;
  isHot: 0 | 1;
  isGame: string | null;
  colour: string;
}

/** The select list of a GameRow; unqualified, so a join must rename its other columns. */
export const GAME_COLUMNS = `game_id AS gameId, node_id AS nodeId, game_code AS gameCode, name,
  game_type AS gameType, vassalage, classification, min_bet AS minBet, is_hot AS isHot,
  is_game AS isGame, colour`;

export function getGame(db: Database, gameId: number): GameRow | undefined {
  return db.get<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE game_id = ?`, [gameId]);
}

export interface GameQuery {
  gameType: GameType;
  vassalage?: string;
  classification?: Classification;
  /** Substring of the name, case-insensitive for ASCII. */
  gameName?: string;
  /** Exactly this minimum bet, in minor units (the filter offers discrete values). */
  minBet?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface GamePage {
  list: GameRow[];
  total: number;
}

/**
 * One page of games, filtered and paged by SQLite. The WHERE clause is built only from the filters
 * present — a `(? IS NULL OR col = ?)` form would stop SQLite from choosing the matching index — so
 * there are at most 16 shapes of the statement, each compiled once and cached.
 */
export function listGames(db: Database, query: GameQuery): GamePage {
  const { where, params } = gameFilter(query);
  const total = countGames(db, where, params);
  const offset = (query.page - 1) * query.pageSize;
  // Past the end there is nothing to read; skip the query rather than make SQLite count to it.
  const list =
    offset >= total
      ? []
      : db.all<GameRow>(
          `SELECT ${GAME_COLUMNS} FROM games WHERE ${where} ORDER BY sort_key LIMIT ? OFFSET ?`,
          [...params, query.pageSize, offset],
        );
  return { list, total };
}

/** The SQL listGames runs for a query, for EXPLAIN QUERY PLAN in tests. */
export function gameListSql(query: GameQuery): { sql: string; params: SqlValue[] } {
  const { where, params } = gameFilter(query);
  return {
    sql: `SELECT ${GAME_COLUMNS} FROM games WHERE ${where} ORDER BY sort_key LIMIT ? OFFSET ?`,
    params: [...params, query.pageSize, (query.page - 1) * query.pageSize],
  };
}

function gameFilter(query: GameQuery): { where: string; params: SqlValue[] } {
  const clauses = ['game_type = ?'];
  const params: SqlValue[] = [query.gameType];
  if (query.vassalage !== undefined) {
    clauses.push('vassalage = ?');
    params.push(query.vassalage);
  }
  if (query.classification !== undefined) {
    clauses.push('classification = ?');
    params.push(query.classification);
  }
  if (query.minBet !== undefined) {
    clauses.push('min_bet = ?');
    params.push(query.minBet);
  }
  if (query.gameName !== undefined && query.gameName !== '') {
    // The user's text is a literal: %, _ and the escape character itself match only themselves.
    clauses.push("name LIKE ? ESCAPE '\\'");
    params.push(`%${query.gameName.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  return { where: clauses.join(' AND '), params };
}

// Totals per filter, valid for one catalogue version (a trigger bumps it on any change to games).
// Bounded: a flood of distinct name searches clears it rather than growing it.
const COUNT_CACHE_LIMIT = 2000;
const countCaches = new WeakMap<Database, { version: number; counts: Map<string, number> }>();

function catalogVersion(db: Database): number {
  return (
    db.get<{ version: number }>('SELECT version FROM catalog_version WHERE id = 1')?.version ?? -1
  );
}

function countGames(db: Database, where: string, params: SqlValue[]): number {
  const version = catalogVersion(db);
  let cache = countCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, counts: new Map() };
    countCaches.set(db, cache);
  }
  const key = `${where}\u0000${JSON.stringify(params)}`;
  const hit = cache.counts.get(key);
  if (hit !== undefined) return hit;
  const total =
    db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM games WHERE ${where}`, params)
      ?.total ?? 0;
  if (cache.counts.size >= COUNT_CACHE_LIMIT) cache.counts.clear();
  cache.counts.set(key, total);
  return total;
}

// Serialised game-list answers, valid for one catalogue version like the totals above, and bounded
// the same way: a flood of distinct searches clears the cache rather than growing it.
const PAGE_CACHE_LIMIT = 2000;

/**
 * A cache of values built from the catalogue: each is kept until the catalogue version moves, and
 * a full cache is cleared rather than grown.
 */
export function catalogCache<T>(limit: number) {
  const caches = new WeakMap<Database, { version: number; values: Map<string, T> }>();
  /** The cached value for `key`, or `build()`'s, kept until the catalogue changes. */
  return (db: Database, key: string, build: () => T): T => {
    const version = catalogVersion(db);
    let cache = caches.get(db);
    if (!cache || cache.version !== version) {
      cache = { version, values: new Map() };
      caches.set(db, cache);
    }
    const hit = cache.values.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    if (cache.values.size >= limit) cache.values.clear();
    cache.values.set(key, value);
    return value;
  };
}

/** The cached answer for `key`, or `build()`'s, kept until the catalogue changes. */
export const cachedGamePage: (db: Database, key: string, build: () => string) => string =
  catalogCache<string>(PAGE_CACHE_LIMIT);

export function findGameByNodeId(db: Database, nodeId: number): GameRow | undefined {
  return db.get<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE node_id = ?`, [nodeId]);
}

export interface HotGamesQuery {
  gameType: GameType;
  vassalage?: string | undefined;
  limit: number;
}

/**
 * The hot games of a type (or of one vendor), in list order, at most `limit`. Partial indexes of
 * the hot rows alone answer it without reading the rest of the type.
 */
export function listHotGames(db: Database, query: HotGamesQuery): GameRow[] {
  const { sql, params } = hotGamesSql(query);
  return db.all<GameRow>(sql, params);
}

/** The SQL listHotGames runs, for EXPLAIN QUERY PLAN in tests. */
export function hotGamesSql({ gameType, vassalage, limit }: HotGamesQuery): {
  sql: string;
  params: SqlValue[];
} {
  const select = `SELECT ${GAME_COLUMNS} FROM games WHERE game_type = ? AND is_hot = 1`;
  const order = 'ORDER BY sort_key LIMIT ?';
  return vassalage === undefined
    ? { sql: `${select} ${order}`, params: [gameType, limit] }
    : { sql: `${select} AND vassalage = ? ${order}`, params: [gameType, vassalage, limit] };
}

/** Every game of a type, in list order (the search-all view's catalogue). */
export function listAllGames(db: Database, gameType: GameType): GameRow[] {
  return db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games WHERE game_type = ? ORDER BY sort_key`,
    [gameType],
  );
}

/** Games of the given vendors, most played first (ties in list order), at most `limit`. */
export function listPopularGames(
  db: Database,
  query: { gameType: GameType; vendors: readonly string[]; limit: number },
): GameRow[] {
  if (query.vendors.length === 0) return [];
  const marks = query.vendors.map(() => '?').join(', ');
  return db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games WHERE game_type = ? AND vassalage IN (${marks})
     ORDER BY popularity DESC, sort_key LIMIT ?`,
    [query.gameType, ...query.vendors, query.limit],
  );
}
