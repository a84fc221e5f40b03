import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  addPayee,
  confirmWithdrawalNotReceived,
  confirmWithdrawalReceived,
  createDeposit,
  createWithdrawal,
  getDepositMethods,
  getDeposits,
  getLoginHistory,
  getMemberInfo,
  getPayees,
  getTransactions,
  getWalletBalance,
  getWallets,
  getWithdrawals,
  paths,
  removePayee,
  setPaymentPassword,
  transferBetweenWallets,
  transferToUpline,
} from '@lobby/api';
import type { Withdrawal } from '@lobby/api';
import { CONFIRM_MINUTES, WITHDRAW_MAX, WITHDRAW_MIN } from '../constants';
import { memberWithSession } from '../gameHost/testing';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { DEMO_PAYMENT_PASSWORD, DEMO_WALLET_VENDORS } from '../seed/money';
import { setUpline } from '../store/money';
import { createSession } from '../store/sessions';
import { balanceOf, listTransactions } from '../store/wallet';
import { codeOf, failureOf, logInAs, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// Every money rule, proven by calling the sandbox over HTTP through the api package's endpoints
// (which parse each answer with the contract's schemas).

const DELAY_MS = 1_000;
const MINUTE = 60_000;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    depositDelayMs: DELAY_MS,
    // Every sealed call fetches a nonce: the per-address nonce limit is not what is tested here.
    rateLimits: { nonce: { limit: 100_000, windowMs: 60_000 } },
  });
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  account: string;
}

/** A fresh member with a session (no password login: fast), as a visitor of the brand. */
function member(balance = 100_000, merchant = 'aurora', type: 0 | 1 | 4 = 0): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, merchant, type });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId, account: made.account };
}

async function withPassword(m: Member, password = '246810'): Promise<Member> {
  await setPaymentPassword(m.who.client, { password });
  return m;
}

async function withPayee(m: Member, accountNumber = '1234567890'): Promise<number> {
  const payee = await addPayee(m.who.client, {
    bankName: 'Test Bank',
    accountName: 'Test Person',
    accountNumber,
  });
  return payee.id;
}

/** The member's ledger sums to the change of the main wallet, and no row shows a negative balance. */
function expectLedgerConsistent(memberId: number, opening: number): void {
  const ledger = listTransactions(sandbox.db, memberId);
  const balance = balanceOf(sandbox.db, memberId) ?? -1;
  expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(balance - opening);
  let running = opening;
  for (const row of ledger) {
    running += row.amount;
    expect(row.balanceAfter).toBe(running);
  }
}

const step = (id: number, s: 'approve' | 'reject' | 'disburse') =>
  sandbox.post('/wps/dev/withdrawal/step', { id, step: s });

describe('who may call', () => {
  const calls: [string, 'GET' | 'POST'][] = [
    [paths.walletList, 'GET'],
    [paths.walletTransfer, 'POST'],
    [paths.depositMethods, 'GET'],
    [paths.depositCreate, 'POST'],
    [paths.depositList, 'GET'],
    [paths.payeeList, 'GET'],
    [paths.payeeAdd, 'POST'],
    [paths.payeeRemove, 'POST'],
    [paths.withdrawCreate, 'POST'],
    [paths.withdrawConfirm, 'POST'],
    [paths.withdrawList, 'GET'],
    [paths.transferUpline, 'POST'],
    [paths.transactionList, 'GET'],
    [paths.memberPaymentPassword, 'POST'],
    [paths.memberLoginHistory, 'GET'],
  ];

  it.each(calls)('%s without a token is a 401 SESSION_EXPIRED', async (path, method) => {
    const res =
      method === 'GET' ? await sandbox.get(path) : await sandbox.post(path, { amount: 100 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
  });

  it('a trial account is told to register before any money call', async () => {
    const trial = member(200_000, 'aurora', 4);
    const refusals = await Promise.all([
      codeOf(createDeposit(trial.who.client, { methodId: 1, amount: 10_000 })),
      codeOf(
        createWithdrawal(trial.who.client, { payeeId: 1, amount: 10_000, paymentPassword: '1' }),
      ),
      codeOf(transferToUpline(trial.who.client, { amount: 100, paymentPassword: '123456' })),
      codeOf(transferBetweenWallets(trial.who.client, { from: 'MAIN', to: 'NOVA', amount: 1 })),
      codeOf(setPaymentPassword(trial.who.client, { password: '123456' })),
      codeOf(getDepositMethods(trial.who.client)),
    ]);
    expect(refusals).toEqual(Array(6).fill(MONEY_CODES.trialAccount));
    expect(balanceOf(sandbox.db, trial.memberId)).toBe(200_000);
  });

  it('a brand without the member centre refuses its calls, and still answers the balance', async () => {
    const switchTo = (on: boolean) =>
      sandbox.db.run(
        "UPDATE whitelabel_modules SET enabled = ? WHERE merchant = 'jade' AND mod_id = 'MEMBERCENTER3'",
        [on ? '1' : '0'],
      );
    const player = member(200_000, 'jade');
    switchTo(false);
    try {
      const refusals = await Promise.all([
        codeOf(createDeposit(player.who.client, { methodId: 1, amount: 10_000 })),
        codeOf(getDepositMethods(player.who.client)),
        codeOf(getTransactions(player.who.client)),
        codeOf(setPaymentPassword(player.who.client, { password: '123456' })),
        codeOf(transferToUpline(player.who.client, { amount: 100, paymentPassword: '123456' })),
      ]);
      expect(refusals).toEqual(Array(5).fill('FEATURE_DISABLED'));
      expect((await getWalletBalance(player.who.client)).balance).toBe(200_000);
    } finally {
      switchTo(true);
    }
    expect((await getDepositMethods(player.who.client)).methods.length).toBeGreaterThan(0);
  });
});

describe('wallets', () => {
  it('aurora runs vendor wallets: moves keep the sum, and neither side can be overdrawn', async () => {
    const m = member(50_000);
    const start = await getWallets(m.who.client);
    expect(start).toMatchObject({ isSingle: false, balance: 50_000, sumBalance: 50_000 });
    expect(start.wallets.map((w) => w.vendor)).toEqual([...DEMO_WALLET_VENDORS]);

    const moved = await transferBetweenWallets(m.who.client, {
      from: 'MAIN',
      to: 'NOVA',
      amount: 20_000,
    });
    expect(moved.balance).toBe(30_000);
    expect(moved.sumBalance).toBe(50_000);
    expect(moved.wallets.find((w) => w.vendor === 'NOVA')?.balance).toBe(20_000);
    await expect(getWalletBalance(m.who.client)).resolves.toEqual({
      balance: 30_000,
      sumBalance: 50_000,
      isSingle: false,
    });
    await expect(getMemberInfo(m.who.client)).resolves.toMatchObject({
      balance: 30_000,
      sumBalance: 50_000,
    });

    expect(
      await codeOf(
        transferBetweenWallets(m.who.client, { from: 'MAIN', to: 'VELVET', amount: 30_001 }),
      ),
    ).toBe(MONEY_CODES.insufficientBalance);
    expect(
      await codeOf(
        transferBetweenWallets(m.who.client, { from: 'NOVA', to: 'MAIN', amount: 20_001 }),
      ),
    ).toBe(MONEY_CODES.insufficientBalance);
    expect(
      await codeOf(transferBetweenWallets(m.who.client, { from: 'MAIN', to: 'ORBIT', amount: 1 })),
    ).toBe(MONEY_CODES.notFound);
    // MAIN to MAIN, or vendor to vendor, is not a move.
    const bad = await sandbox.post(
      paths.walletTransfer,
      { from: 'NOVA', to: 'VELVET', amount: 1 },
      { Authorization: m.who.token ?? '' },
    );
    expect(bad.status).toBe(400);

    const back = await transferBetweenWallets(m.who.client, {
      from: 'NOVA',
      to: 'MAIN',
      amount: 20_000,
    });
    expect(back).toMatchObject({ balance: 50_000, sumBalance: 50_000 });
    const kinds = listTransactions(sandbox.db, m.memberId).map((t) => [t.kind, t.vendor]);
    expect(kinds).toEqual([
      ['wallet_move_out', 'NOVA'],
      ['wallet_move_in', 'NOVA'],
    ]);
    expectLedgerConsistent(m.memberId, 50_000);
  });

  it('a single-wallet brand lists no vendor wallets and moves nothing', async () => {
    const m = member(10_000, 'jade');
    await expect(getWallets(m.who.client)).resolves.toEqual({
      isSingle: true,
      balance: 10_000,
      sumBalance: 10_000,
      wallets: [],
    });
    expect(
      await codeOf(transferBetweenWallets(m.who.client, { from: 'MAIN', to: 'NOVA', amount: 1 })),
    ).toBe(MONEY_CODES.notFound);
  });
});

describe('payment password', () => {
  it('is set, then changed only with the old one; member info says whether there is one', async () => {
    const m = member();
    await expect(getMemberInfo(m.who.client)).resolves.toMatchObject({ hasPaymentPassword: false });
    expect(await codeOf(setPaymentPassword(m.who.client, { password: '12345' }))).toBe('400');
    expect(await codeOf(setPaymentPassword(m.who.client, { password: '12345a' }))).toBe('400');
    await setPaymentPassword(m.who.client, { password: '111111' });
    await expect(getMemberInfo(m.who.client)).resolves.toMatchObject({ hasPaymentPassword: true });
    expect(await codeOf(setPaymentPassword(m.who.client, { password: '222222' }))).toBe(
      MONEY_CODES.oldPaymentPasswordRequired,
    );
    expect(
      await codeOf(setPaymentPassword(m.who.client, { password: '222222', oldPassword: '999999' })),
    ).toBe(MONEY_CODES.paymentPasswordWrong);
    await setPaymentPassword(m.who.client, { password: '222222', oldPassword: '111111' });
    const stored = sandbox.db.get<{ hash: string }>(
      'SELECT payment_password_hash AS hash FROM members WHERE id = ?',
      [m.memberId],
    );
    expect(stored?.hash).toMatch(/^scrypt\$/);
    expect(stored?.hash).not.toContain('222222');
  });

  it('locks after five wrong ones in 15 minutes, says so, and opens once the oldest has left', async () => {
    const m = await withPassword(member(), '135246');
    const payeeId = await withPayee(m);
    const attempt = (paymentPassword: string) =>
      createWithdrawal(m.who.client, { payeeId, amount: WITHDRAW_MIN, paymentPassword });
    expect(await codeOf(attempt('000000'))).toBe(MONEY_CODES.paymentPasswordWrong);
    for (let i = 0; i < 4; i += 1) {
      sandbox.clock.now += MINUTE;
      expect(await codeOf(attempt('000000'))).toBe(MONEY_CODES.paymentPasswordWrong);
    }
    // Locked now, even for the right password; the transfer to upline shares the lock.
    const locked = await failureOf(attempt('135246'));
    expect(locked.failure).toMatchObject({
      kind: 'server',
      status: 403,
      code: MONEY_CODES.paymentPasswordLocked,
      message: expect.stringMatching(/locked for 11 minutes/) as unknown,
    });
    expect(
      await codeOf(transferToUpline(m.who.client, { amount: 1, paymentPassword: '135246' })),
    ).toBe(MONEY_CODES.paymentPasswordLocked);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(100_000);
    // 15 minutes after the first failure, four remain in the window: one more try is allowed.
    sandbox.clock.now += 11 * MINUTE + 1;
    const made = await attempt('135246');
    expect(made.status).toBe('pending');
    // A right password clears the count.
    expect(await codeOf(attempt('000000'))).toBe(MONEY_CODES.paymentPasswordWrong);
    await expect(attempt('135246')).resolves.toMatchObject({ status: 'pending' });
  }, 20_000);

  it('guesses sent all at once are compared five at most', async () => {
    const m = await withPassword(member(), '135246');
    const payeeId = await withPayee(m);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        codeOf(
          createWithdrawal(m.who.client, {
            payeeId,
            amount: WITHDRAW_MIN,
            paymentPassword: '000000',
          }),
        ),
      ),
    );
    expect(answers.filter((code) => code === MONEY_CODES.paymentPasswordWrong)).toHaveLength(5);
    expect(answers.filter((code) => code === MONEY_CODES.paymentPasswordLocked)).toHaveLength(7);
  }, 20_000);
});

describe('deposits', () => {
  it('offers the brand methods with limits, presets, the QR payload and the withdrawal limits', async () => {
    const m = member();
    const { methods, withdraw, hasPaymentPassword } = await getDepositMethods(m.who.client);
    expect(methods.map((x) => x.kind)).toEqual(['bank', 'ewallet', 'qr']);
    for (const method of methods) {
      for (const preset of method.presets) {
        expect(preset).toBeGreaterThanOrEqual(method.min);
        expect(preset).toBeLessThanOrEqual(method.max);
      }
    }
    expect(methods.find((x) => x.kind === 'qr')?.qrPayload).toMatch(/^LOBBYPAY\|AURORA\|/);
    expect(methods.find((x) => x.kind === 'bank')?.qrPayload).toBeUndefined();
    expect(withdraw).toEqual({
      min: WITHDRAW_MIN,
      max: WITHDRAW_MAX,
      confirmMinutes: CONFIRM_MINUTES,
      maxPayees: 5,
    });
    expect(hasPaymentPassword).toBe(false);
  });

  it('are pending, then credited once the delay has passed, with a ledger row', async () => {
    const m = member(0);
    const { methods } = await getDepositMethods(m.who.client);
    const bank = methods[0];
    if (!bank) throw new Error('no bank method');
    expect(
      await codeOf(createDeposit(m.who.client, { methodId: bank.id, amount: bank.min - 1 })),
    ).toBe(MONEY_CODES.amountOutOfRange);
    expect(
      await codeOf(createDeposit(m.who.client, { methodId: bank.id, amount: bank.max + 1 })),
    ).toBe(MONEY_CODES.amountOutOfRange);
    expect(await codeOf(createDeposit(m.who.client, { methodId: 999_999, amount: 10_000 }))).toBe(
      MONEY_CODES.notFound,
    );
    // Another brand's method is not this brand's.
    const jadeMethod = sandbox.db.get<{ id: number }>(
      "SELECT id FROM deposit_methods WHERE merchant = 'jade' LIMIT 1",
    );
    expect(
      await codeOf(createDeposit(m.who.client, { methodId: jadeMethod?.id ?? 0, amount: 10_000 })),
    ).toBe(MONEY_CODES.notFound);

    const deposit = await createDeposit(m.who.client, { methodId: bank.id, amount: bank.min });
    expect(deposit).toMatchObject({ status: 'pending', amount: bank.min, settledAt: null });
    await expect(getWalletBalance(m.who.client)).resolves.toMatchObject({ balance: 0 });
    const pending = await getTransactions(m.who.client);
    expect(pending.list).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'pending', balanceAfter: null }),
    ]);

    sandbox.clock.now += DELAY_MS;
    const listed = await getDeposits(m.who.client);
    expect(listed.list[0]).toMatchObject({ id: deposit.id, status: 'credited' });
    await expect(getWalletBalance(m.who.client)).resolves.toMatchObject({ balance: bank.min });
    const record = await getTransactions(m.who.client);
    expect(record.list).toEqual([
      expect.objectContaining({
        type: 'deposit',
        status: 'completed',
        amount: bank.min,
        balanceAfter: bank.min,
      }),
    ]);
    expectLedgerConsistent(m.memberId, 0);
  });

  it('a dev control credits or fails a pending deposit at once, once', async () => {
    const m = member(0);
    const methodId = (await getDepositMethods(m.who.client)).methods[1]?.id ?? 0;
    const a = await createDeposit(m.who.client, { methodId, amount: 5_000 });
    const b = await createDeposit(m.who.client, { methodId, amount: 7_000 });
    expect(
      (await sandbox.post('/wps/dev/deposit/settle', { id: a.id, outcome: 'failed' })).status,
    ).toBe(200);
    expect(
      (await sandbox.post('/wps/dev/deposit/settle', { id: b.id, outcome: 'credited' })).status,
    ).toBe(200);
    expect(
      (await sandbox.post('/wps/dev/deposit/settle', { id: b.id, outcome: 'credited' })).status,
    ).toBe(409);
    sandbox.clock.now += DELAY_MS;
    const list = await getDeposits(m.who.client);
    expect(list.list.map((d) => [d.id, d.status])).toEqual([
      [b.id, 'credited'],
      [a.id, 'failed'],
    ]);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(7_000);
    const failed = await getTransactions(m.who.client, { type: 'deposit' });
    expect(failed.list.map((t) => t.status)).toEqual(['completed', 'failed']);
  });

  it('the delay is a setting a dev control changes', async () => {
    expect((await sandbox.post('/wps/dev/deposit/delay', { ms: 60_000 })).body).toMatchObject({
      value: { ms: 60_000 },
    });
    try {
      const m = member(0);
      const methodId = (await getDepositMethods(m.who.client)).methods[0]?.id ?? 0;
      await createDeposit(m.who.client, { methodId, amount: 10_000 });
      sandbox.clock.now += DELAY_MS;
      await expect(getWalletBalance(m.who.client)).resolves.toMatchObject({ balance: 0 });
      sandbox.clock.now += 60_000;
      await expect(getWalletBalance(m.who.client)).resolves.toMatchObject({ balance: 10_000 });
    } finally {
      await sandbox.post('/wps/dev/deposit/delay', { ms: DELAY_MS });
    }
  });
});

describe('payees', () => {
  it('validates the name and number, keeps at most five, no duplicates, and masks the number', async () => {
    const m = member();
    const add = (accountName: string, accountNumber: string) =>
      addPayee(m.who.client, { bankName: 'B', accountName, accountNumber });
    expect(await codeOf(add('Pat 2', '1234567'))).toBe('400');
    expect(await codeOf(add('Pat', '12345'))).toBe('400');
    expect(await codeOf(add('Pat', '1'.repeat(21)))).toBe('400');
    expect(await codeOf(add('Pat', '12345a7'))).toBe('400');
    const first = await add('Pat Player', '123456');
    expect(first.maskedAccountNumber).toBe('**3456');
    expect(await codeOf(add('Pat Player', '123456'))).toBe(MONEY_CODES.payeeExists);
    for (let i = 2; i <= 5; i += 1) await add('Pat Player', `12345${i}0`);
    expect(await codeOf(add('Pat Player', '99999999'))).toBe(MONEY_CODES.tooManyPayees);
    await removePayee(m.who.client, first.id);
    await add('Pat Player', '99999999');
    expect((await getPayees(m.who.client)).length).toBe(5);
  });

  it("another member's payee can be neither removed nor paid", async () => {
    const owner = member();
    const payeeId = await withPayee(owner);
    const other = await withPassword(member());
    expect(await codeOf(removePayee(other.who.client, payeeId))).toBe(MONEY_CODES.notFound);
    expect(
      await codeOf(
        createWithdrawal(other.who.client, {
          payeeId,
          amount: WITHDRAW_MIN,
          paymentPassword: '246810',
        }),
      ),
    ).toBe(MONEY_CODES.notFound);
    expect(await getPayees(other.who.client)).toEqual([]);
    expect(balanceOf(sandbox.db, other.memberId)).toBe(100_000);
  });
});

describe('withdrawals', () => {
  it('need a payment password, the right one, an amount within limits and the money', async () => {
    const m = member(WITHDRAW_MIN * 2);
    const payeeId = await withPayee(m);
    const make = (amount: number, paymentPassword = '246810') =>
      createWithdrawal(m.who.client, { payeeId, amount, paymentPassword });
    expect(await codeOf(make(WITHDRAW_MIN))).toBe(MONEY_CODES.paymentPasswordNotSet);
    await withPassword(m);
    expect(await codeOf(make(WITHDRAW_MIN, '000000'))).toBe(MONEY_CODES.paymentPasswordWrong);
    expect(await codeOf(make(WITHDRAW_MIN - 1))).toBe(MONEY_CODES.amountOutOfRange);
    expect(await codeOf(make(WITHDRAW_MAX + 1))).toBe(MONEY_CODES.amountOutOfRange);
    expect(await codeOf(make(WITHDRAW_MIN * 2 + 1))).toBe(MONEY_CODES.insufficientBalance);
    const made = await make(WITHDRAW_MIN * 2);
    expect(made).toMatchObject({ status: 'pending', amount: WITHDRAW_MIN * 2, confirmBy: null });
    expect(balanceOf(sandbox.db, m.memberId)).toBe(0);
    expect(await codeOf(make(WITHDRAW_MIN))).toBe(MONEY_CODES.insufficientBalance);
    // A clear body on an encrypted call is refused before anything else.
    const clear = await sandbox.post(
      paths.withdrawCreate,
      { payeeId, amount: WITHDRAW_MIN, paymentPassword: '246810' },
      { Authorization: m.who.token ?? '' },
    );
    expect(clear.status).toBe(400);
    expectLedgerConsistent(m.memberId, WITHDRAW_MIN * 2);
  });

  it('move only as the state machine allows; a rejection refunds', async () => {
    const m = await withPassword(member(100_000));
    const payeeId = await withPayee(m);
    const make = () =>
      createWithdrawal(m.who.client, { payeeId, amount: 20_000, paymentPassword: '246810' });

    const rejected = await make();
    expect(await codeOf(confirmWithdrawalReceived(m.who.client, rejected.id))).toBe(
      MONEY_CODES.illegalTransition,
    );
    expect((await step(rejected.id, 'disburse')).status).toBe(409);
    expect((await step(rejected.id, 'reject')).status).toBe(200);
    expect((await step(rejected.id, 'reject')).status).toBe(409);
    expect((await step(rejected.id, 'approve')).status).toBe(409);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(100_000);

    const paid = await make();
    expect((await step(paid.id, 'approve')).status).toBe(200);
    expect((await step(paid.id, 'approve')).status).toBe(409);
    expect((await step(paid.id, 'reject')).status).toBe(409);
    expect(await codeOf(confirmWithdrawalReceived(m.who.client, paid.id))).toBe(
      MONEY_CODES.illegalTransition,
    );
    const disbursed = (await step(paid.id, 'disburse')).body as { value: Withdrawal };
    expect(disbursed.value).toMatchObject({
      status: 'disbursed',
      confirmMinutes: CONFIRM_MINUTES,
      confirmBy: new Date(sandbox.clock.now + CONFIRM_MINUTES * MINUTE).toISOString(),
    });
    const received = await confirmWithdrawalReceived(m.who.client, paid.id);
    expect(received).toMatchObject({ status: 'received', confirmBy: null });
    expect(await codeOf(confirmWithdrawalReceived(m.who.client, paid.id))).toBe(
      MONEY_CODES.illegalTransition,
    );
    expect((await step(paid.id, 'reject')).status).toBe(409);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(80_000);
    expect(listTransactions(sandbox.db, m.memberId).map((t) => t.kind)).toEqual([
      'withdrawal',
      'withdrawal_refund',
      'withdrawal',
    ]);
    expectLedgerConsistent(m.memberId, 100_000);
    const listed = await getWithdrawals(m.who.client);
    expect(listed.list.map((w) => w.status)).toEqual(['received', 'rejected']);
    expect(listed).toMatchObject({ page: 1, pageSize: 10, total: 2, totalPage: 1 });
  });

  it('a disbursal not confirmed in time counts as received, and a late answer is refused', async () => {
    const m = await withPassword(member(100_000));
    const payeeId = await withPayee(m);
    const make = () =>
      createWithdrawal(m.who.client, {
        payeeId,
        amount: WITHDRAW_MIN,
        paymentPassword: '246810',
      });
    const byClock = await make();
    await step(byClock.id, 'approve');
    await step(byClock.id, 'disburse');
    sandbox.clock.now += CONFIRM_MINUTES * MINUTE;
    expect(await codeOf(confirmWithdrawalReceived(m.who.client, byClock.id))).toBe(
      MONEY_CODES.illegalTransition,
    );
    const byControl = await make();
    await step(byControl.id, 'approve');
    await step(byControl.id, 'disburse');
    const expired = await sandbox.post('/wps/dev/withdrawal/expire', { id: byControl.id });
    expect(expired.body).toMatchObject({ value: { status: 'autoReceived' } });
    const list = await getWithdrawals(m.who.client);
    expect(list.list.map((w) => w.status)).toEqual(['autoReceived', 'autoReceived']);
    // A forced receipt is not refunded.
    expect(balanceOf(sandbox.db, m.memberId)).toBe(100_000 - 2 * WITHDRAW_MIN);
  });

  describe('not received: the proof', () => {
    const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
    const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0]);
    const image = (bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'proof.png') =>
      new File([bytes], name, { type });

    async function disbursedWithdrawal(): Promise<{ m: Member; id: number }> {
      const m = await withPassword(member(100_000));
      const payeeId = await withPayee(m);
      const made = await createWithdrawal(m.who.client, {
        payeeId,
        amount: WITHDRAW_MIN,
        paymentPassword: '246810',
      });
      await step(made.id, 'approve');
      await step(made.id, 'disburse');
      return { m, id: made.id };
    }

    it('checks the images by their bytes, their size and count, and the comment', async () => {
      const { m, id } = await disbursedWithdrawal();
      const send = (comment: string, images: Blob[]) =>
        codeOf(confirmWithdrawalNotReceived(m.who.client, { id, comment, images }));
      // A GIF named and typed as a PNG is still a GIF.
      expect(await send('not here', [image(GIF)])).toBe(MONEY_CODES.invalidProof);
      expect(await send('not here', [image(Uint8Array.from([1, 2, 3]))])).toBe(
        MONEY_CODES.invalidProof,
      );
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG);
      expect(await send('not here', [image(big)])).toBe(MONEY_CODES.invalidProof);
      expect(await send('not here', [image(PNG), image(PNG), image(PNG), image(PNG)])).toBe(
        MONEY_CODES.invalidProof,
      );
      expect(await send('not here', [])).toBe(MONEY_CODES.invalidProof);
      expect(await send('', [image(PNG)])).toBe(MONEY_CODES.invalidProof);
      expect(await send('x'.repeat(141), [image(PNG)])).toBe(MONEY_CODES.invalidProof);
      const count = sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM withdrawal_proofs');

      const done = await confirmWithdrawalNotReceived(m.who.client, {
        id,
        comment: 'é'.repeat(140),
        images: [
          image(PNG),
          image(JPEG, 'image/jpeg', 'b.jpg'),
          image(big.subarray(0, 5 * 1024 * 1024)),
        ],
      });
      expect(done).toMatchObject({
        status: 'notReceived',
        proofCount: 3,
        comment: 'é'.repeat(140),
      });
      expect(
        sandbox.db.all('SELECT media_type AS t FROM withdrawal_proofs WHERE withdrawal_id = ?', [
          id,
        ]),
      ).toEqual([{ t: 'image/png' }, { t: 'image/jpeg' }, { t: 'image/png' }]);
      expect(sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM withdrawal_proofs')?.n).toBe(
        (count?.n ?? 0) + 3,
      );
      expect(
        await codeOf(
          confirmWithdrawalNotReceived(m.who.client, {
            id,
            comment: 'again',
            images: [image(PNG)],
          }),
        ),
      ).toBe(MONEY_CODES.illegalTransition);
    }, 20_000);

    it("another member's withdrawal is not found, by either answer", async () => {
      const { id } = await disbursedWithdrawal();
      const other = member();
      expect(await codeOf(confirmWithdrawalReceived(other.who.client, id))).toBe(
        MONEY_CODES.notFound,
      );
      expect(
        await codeOf(
          confirmWithdrawalNotReceived(other.who.client, {
            id,
            comment: 'mine now',
            images: [image(PNG)],
          }),
        ),
      ).toBe(MONEY_CODES.notFound);
      expect((await getWithdrawals(other.who.client)).list).toEqual([]);
    });

    it('a malformed or foreign body is a 4xx, never a 500', async () => {
      const { m, id } = await disbursedWithdrawal();
      const auth = { Authorization: m.who.token ?? '' };
      const broken = await sandbox.postFresh(paths.withdrawConfirm, '--x\r\nnonsense', {
        ...auth,
        'Content-Type': 'multipart/form-data; boundary=x',
      });
      expect(broken.status).toBe(400);
      const plain = await sandbox.postFresh(paths.withdrawConfirm, `id=${id}`, {
        ...auth,
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(plain.status).toBe(415);
      const json = await sandbox.post(paths.withdrawConfirm, { id, received: false }, auth);
      expect(json.status).toBe(400);
    });
  });
});

describe('transfer to upline', () => {
  it('moves money to the upline, refuses when short, and refuses a member with no upline', async () => {
    const upline = member(0);
    const m = await withPassword(member(30_000));
    expect(
      await codeOf(transferToUpline(m.who.client, { amount: 100, paymentPassword: '246810' })),
    ).toBe(MONEY_CODES.noUpline);
    setUpline(sandbox.db, m.memberId, upline.memberId);
    expect(
      await codeOf(transferToUpline(m.who.client, { amount: 30_001, paymentPassword: '246810' })),
    ).toBe(MONEY_CODES.insufficientBalance);
    await expect(
      transferToUpline(m.who.client, { amount: 12_345, paymentPassword: '246810' }),
    ).resolves.toEqual({ balance: 17_655, upline: upline.account });
    expect(balanceOf(sandbox.db, upline.memberId)).toBe(12_345);
    expect(listTransactions(sandbox.db, upline.memberId)).toEqual([
      expect.objectContaining({ kind: 'transfer_in', amount: 12_345, refId: m.memberId }),
    ]);
    expectLedgerConsistent(m.memberId, 30_000);
    expectLedgerConsistent(upline.memberId, 0);
  });
});

describe('the account record', () => {
  it('filters by type and inclusive dates, newest first, in pages', async () => {
    const m = member(0);
    const methodId = (await getDepositMethods(m.who.client)).methods[1]?.id ?? 0;
    const day = (d: number) => Date.UTC(2026, 6, d, 12);
    for (const [d, amount] of [
      [1, 5_000],
      [2, 6_000],
      [3, 7_000],
    ] as const) {
      sandbox.clock.now = day(d);
      // A day later the session has ended: the member logs in again.
      m.who.token = createSession(
        sandbox.db,
        {
          memberId: m.memberId,
          loginMethod: 'password',
          changeFree: false,
          mustChangePassword: false,
        },
        sandbox.clock.now,
      );
      const made = await createDeposit(m.who.client, { methodId, amount });
      await sandbox.post('/wps/dev/deposit/settle', { id: made.id, outcome: 'credited' });
    }
    await transferBetweenWallets(m.who.client, { from: 'MAIN', to: 'FB', amount: 1_000 });

    const all = await getTransactions(m.who.client);
    expect(all.list.map((t) => [t.type, t.amount])).toEqual([
      ['wallet_move_out', -1_000],
      ['deposit', 7_000],
      ['deposit', 6_000],
      ['deposit', 5_000],
    ]);
    expect(all.list[0]?.balanceAfter).toBe(17_000);
    const window = await getTransactions(m.who.client, {
      from: '2026-07-02',
      to: '2026-07-02',
      type: 'deposit',
    });
    expect(window.list.map((t) => t.amount)).toEqual([6_000]);
    const paged = await getTransactions(m.who.client, { page: 2, pageSize: 3 });
    expect(paged).toMatchObject({ page: 2, pageSize: 3, total: 4, totalPage: 2 });
    expect(paged.list.map((t) => t.amount)).toEqual([5_000]);
    const auth = { Authorization: m.who.token ?? '' };
    for (const query of [
      'pageSize=51',
      'from=2026-07-03&to=2026-07-01',
      'from=2026-13-01',
      'type=jackpot',
      'page=0',
    ]) {
      expect((await sandbox.get(`${paths.transactionList}?${query}`, auth)).status, query).toBe(
        400,
      );
    }
  });
});

describe('login history and the seeded player', () => {
  it('lists the logins, newest first; player01 has a payment password, a payee and a history', async () => {
    const who = visitor(sandbox);
    await logInAs(who, DEMO_ACCOUNTS.player);
    const history = await getLoginHistory(who.client);
    expect(history[0]).toMatchObject({ ip: '127.0.0.1', device: 'WEB' });
    expect(history.length).toBeLessThanOrEqual(20);

    await expect(getMemberInfo(who.client)).resolves.toMatchObject({
      hasPaymentPassword: true,
      balance: DEMO_ACCOUNTS.player.balance,
    });
    const [payee] = await getPayees(who.client);
    if (!payee) throw new Error('player01 has no payee');
    const withdrawals = await getWithdrawals(who.client);
    // The messages seed adds a rejected one and the approved withdrawal of the referral bonus.
    expect(withdrawals.list.map((w) => w.status)).toEqual([
      'approved',
      'rejected',
      'approved',
      'autoReceived',
    ]);
    // The money history is May 2026's; the bet history (seed/records.ts) fills the recent days.
    const record = await getTransactions(who.client, { to: '2026-05-31', pageSize: 50 });
    expect(record.list.map((t) => t.type)).toEqual(
      expect.arrayContaining(['deposit', 'bet', 'withdrawal']),
    );
    expect(record.list.some((t) => t.status === 'failed')).toBe(true);
    // The seeded payment password works; the upline is agent01.
    const upline = await transferToUpline(who.client, {
      amount: 100,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(upline.upline).toBe(DEMO_ACCOUNTS.agent.username);
  });
});
