import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  createDeposit,
  createWithdrawal,
  getDepositMethods,
  getWalletBalance,
  isApiError,
  transferBetweenWallets,
  transferToUpline,
} from '@lobby/api';
import { hashPasswordSync, SALT_BYTES } from '../auth/password';
import { memberWithSession } from '../gameHost/testing';
import { DEMO_WALLET_VENDORS } from '../seed/money';
import { Random } from '../random';
import { insertPayee, setUpline } from '../store/money';
import { listTransactions } from '../store/wallet';
import { visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { setPaymentPasswordHashed } from './paymentPassword';

// Many members moving money at once, over HTTP: deposits, withdrawals, moves between wallets and
// transfers to the upline, then the operator's approvals, rejections and disbursals, some of them
// racing for the same withdrawal. Whatever the interleaving, money is neither made nor lost.

const PASSWORD = '482615';
const MEMBERS = 6;
const OPERATIONS = 200;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    depositDelayMs: 1_000,
    rateLimits: { nonce: { limit: 1_000_000, windowMs: 60_000 } },
  });
});
afterAll(() => sandbox.close());

interface Player {
  who: Visitor;
  memberId: number;
  payeeId: number;
  opening: number;
}

/** main + every vendor wallet of the members. */
function totalMoney(ids: readonly number[]): number {
  const marks = ids.map(() => '?').join(', ');
  const main =
    sandbox.db.get<{ s: number }>(
      `SELECT TOTAL(balance) AS s FROM members WHERE id IN (${marks})`,
      ids,
    )?.s ?? 0;
  const vendors =
    sandbox.db.get<{ s: number }>(
      `SELECT TOTAL(balance) AS s FROM member_wallets WHERE member_id IN (${marks})`,
      ids,
    )?.s ?? 0;
  return main + vendors;
}

describe('money under concurrency', () => {
  it('keeps the sum of all wallets equal to credited deposits minus withdrawals kept, with no balance below zero', async () => {
    const random = new Random(20260601);
    const salt = Buffer.from(Array.from({ length: SALT_BYTES }, () => random.int(0, 255)));
    const hash = hashPasswordSync(PASSWORD, salt);
    const players: Player[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const opening = random.int(20_000, 200_000);
      const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance: opening });
      setPaymentPasswordHashed(sandbox.db, made.memberId, hash);
      const payeeId =
        insertPayee(
          sandbox.db,
          {
            memberId: made.memberId,
            bankName: 'Race Bank',
            accountName: 'Race Runner',
            accountNumber: `70000${i}0000`,
            createdAt: sandbox.clock.now,
          },
          5,
        ) ?? 0;
      const who = visitor(sandbox);
      who.token = made.token;
      players.push({ who, memberId: made.memberId, payeeId, opening });
    }
    // A chain of uplines inside the group (the last has none): transfers stay in the group.
    for (let i = 0; i < MEMBERS - 1; i += 1) {
      setUpline(sandbox.db, players[i]?.memberId ?? 0, players[i + 1]?.memberId ?? null);
    }
    const ids = players.map((p) => p.memberId);
    const before = totalMoney(ids);
    const methodId = (await getDepositMethods(players[0]?.who.client ?? visitor(sandbox).client))
      .methods[1]?.id;
    if (methodId === undefined) throw new Error('no e-wallet method');

    const refusedOnlyWhenShort = (error: unknown) => {
      if (
        isApiError(error, 'server') &&
        (error.failure.code === MONEY_CODES.insufficientBalance ||
          error.failure.code === MONEY_CODES.noUpline)
      ) {
        return 'refused';
      }
      throw error;
    };
    const operations: Promise<unknown>[] = [];
    for (let n = 0; n < OPERATIONS; n += 1) {
      const player = random.pick(players);
      const client = player.who.client;
      const kind = random.weighted([
        ['deposit', 3],
        ['withdraw', 2],
        ['move', 3],
        ['upline', 2],
      ] as const);
      const vendor = random.pick(DEMO_WALLET_VENDORS);
      let call: Promise<unknown>;
      switch (kind) {
        case 'deposit':
          call = createDeposit(client, { methodId, amount: random.int(5_000, 60_000) });
          break;
        case 'withdraw':
          call = createWithdrawal(client, {
            payeeId: player.payeeId,
            amount: random.int(10_000, 80_000),
            paymentPassword: PASSWORD,
          });
          break;
        case 'move':
          call = random.chance(0.5)
            ? transferBetweenWallets(client, {
                from: 'MAIN',
                to: vendor,
                amount: random.int(1, 60_000),
              })
            : transferBetweenWallets(client, {
                from: vendor,
                to: 'MAIN',
                amount: random.int(1, 30_000),
              });
          break;
        case 'upline':
          call = transferToUpline(client, {
            amount: random.int(1, 50_000),
            paymentPassword: PASSWORD,
          });
          break;
      }
      operations.push(call.catch(refusedOnlyWhenShort));
    }
    const outcomes = await Promise.all(operations);
    // Some of each succeeded and some were refused, or the test proved little.
    expect(outcomes.filter((o) => o === 'refused').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o !== 'refused').length).toBeGreaterThan(OPERATIONS / 3);

    // The operator, also at once: for each withdrawal, a random step, and for some a racing one.
    const pending = sandbox.db
      .all<{ id: number }>(
        `SELECT id FROM withdrawals WHERE member_id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      )
      .map((row) => row.id);
    expect(pending.length).toBeGreaterThan(0);
    const step = (id: number, s: 'approve' | 'reject' | 'disburse') =>
      sandbox.post('/wps/dev/withdrawal/step', { id, step: s });
    const first = await Promise.all(
      pending.flatMap((id) => {
        const steps: ('approve' | 'reject')[] = [random.chance(0.5) ? 'approve' : 'reject'];
        if (random.chance(0.4)) steps.push(random.chance(0.5) ? 'approve' : 'reject');
        return steps.map((s) => step(id, s).then((res) => ({ id, status: res.status })));
      }),
    );
    // Exactly one step out of pending per withdrawal; the others were refused as illegal.
    for (const id of pending) {
      const answers = first.filter((a) => a.id === id).map((a) => a.status);
      expect(answers.filter((status) => status === 200)).toHaveLength(1);
      expect(answers.filter((status) => status !== 200).every((status) => status === 409)).toBe(
        true,
      );
    }
    await Promise.all(
      pending
        .filter(() => random.chance(0.5))
        .flatMap((id) => [step(id, 'disburse'), step(id, 'disburse')]),
    );
    // Deposits still pending are credited once their delay has passed.
    sandbox.clock.now += 1_000;
    await getWalletBalance(players[0]?.who.client ?? visitor(sandbox).client);

    const marks = ids.map(() => '?').join(', ');
    const credited =
      sandbox.db.get<{ s: number }>(
        `SELECT TOTAL(amount) AS s FROM deposits WHERE status = 'credited' AND member_id IN (${marks})`,
        ids,
      )?.s ?? 0;
    const kept =
      sandbox.db.get<{ s: number }>(
        `SELECT TOTAL(amount) AS s FROM withdrawals WHERE status <> 'rejected' AND member_id IN (${marks})`,
        ids,
      )?.s ?? 0;
    expect(
      sandbox.db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM deposits WHERE status = 'pending' AND member_id IN (${marks})`,
        ids,
      )?.n,
    ).toBe(0);
    expect(credited).toBeGreaterThan(0);
    expect(totalMoney(ids)).toBe(before + credited - kept);

    for (const player of players) {
      const balance =
        sandbox.db.get<{ balance: number }>('SELECT balance FROM members WHERE id = ?', [
          player.memberId,
        ])?.balance ?? -1;
      expect(balance).toBeGreaterThanOrEqual(0);
      const ledger = listTransactions(sandbox.db, player.memberId);
      expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(balance - player.opening);
      let running = player.opening;
      for (const row of ledger) {
        running += row.amount;
        expect(row.balanceAfter).toBe(running);
        expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
      }
      // Each vendor wallet holds exactly what the moves put in and took out.
      for (const vendor of DEMO_WALLET_VENDORS) {
        const held =
          sandbox.db.get<{ balance: number }>(
            'SELECT balance FROM member_wallets WHERE member_id = ? AND vendor = ?',
            [player.memberId, vendor],
          )?.balance ?? 0;
        expect(held).toBeGreaterThanOrEqual(0);
        const moved = ledger
          .filter((row) => row.vendor === vendor)
          .reduce((sum, row) => sum - row.amount, 0);
        expect(held).toBe(moved);
      }
    }
    // Every ledger row of money in or out has its record, once.
    const rows = sandbox.db.get<{ w: number; r: number; d: number }>(
      `SELECT
           (SELECT COUNT(*) FROM wallet_transactions WHERE kind = 'withdrawal' AND member_id IN (${marks})) AS w,
           (SELECT COUNT(*) FROM wallet_transactions WHERE kind = 'withdrawal_refund' AND member_id IN (${marks})) AS r,
           (SELECT COUNT(*) FROM wallet_transactions WHERE kind = 'deposit' AND member_id IN (${marks})) AS d`,
      [...ids, ...ids, ...ids],
    );
    expect(rows?.w).toBe(pending.length);
    expect(rows?.r).toBe(
      sandbox.db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM withdrawals WHERE status = 'rejected' AND member_id IN (${marks})`,
        ids,
      )?.n,
    );
    expect(rows?.d).toBe(
      sandbox.db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM deposits WHERE status = 'credited' AND member_id IN (${marks})`,
        ids,
      )?.n,
    );
  }, 30_000);
});
