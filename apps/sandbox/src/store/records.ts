import type { Database } from '../db';
import { VALID_BET_SQL } from './bets';

/*
 * The SQL of the member's records (doc 2 §2.3): the betting record, profit and loss, bonus details
 * and the player levels. Read only: bets are written by wallet/bets.ts, bonuses by wallet/bonus.ts.
 * Times are epoch milliseconds; `from` is inclusive and `to` exclusive.
 */

export interface BetFilter {
  memberId: number;
  from: number;
  to: number;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

export interface BetRecordRow {
  id: number;
  createdAt: number;
  gameId: number;
  gameName: string;
  gameType: string;
  vendor: string;
  vendorName: string;
  stake: number;
  validBet: number;
  win: number;
  outcome: string;
}

export interface BetTotals {
  count: number;
  stake: number;
  validBet: number;
  win: number;
}

function betWhere(f: BetFilter): { sql: string; params: Record<string, string | number> } {
  const clauses = ['bets.member_id = :member', 'bets.created_at >= :from', 'bets.created_at < :to'];
  const params: Record<string, string | number> = { member: f.memberId, from: f.from, to: f.to };
  if (f.gameType !== undefined) {
    clauses.push('games.game_type = :gameType');
    params['gameType'] = f.gameType;
  }
  if (f.vendor !== undefined) {
    clauses.push('games.vassalage = :vendor');
    params['vendor'] = f.vendor;
  }
  return { sql: clauses.join(' AND '), params };
}

const BETS_FROM = `FROM bets JOIN games ON games.game_id = bets.game_id
  JOIN vendors ON vendors.code = games.vassalage`;

/** One page of the member's bets under the filter, newest first, and the totals of all of them. */
export function listBetRecords(
  db: Database,
  f: BetFilter & { limit: number; offset: number },
): { rows: BetRecordRow[]; totals: BetTotals } {
  const where = betWhere(f);
  const rows = db.all<BetRecordRow>(
    `SELECT bets.id, bets.created_at AS createdAt, bets.game_id AS gameId, games.name AS gameName,
       games.game_type AS gameType, games.vassalage AS vendor, vendors.name AS vendorName,
       bets.stake, ${VALID_BET_SQL} AS validBet, bets.win, bets.outcome
     ${BETS_FROM} WHERE ${where.sql}
     ORDER BY bets.created_at DESC, bets.id DESC LIMIT :limit OFFSET :offset`,
    { ...where.params, limit: f.limit, offset: f.offset },
  );
  // Totals over the whole filter, not the page: what the member staked, what counted and won.
  const totals = db.get<BetTotals>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(bets.stake), 0) AS stake,
       COALESCE(SUM(${VALID_BET_SQL}), 0) AS validBet, COALESCE(SUM(bets.win), 0) AS win
     ${BETS_FROM} WHERE ${where.sql}`,
    where.params,
  ) ?? { count: 0, stake: 0, validBet: 0, win: 0 };
  return { rows, totals };
}

/** The vendors the member has bet with, for the betting record's vendor filter. */
export function betVendorsOf(db: Database, memberId: number): { code: string; name: string }[] {
  return db.all<{ code: string; name: string }>(
    `SELECT DISTINCT vendors.code, vendors.name ${BETS_FROM}
     WHERE bets.member_id = ? ORDER BY vendors.name`,
    [memberId],
  );
}

/** The game types the member has bet on, for the betting record's game type filter. */
export function betGameTypesOf(db: Database, memberId: number): string[] {
  return db
    .all<{ type: string }>(
      `SELECT DISTINCT games.game_type AS type FROM bets JOIN games ON games.game_id = bets.game_id
       WHERE bets.member_id = ? ORDER BY type`,
      [memberId],
    )
    .map((row) => row.type);
}

export interface ProfitRow extends BetTotals {
  /** The UTC day (yyyy-MM-dd) or the game type. */
  key: string;
}

/**
 * The member's bets over [from, to) summed per UTC day and per game type. Days with no bet have
 * no row: the page says so rather than list zeros.
 */
export function profitOf(
  db: Database,
  f: { memberId: number; from: number; to: number },
): { byDay: ProfitRow[]; byGameType: ProfitRow[]; totals: BetTotals } {
  const where = betWhere(f);
  const sums = `COUNT(*) AS count, SUM(bets.stake) AS stake, SUM(${VALID_BET_SQL}) AS validBet,
    SUM(bets.win) AS win`;
  const byDay = db.all<ProfitRow>(
    `SELECT strftime('%Y-%m-%d', bets.created_at / 1000, 'unixepoch') AS key, ${sums}
     ${BETS_FROM} WHERE ${where.sql} GROUP BY key ORDER BY key DESC`,
    where.params,
  );
  const byGameType = db.all<ProfitRow>(
    `SELECT games.game_type AS key, ${sums}
     ${BETS_FROM} WHERE ${where.sql} GROUP BY key ORDER BY key`,
    where.params,
  );
  const totals = byDay.reduce<BetTotals>(
    (sum, row) => ({
      count: sum.count + row.count,
      stake: sum.stake + row.stake,
      validBet: sum.validBet + row.validBet,
      win: sum.win + row.win,
    }),
    { count: 0, stake: 0, validBet: 0, win: 0 },
  );
  return { byDay, byGameType, totals };
}

// --- bonus details ---

export interface BonusRow {
  id: number;
  source: string;
  title: string;
  amount: number;
  createdAt: number;
}

export function listBonusRecords(
  db: Database,
  f: {
    memberId: number;
    from: number;
    to: number;
    source?: string | undefined;
    limit: number;
    offset: number;
  },
): { rows: BonusRow[]; count: number; amount: number } {
  const bySource = f.source === undefined ? '' : 'AND source = :source';
  const params = {
    member: f.memberId,
    from: f.from,
    to: f.to,
    ...(f.source === undefined ? {} : { source: f.source }),
  };
  const where = `WHERE member_id = :member AND created_at >= :from AND created_at < :to ${bySource}`;
  const rows = db.all<BonusRow>(
    `SELECT id, source, title, amount, created_at AS createdAt FROM bonuses ${where}
     ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    { ...params, limit: f.limit, offset: f.offset },
  );
  const sum = db.get<{ count: number; amount: number }>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount FROM bonuses ${where}`,
    params,
  ) ?? { count: 0, amount: 0 };
  return { rows, ...sum };
}

// --- player levels ---

export interface PlayerLevelRow {
  level: number;
  name: string;
  minValidBet: number;
  rebateBonusPoints: number;
  dailyWithdrawals: number;
}

export function playerLevelsOf(db: Database, merchant: string): PlayerLevelRow[] {
  return db.all<PlayerLevelRow>(
    `SELECT level, name, min_valid_bet AS minValidBet, rebate_bonus_points AS rebateBonusPoints,
       daily_withdrawals AS dailyWithdrawals FROM player_levels WHERE merchant = ? ORDER BY level`,
    [merchant],
  );
}

export function insertPlayerLevel(db: Database, merchant: string, level: PlayerLevelRow): void {
  db.run(
    `INSERT INTO player_levels
       (merchant, level, name, min_valid_bet, rebate_bonus_points, daily_withdrawals)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      merchant,
      level.level,
      level.name,
      level.minValidBet,
      level.rebateBonusPoints,
      level.dailyWithdrawals,
    ],
  );
}

/** Every valid bet the member has ever made: what their level is measured by. */
export function lifetimeValidBetOf(db: Database, memberId: number): number {
  return (
    db.get<{ total: number }>(
      `SELECT COALESCE(SUM(${VALID_BET_SQL}), 0) AS total FROM bets WHERE member_id = ?`,
      [memberId],
    )?.total ?? 0
  );
}
