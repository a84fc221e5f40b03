import type { Database } from '../db';
import { hashPasswordSync, SALT_BYTES } from '../auth/password';
import { Random } from '../random';
import { findMemberByAccount } from '../store/members';
import { insertDepositMethod, setUpline, setWalletSetting } from '../store/money';
import { balanceOf } from '../store/wallet';
import { placeBet } from '../wallet/bets';
import {
  addPayee,
  createDeposit,
  createWithdrawal,
  settlePendingDeposit,
  stepWithdrawal,
} from '../wallet/money';
import { setPaymentPasswordHashed } from '../wallet/paymentPassword';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_MERCHANTS } from './data';

/** player01's payment password on every brand (ACCOUNTS.md lists it). */
export const DEMO_PAYMENT_PASSWORD = '135790';

/** The brand that runs a main wallet and vendor wallets; the others run a single wallet. */
export const MULTI_WALLET_MERCHANT = 'aurora';
export const DEMO_WALLET_VENDORS = ['NOVA', 'VELVET', 'FB'] as const;

// The seed has no clock: its history happens at these instants, in May 2026.
const at = (day: number, hour: number): number => Date.UTC(2026, 4, day, hour, 0, 0);
const SEED = 20260527;
let paymentHash: string | undefined;

/**
 * The money seed (ADR 027): the brands' deposit methods, aurora's vendor wallets, uplines (player01
 * and vip001 under agent01), and a little history for player01 through the domain functions: two
 * credited deposits and a failed one, two bets, a payee, a payment password, a withdrawal that was
 * disbursed (it counts as received once its window has passed) and one approved, waiting for the
 * operator to disburse it. The history nets to zero, so player01's balance is what it was.
 */
export function seedMoney(db: Database): void {
  // A real scrypt hash with a salt from the seed, so two fresh databases are identical; made once
  // per process (every test file seeds a database).
  const salt = new Random(SEED);
  paymentHash ??= hashPasswordSync(
    DEMO_PAYMENT_PASSWORD,
    Buffer.from(Array.from({ length: SALT_BYTES }, () => salt.int(0, 255))),
  );
  for (const { code: merchant } of SEED_MERCHANTS) {
    if (merchant === MULTI_WALLET_MERCHANT)
      setWalletSetting(db, merchant, false, DEMO_WALLET_VENDORS);
    const [bank, ewallet] = [
      insertDepositMethod(
        db,
        merchant,
        {
          kind: 'bank',
          name: 'Bank transfer',
          min: 10_000,
          max: 5_000_000,
          presets: [10_000, 50_000, 100_000, 500_000],
          qrPayload: null,
        },
        0,
      ),
      insertDepositMethod(
        db,
        merchant,
        {
          kind: 'ewallet',
          name: 'E-wallet',
          min: 5_000,
          max: 1_000_000,
          presets: [5_000, 10_000, 50_000, 100_000],
          qrPayload: null,
        },
        1,
      ),
      insertDepositMethod(
        db,
        merchant,
        {
          kind: 'qr',
          name: 'QR payment',
          min: 5_000,
          max: 2_000_000,
          presets: [5_000, 20_000, 100_000],
          qrPayload: `LOBBYPAY|${merchant.toUpperCase()}|DEMO-QR-0001`,
        },
        2,
      ),
    ];

    const player = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.player.username);
    const agent = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.agent.username);
    const vip = findMemberByAccount(db, merchant, DEMO_ACCOUNTS.vip.username);
    if (agent) {
      if (player) setUpline(db, player.id, agent.id);
      if (vip) setUpline(db, vip.id, agent.id);
    }
    if (!player) continue;
    const memberId = player.id;
    const opening = balanceOf(db, memberId) ?? 0;

    const deposit = (
      methodId: number,
      amount: number,
      time: number,
      outcome: 'credited' | 'failed',
    ) => {
      const made = createDeposit(db, { memberId, merchant, methodId, amount, now: time }, 0);
      settlePendingDeposit(db, made.id, outcome, time + 60_000);
    };
    deposit(bank, 20_000, at(20, 9), 'credited');
    deposit(ewallet, 8_000, at(21, 9), 'failed');

    const game = db.get<{ id: number }>(
      `SELECT game_id AS id FROM games WHERE game_type = 'MINI'
         AND game_id NOT IN (SELECT game_id FROM game_maintenance) ORDER BY sort_key LIMIT 1`,
    );
    const random = new Random(SEED);
    if (game) {
      for (const [side, hour] of [
        [0, 20],
        [1, 21],
      ] as const) {
        placeBet(db, {
          memberId,
          gameId: game.id,
          gameType: 'MINI',
          stake: 500,
          choice: { side },
          now: at(22, hour),
          random: (max) => random.int(0, max - 1),
        });
      }
    }

    // What the rounds won or lost comes back in the second deposit, so the history nets to zero.
    const withdrawn = 30_000;
    const second = opening - (balanceOf(db, memberId) ?? 0) + withdrawn + 15_000;
    if (second > 0) deposit(ewallet, second, at(23, 9), 'credited');

    const payee = addPayee(db, {
      memberId,
      bankName: 'Demo Bank',
      accountName: DEMO_ACCOUNTS.player.payeeName,
      accountNumber: '001234567890',
      now: at(20, 8),
    });
    setPaymentPasswordHashed(db, memberId, paymentHash);
    const disbursed = createWithdrawal(db, {
      memberId,
      payeeId: payee.id,
      amount: 15_000,
      now: at(24, 9),
    });
    stepWithdrawal(db, disbursed.id, 'approve', { now: at(24, 10) });
    stepWithdrawal(db, disbursed.id, 'disburse', { now: at(24, 11) });
    const approved = createWithdrawal(db, {
      memberId,
      payeeId: payee.id,
      amount: withdrawn,
      now: at(25, 9),
    });
    stepWithdrawal(db, approved.id, 'approve', { now: at(25, 10) });
  }
}
