import type { Database } from '../db';

// SQL only: the referral rules (the code, the bonus once per friend) are in wallet/referral.ts.

export function referralCodeOf(db: Database, memberId: number): string | undefined {
  return db.get<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = ?', [memberId])
    ?.code;
}

/** False when the code is taken on the brand (the caller draws another). */
export function insertReferralCode(
  db: Database,
  memberId: number,
  merchant: string,
  code: string,
): boolean {
  return (
    db.run(
      'INSERT INTO referral_codes (member_id, merchant, code) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      [memberId, merchant, code],
    ).changes > 0
  );
}

/** Who owns the code the member registered with, if anyone on their brand does. */
export function referrerOf(db: Database, memberId: number): number | undefined {
  return db.get<{ id: number }>(
    `SELECT r.member_id AS id FROM members m
       JOIN referral_codes r ON r.merchant = m.merchant AND r.code = m.referral_code
      WHERE m.id = ? AND r.member_id <> m.id`,
    [memberId],
  )?.id;
}

export interface ReferralSetting {
  rateBp: number;
  cap: number;
}

export function referralSettingOf(db: Database, merchant: string): ReferralSetting | undefined {
  return db.get<ReferralSetting>(
    'SELECT rate_bp AS rateBp, cap FROM referral_settings WHERE merchant = ?',
    [merchant],
  );
}

export function setReferralSetting(db: Database, merchant: string, setting: ReferralSetting): void {
  db.run(
    `INSERT INTO referral_settings (merchant, rate_bp, cap) VALUES (?, ?, ?)
     ON CONFLICT (merchant) DO UPDATE SET rate_bp = excluded.rate_bp, cap = excluded.cap`,
    [merchant, setting.rateBp, setting.cap],
  );
}

/** Claims the friend's one referral bonus; false when it was claimed already. */
export function claimReferralBonus(
  db: Database,
  claim: { friendId: number; referrerId: number; amount: number; now: number },
): boolean {
  return (
    db.run(
      `INSERT INTO referral_bonuses (friend_id, referrer_id, amount, created_at)
       VALUES (?, ?, ?, ?) ON CONFLICT (friend_id) DO NOTHING`,
      [claim.friendId, claim.referrerId, claim.amount, claim.now],
    ).changes > 0
  );
}

export function setReferralBonusId(db: Database, friendId: number, bonusId: number): void {
  db.run('UPDATE referral_bonuses SET bonus_id = ? WHERE friend_id = ?', [bonusId, friendId]);
}

export interface FriendRow {
  id: number;
  account: string;
  createdAt: number;
  earned: number;
}

/** The members who registered with the code, newest first, with what each has earned the member. */
export function listFriends(db: Database, memberId: number, limit: number): FriendRow[] {
  return db.all<FriendRow>(
    `SELECT m.id, m.account, m.created_at AS createdAt, COALESCE(b.amount, 0) AS earned
       FROM referral_codes r
       JOIN members m ON m.merchant = r.merchant AND m.referral_code = r.code AND m.id <> r.member_id
       LEFT JOIN referral_bonuses b ON b.friend_id = m.id AND b.referrer_id = r.member_id
      WHERE r.member_id = ?
      ORDER BY m.created_at DESC, m.id DESC LIMIT ?`,
    [memberId, limit],
  );
}

export function referralTotalsOf(
  db: Database,
  memberId: number,
): { friends: number; earned: number } {
  const friends =
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM referral_codes r
         JOIN members m ON m.merchant = r.merchant AND m.referral_code = r.code AND m.id <> r.member_id
        WHERE r.member_id = ?`,
      [memberId],
    )?.n ?? 0;
  const earned =
    db.get<{ n: number }>(
      'SELECT COALESCE(SUM(amount), 0) AS n FROM referral_bonuses WHERE referrer_id = ?',
      [memberId],
    )?.n ?? 0;
  return { friends, earned };
}
