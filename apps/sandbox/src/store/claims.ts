import type { GameType } from '../constants';
import type { Database } from '../db';
import { VALID_BET_SQL } from './bets';

// The rows of rewards, missions and the rebate (migration 16). Money in minor units, times epoch ms.

export interface RewardRow {
  id: number;
  memberId: number;
  title: string;
  amount: number;
  createdAt: number;
  expiresAt: number;
  /** Null until claimed. */
  claimedAt: number | null;
}

const REWARD_COLUMNS = `r.id, r.member_id AS memberId, r.title, r.amount, r.created_at AS createdAt,
  r.expires_at AS expiresAt, c.claimed_at AS claimedAt`;

export function insertReward(
  db: Database,
  reward: { memberId: number; title: string; amount: number; createdAt: number; expiresAt: number },
): number {
  return db.run(
    `INSERT INTO rewards (member_id, title, amount, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
    [reward.memberId, reward.title, reward.amount, reward.createdAt, reward.expiresAt],
  ).lastInsertRowid;
}

export function findReward(db: Database, id: number): RewardRow | undefined {
  return db.get<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM rewards r LEFT JOIN reward_claims c ON c.reward_id = r.id
     WHERE r.id = ?`,
    [id],
  );
}

/** The member's rewards still claimable at `now` (soonest to expire first) and claimed (newest first). */
export function listRewards(
  db: Database,
  memberId: number,
  now: number,
): { claimable: RewardRow[]; claimed: RewardRow[] } {
  const claimable = db.all<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM rewards r LEFT JOIN reward_claims c ON c.reward_id = r.id
     WHERE r.member_id = ? AND c.reward_id IS NULL AND r.expires_at > ?
     ORDER BY r.expires_at, r.id`,
    [memberId, now],
  );
  const claimed = db.all<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM rewards r JOIN reward_claims c ON c.reward_id = r.id
     WHERE r.member_id = ? ORDER BY c.claimed_at DESC, r.id DESC LIMIT 100`,
    [memberId],
  );
  return { claimable, claimed };
}

/** Throws a UNIQUE violation when the reward was claimed already. */
export function insertRewardClaim(db: Database, rewardId: number, now: number): void {
  db.run('INSERT INTO reward_claims (reward_id, claimed_at) VALUES (?, ?)', [rewardId, now]);
}

export interface MissionRow {
  id: number;
  merchant: string;
  title: string;
  /** Null: any game counts. */
  gameType: GameType | null;
  target: number;
  period: 'daily';
  reward: number;
}

export function insertMission(
  db: Database,
  mission: Omit<MissionRow, 'id'>,
  position: number,
): number {
  return db.run(
    `INSERT INTO missions (merchant, title, game_type, target, period, reward, position)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      mission.merchant,
      mission.title,
      mission.gameType,
      mission.target,
      mission.period,
      mission.reward,
      position,
    ],
  ).lastInsertRowid;
}

const MISSION_COLUMNS = `id, merchant, title, game_type AS gameType, target, period, reward`;

export function listMissions(db: Database, merchant: string): MissionRow[] {
  return db.all<MissionRow>(
    `SELECT ${MISSION_COLUMNS} FROM missions WHERE merchant = ? ORDER BY position, id`,
    [merchant],
  );
}

export function findMission(db: Database, id: number): MissionRow | undefined {
  return db.get<MissionRow>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE id = ?`, [id]);
}

/** The missions the member has claimed in the period. */
export function claimedMissionIds(db: Database, memberId: number, period: string): Set<number> {
  return new Set(
    db
      .all<{ id: number }>(
        'SELECT mission_id AS id FROM mission_claims WHERE member_id = ? AND period = ?',
        [memberId, period],
      )
      .map((row) => row.id),
  );
}

/** Throws a UNIQUE violation when the mission was claimed already in the period. */
export function insertMissionClaim(
  db: Database,
  claim: { missionId: number; memberId: number; period: string; now: number },
): number {
  return db.run(
    'INSERT INTO mission_claims (mission_id, member_id, period, claimed_at) VALUES (?, ?, ?, ?)',
    [claim.missionId, claim.memberId, claim.period, claim.now],
  ).lastInsertRowid;
}

/** The member's valid bet per game type over [from, to) (VALID_BET_SQL: the one definition). */
export function validBetByGameType(
  db: Database,
  memberId: number,
  from: number,
  to: number,
): Map<GameType, number> {
  const rows = db.all<{ gameType: GameType; validBet: number }>(
    `SELECT g.game_type AS gameType, SUM(${VALID_BET_SQL}) AS validBet
     FROM bets JOIN games g ON g.game_id = bets.game_id
     WHERE bets.member_id = ? AND bets.created_at >= ? AND bets.created_at < ?
     GROUP BY g.game_type`,
    [memberId, from, to],
  );
  return new Map(rows.map((row) => [row.gameType, row.validBet]));
}

export interface LeaderRow {
  memberId: number;
  account: string;
  validBet: number;
}

/**
 * The brand's members by valid bet over [from, to), highest first (the earlier to reach it first
 * on a tie: lower member id); trial accounts play with demo credit and are left out.
 */
export function listLeaders(
  db: Database,
  query: { merchant: string; from: number; to: number; trialType: number },
): LeaderRow[] {
  return db.all<LeaderRow>(
    `SELECT m.id AS memberId, m.account, SUM(${VALID_BET_SQL}) AS validBet
     FROM bets JOIN members m ON m.id = bets.member_id
     WHERE m.merchant = ? AND m.type <> ? AND bets.created_at >= ? AND bets.created_at < ?
     GROUP BY m.id HAVING validBet > 0
     ORDER BY validBet DESC, m.id`,
    [query.merchant, query.trialType, query.from, query.to],
  );
}

export function setRebateRate(
  db: Database,
  merchant: string,
  gameType: GameType,
  rateBp: number,
): void {
  db.run(
    `INSERT INTO rebate_rates (merchant, game_type, rate_bp) VALUES (?, ?, ?)
     ON CONFLICT (merchant, game_type) DO UPDATE SET rate_bp = excluded.rate_bp`,
    [merchant, gameType, rateBp],
  );
}

export function listRebateRates(
  db: Database,
  merchant: string,
): { gameType: GameType; rateBp: number }[] {
  return db.all(
    `SELECT game_type AS gameType, rate_bp AS rateBp FROM rebate_rates WHERE merchant = ?
     ORDER BY game_type`,
    [merchant],
  );
}

export interface RebateClaimRow {
  id: number;
  period: string;
  amount: number;
  claimedAt: number;
}

export function listRebateClaims(db: Database, memberId: number): RebateClaimRow[] {
  return db.all<RebateClaimRow>(
    `SELECT id, period, amount, claimed_at AS claimedAt FROM rebate_claims WHERE member_id = ?
     ORDER BY period DESC LIMIT 60`,
    [memberId],
  );
}

/** Throws a UNIQUE violation when the period's rebate was claimed already. */
export function insertRebateClaim(
  db: Database,
  claim: { memberId: number; period: string; amount: number; now: number },
): number {
  return db.run(
    'INSERT INTO rebate_claims (member_id, period, amount, claimed_at) VALUES (?, ?, ?, ?)',
    [claim.memberId, claim.period, claim.amount, claim.now],
  ).lastInsertRowid;
}
