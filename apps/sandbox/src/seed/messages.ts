import type { Database } from '../db';
import { sendNotice, tellMoneyEvent } from '../inbox/messages';
import { Random } from '../random';
import { findMemberByAccount, insertMember } from '../store/members';
import { findDeposit, listDeposits, listPayees } from '../store/money';
import { MONEY_MESSAGE_KINDS } from '../store/messages';
import type { MoneyMessageKind } from '../store/messages';
import { setReferralSetting } from '../store/referrals';
import {
  createDeposit,
  createWithdrawal,
  settlePendingDeposit,
  stepWithdrawal,
} from '../wallet/money';
import { ensureReferralCode } from '../wallet/referral';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MERCHANTS } from './data';

// The seed has no clock: its messages and friends happen at these instants, in May 2026, after the
// money seed's history (20 to 25 May).
const at = (day: number, hour: number): number => Date.UTC(2026, 4, day, hour, 0, 0);
const SEED = 20260526;

/** Every brand pays 10% of a friend's first deposit, at most 200.00 (ACCOUNTS.md). */
export const DEMO_REFERRAL_SETTING = { rateBp: 1_000, cap: 20_000 } as const;
/** player01's two friends: the first deposited 1,000.00 (so player01 earned 100.00). */
export const DEMO_FRIENDS = ['friend01', 'friend02'] as const;
const FRIEND_DEPOSIT = 100_000;

const NOTICES: readonly { title: string; body: string; day: number; read: boolean }[] = [
  {
    title: 'Welcome to the lobby',
    body: 'Your account is ready. Your messages from the operator and about your money arrive here.',
    day: 19,
    read: true,
  },
  {
    title: 'Scheduled maintenance',
    body: 'The live casino will be unavailable on 30 May from 02:00 to 04:00 UTC while we upgrade it.',
    day: 26,
    read: false,
  },
  {
    title: 'Weekend reload',
    body: 'Deposit this weekend and check the reward centre for your reload reward.',
    day: 26,
    read: false,
  },
];

/**
 * The inbox and invite-friends seed: the brands' referral rate; for player01 one message
 * of each money kind (the money seed's deposits and withdrawals wrote some where it ran after
 * migration 17; the rest are told here from the records, and a withdrawal is made and rejected for
 * the rejected kind), operator notices, some read and some not; and two friends registered with
 * player01's code, the first of whom deposited, which paid player01 one referral bonus. The bonus
 * leaves again in a withdrawal the operator approved, so player01's balance is what the demo says.
 */
export function seedMessages(db: Database): void {
  for (const { code: merchant } of SEED_MERCHANTS) {
    setReferralSetting(db, merchant, DEMO_REFERRAL_SETTING);
    const player = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.player.username);
    if (!player) continue;
    const memberId = player.id;
    const random = new Random(SEED);
    const code = ensureReferralCode(db, memberId, merchant, (n) => random.int(0, n - 1));

    const friends = DEMO_FRIENDS.map((account, index) =>
      insertMember(db, {
        merchant,
        account,
        passwordHash: null,
        type: 0,
        nickname: account,
        createdAt: at(21 + index, 12),
        registerMethod: 'WEB',
        referralCode: code,
      }),
    );
    const [first] = friends;
    const [payee] = listPayees(db, memberId);
    const bank = db.get<{ id: number }>(
      "SELECT id FROM deposit_methods WHERE merchant = ? AND kind = 'bank'",
      [merchant],
    );
    // Without a payee (the demo removed it) the bonus could not leave again: no deposit then.
    if (first !== undefined && bank && payee) {
      const made = createDeposit(
        db,
        { memberId: first, merchant, methodId: bank.id, amount: FRIEND_DEPOSIT, now: at(22, 15) },
        0,
      );
      settlePendingDeposit(db, made.id, 'credited', at(22, 16));
      const bonus = Math.min(
        DEMO_REFERRAL_SETTING.cap,
        (FRIEND_DEPOSIT * DEMO_REFERRAL_SETTING.rateBp) / 10_000,
      );
      // The bonus is in the wallet, so these two withdrawals are covered whatever the balance was:
      // one the operator rejects (refunded: the rejected message), one of the bonus, approved.
      const rejected = createWithdrawal(db, {
        memberId,
        payeeId: payee.id,
        amount: bonus,
        now: at(26, 9),
      });
      stepWithdrawal(db, rejected.id, 'reject', { now: at(26, 10) });
      const out = createWithdrawal(db, {
        memberId,
        payeeId: payee.id,
        amount: bonus,
        now: at(27, 9),
      });
      stepWithdrawal(db, out.id, 'approve', { now: at(27, 10) });
    }
    tellMissingKinds(db, memberId);

    for (const notice of NOTICES) {
      const id = sendNotice(db, memberId, notice, at(notice.day, 8));
      if (notice.read)
        db.run('UPDATE messages SET read_at = ? WHERE id = ?', [at(notice.day, 9), id]);
    }
    // The money history before the 26th has been read; what came after it has not.
    db.run(
      'UPDATE messages SET read_at = created_at + 3600000 WHERE member_id = ? AND created_at < ?',
      [memberId, at(26, 0)],
    );
  }
}

/** Tells player01 of each money kind their history holds but their inbox does not. */
function tellMissingKinds(db: Database, memberId: number): void {
  const has = new Set(
    db
      .all<{ kind: MoneyMessageKind }>('SELECT DISTINCT kind FROM messages WHERE member_id = ?', [
        memberId,
      ])
      .map((row) => row.kind),
  );
  const deposits = listDeposits(db, memberId, 50, 0).rows;
  for (const kind of MONEY_MESSAGE_KINDS) {
    if (has.has(kind)) continue;
    if (kind === 'depositCredited' || kind === 'depositFailed') {
      const status = kind === 'depositCredited' ? 'credited' : 'failed';
      const deposit = deposits.find((d) => d.status === status);
      const row = deposit && findDeposit(db, deposit.id);
      if (row && row.settledAt !== null) {
        tellMoneyEvent(db, memberId, { kind, amount: row.amount, refId: row.id }, row.settledAt);
      }
    } else if (kind === 'withdrawalApproved') {
      // Approved and everything after it: the operator approved it once.
      const row = db.get<{ id: number; amount: number; updatedAt: number }>(
        `SELECT id, amount, updated_at AS updatedAt FROM withdrawals
          WHERE member_id = ? AND status NOT IN ('pending', 'rejected') ORDER BY id LIMIT 1`,
        [memberId],
      );
      if (row)
        tellMoneyEvent(db, memberId, { kind, amount: row.amount, refId: row.id }, row.updatedAt);
    }
    // withdrawalRejected: seedMessages rejects a withdrawal of its own, which tells it.
  }
}
