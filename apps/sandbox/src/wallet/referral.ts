import { randomInt } from 'node:crypto';
import type { Database } from '../db';
import { findMemberById } from '../store/members';
import {
  claimReferralBonus,
  insertReferralCode,
  referralCodeOf,
  referralSettingOf,
  referrerOf,
  setReferralBonusId,
} from '../store/referrals';
import { creditBonus } from './bonus';

// No 0/O or 1/I: a code is read aloud and typed from a screenshot.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** `draw(n)`: an integer in [0, n). The seed passes its seeded one so fresh databases agree. */
export type Draw = (n: number) => number;
const cryptoDraw: Draw = (n) => randomInt(0, n);

/**
 * The member's referral code, made on first use: a friend registers with it (the site's register
 * address carries it as `referralCode`) and the member earns a bonus on the friend's first deposit.
 */
export function ensureReferralCode(
  db: Database,
  memberId: number,
  merchant: string,
  draw: Draw = cryptoDraw,
): string {
  return db.transaction(() => {
    const existing = referralCodeOf(db, memberId);
    if (existing) return existing;
    for (;;) {
      const code = Array.from(
        { length: CODE_LENGTH },
        () => CODE_ALPHABET[draw(CODE_ALPHABET.length)],
      ).join('');
      if (insertReferralCode(db, memberId, merchant, code)) return code;
    }
  });
}

/** The bonus a deposit of `amount` earns at the brand's rate, capped; 0 when the brand pays none. */
export function referralBonusFor(db: Database, merchant: string, amount: number): number {
  const setting = referralSettingOf(db, merchant);
  if (!setting) return 0;
  return Math.min(setting.cap, Math.floor((amount * setting.rateBp) / 10_000));
}

/**
 * Called in the transaction that credits a friend's deposit: the first credited deposit of a friend
 * who registered with a member's code pays that member the referral bonus, once per friend. The
 * claim row (friend_id is its primary key) is written before the money moves, so a second deposit,
 * settled at the same moment or later, finds it and pays nothing.
 */
export function payReferralBonus(
  db: Database,
  friendId: number,
  depositAmount: number,
  now: number,
): number | undefined {
  const referrerId = referrerOf(db, friendId);
  const friend = findMemberById(db, friendId);
  if (referrerId === undefined || !friend) return undefined;
  const amount = referralBonusFor(db, friend.merchant, depositAmount);
  if (amount <= 0) return undefined;
  return db.transaction(() => {
    if (!claimReferralBonus(db, { friendId, referrerId, amount, now })) return undefined;
    const { bonusId } = creditBonus(db, {
      memberId: referrerId,
      source: 'referral',
      sourceId: friendId,
      title: maskAccount(friend.account),
      amount,
      now,
    });
    setReferralBonusId(db, friendId, bonusId);
    return bonusId;
  });
}

/** "player01" -> "pl*****1": the friend is recognisable to the member, not readable by others. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account[0] ?? ''}**`;
  return `${account.slice(0, 2)}${'*'.repeat(account.length - 3)}${account.slice(-1)}`;
}
