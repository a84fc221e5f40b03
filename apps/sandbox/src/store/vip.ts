import type { Database } from '../db';
import { VALID_BET_SQL } from './bets';

export interface VipLevelRow {
  merchant: string;
  level: number;
  name: string;
  /** Minor units, lifetime. */
  minValidBet: number;
  minDeposit: number;
  rebateBp: number;
  dailyWithdrawals: number;
  /** Minor units. */
  dailyWithdrawalLimit: number;
  birthdayBonus: number;
}

export function insertVipLevel(db: Database, row: VipLevelRow): void {
  db.run(
    `INSERT INTO vip_levels (merchant, level, name, min_valid_bet, min_deposit, rebate_bp,
       daily_withdrawals, daily_withdrawal_limit, birthday_bonus)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.merchant,
      row.level,
      row.name,
      row.minValidBet,
      row.minDeposit,
      row.rebateBp,
      row.dailyWithdrawals,
      row.dailyWithdrawalLimit,
      row.birthdayBonus,
    ],
  );
}

/** The merchant's ladder, lowest level first. */
export function listVipLevels(db: Database, merchant: string): VipLevelRow[] {
  return db.all<VipLevelRow>(
    `SELECT merchant, level, name, min_valid_bet AS minValidBet, min_deposit AS minDeposit,
       rebate_bp AS rebateBp, daily_withdrawals AS dailyWithdrawals,
       daily_withdrawal_limit AS dailyWithdrawalLimit, birthday_bonus AS birthdayBonus
     FROM vip_levels WHERE merchant = ? ORDER BY level`,
    [merchant],
  );
}

export interface VipTotals {
  /** Lifetime valid bet (store/bets.ts's one definition), minor units. */
  validBet: number;
  /** Lifetime deposits credited to the wallet (pending and failed ones do not count). */
  deposit: number;
}

/** What the member's VIP standing is computed from: real bets and completed deposits. */
export function vipTotalsOf(db: Database, memberId: number): VipTotals {
  const bets = db.get<{ total: number }>(
    `SELECT COALESCE(SUM(${VALID_BET_SQL}), 0) AS total FROM bets WHERE member_id = ?`,
    [memberId],
  );
  const deposits = db.get<{ total: number }>(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM deposits
     WHERE member_id = ? AND status = 'credited'`,
    [memberId],
  );
  return { validBet: bets?.total ?? 0, deposit: deposits?.total ?? 0 };
}

/** Stores one feedback; answers its id. */
export function insertFeedback(
  db: Database,
  row: {
    merchant: string;
    memberId: number | null;
    kind: string;
    content: string;
    contact: string | null;
    ip: string;
    now: number;
  },
): number {
  return Number(
    db.run(
      `INSERT INTO feedback (merchant, member_id, kind, content, contact, ip, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [row.merchant, row.memberId, row.kind, row.content, row.contact, row.ip, row.now],
    ).lastInsertRowid,
  );
}
