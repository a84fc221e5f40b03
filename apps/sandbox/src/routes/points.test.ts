import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  POINTS_CODES,
  convertPoints,
  createDeposit,
  getDepositMethods,
  getMallItems,
  getPointsBalance,
  getPointsConfig,
  getPointsDetail,
  getRedeemList,
  isApiError,
  redeemPoints,
  setPaymentPassword,
} from '@lobby/api';
import type { GameType } from '@lobby/api';
import { memberWithSession } from '../gameHost/testing';
import { pointsOf, recordPoints } from '../points/ledger';
import { findItem } from '../points/mall';
import { CONVERT_STEP, EARN_RATES, MIN_CONVERT } from '../points/rules';
import { extendBreak } from '../store/protectionBreaks';
import { balanceOf, listTransactions } from '../store/wallet';
import { codeOf, failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { settlePendingDeposit } from '../wallet/money';
import { placeBet } from '../wallet/bets';

// Every rule of the points mall, over HTTP through the api package's endpoints: points come from
// valid bets and credited deposits only, a redeem or conversion needs the payment password (with
// its lock), never takes more points or stock than there are (also when many arrive at once), a
// conversion pays exactly points / ratio, and a rejected redeem gives points and stock back.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = '246810';
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    rateLimits: { nonce: { limit: 100_000, windowMs: 60_000 } },
  });
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  opening: number;
}

async function member({
  points = 0,
  balance = 100_000,
  type = 0,
}: { points?: number; balance?: number; type?: 0 | 4 } = {}): Promise<Member> {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, type });
  const who = visitor(sandbox, 'aurora');
  who.token = made.token;
  if (type === 0) await setPaymentPassword(who.client, { password: PASSWORD });
  if (points > 0) {
    // Points as a deposit would have earned them (the earning itself is proven below).
    recordPoints(sandbox.db, {
      memberId: made.memberId,
      earnType: 'deposit',
      points,
      refId: null,
      now: sandbox.clock.now,
    });
  }
  return { who, memberId: made.memberId, opening: balance };
}

/** The wallet ledger sums to the change of the balance; the points ledger to the points. */
function expectConserved(m: Member): void {
  const ledger = listTransactions(sandbox.db, m.memberId).reduce((sum, row) => sum + row.amount, 0);
  expect(balanceOf(sandbox.db, m.memberId)! - m.opening).toBe(ledger);
  const rows = sandbox.db.all<{ points: number; balanceAfter: number }>(
    'SELECT points, balance_after AS balanceAfter FROM points_transactions WHERE member_id = ? ORDER BY id',
    [m.memberId],
  );
  let running = 0;
  for (const row of rows) {
    running += row.points;
    expect(row.balanceAfter).toBe(running);
  }
}

async function itemNamed(m: Member, name: string) {
  const item = (await getMallItems(m.who.client)).find((i) => i.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}

function gameOf(type: GameType): number {
  return sandbox.db.get<{ id: number }>(
    'SELECT game_id AS id FROM games WHERE game_type = ? ORDER BY sort_key LIMIT 1',
    [type],
  )!.id;
}

describe('earning', () => {
  it('earns by the valid bet and the game category, in the transaction of the bet', async () => {
    const m = await member({ balance: 1_000_000 });
    const play = (type: GameType, stake: number, random: (max: number) => number) =>
      placeBet(sandbox.db, {
        memberId: m.memberId,
        gameId: gameOf(type),
        gameType: type,
        stake,
        choice: type === 'RNG' ? {} : { side: 0 },
        now: sandbox.clock.now,
        random,
      });
    const slot = play('RNG', 20_000, (max) => max - 1);
    const live = play('LIVE', 10_000, (max) => max - 1);
    expect(slot.kind).toBe('placed');
    expect(live.kind).toBe('placed');
    const detail = await getPointsDetail(m.who.client);
    expect(detail.list.map((r) => [r.earnType, r.points])).toEqual([
      ['live', (10_000 * EARN_RATES.live) / 10_000],
      ['slots', (20_000 * EARN_RATES.slots) / 10_000],
    ]);
    expect(detail.list[1]!.reference).toBe(slot.kind === 'placed' ? slot.betId : 0);
    expect((await getPointsBalance(m.who.client)).points).toBe(250);
    // Only the slots rows when filtered.
    const slots = await getPointsDetail(m.who.client, { earnType: 'slots' });
    expect(slots.total).toBe(1);
    expectConserved(m);
  });

  it('earns from a deposit when it is credited, not when it is made or fails', async () => {
    const m = await member({ balance: 0 });
    const { methods } = await getDepositMethods(m.who.client);
    const method = methods[0]!;
    const credited = await createDeposit(m.who.client, { methodId: method.id, amount: 50_000 });
    const failed = await createDeposit(m.who.client, { methodId: method.id, amount: 30_000 });
    expect(pointsOf(sandbox.db, m.memberId)).toBe(0);
    settlePendingDeposit(sandbox.db, failed.id, 'failed', sandbox.clock.now);
    settlePendingDeposit(sandbox.db, credited.id, 'credited', sandbox.clock.now);
    // A second settlement of the same deposit is no settlement: it earns once.
    settlePendingDeposit(sandbox.db, credited.id, 'credited', sandbox.clock.now);
    const detail = await getPointsDetail(m.who.client);
    expect(detail.list).toMatchObject([
      {
        earnType: 'deposit',
        points: (50_000 * EARN_RATES.deposit) / 10_000,
        reference: credited.id,
      },
    ]);
    expectConserved(m);
  });

  it('tells anyone the rules and the items; points and history only to a member', async () => {
    const who = visitor(sandbox, 'jade');
    const config = await getPointsConfig(who.client);
    expect(config).toEqual({
      ratio: 200,
      minConvert: MIN_CONVERT,
      convertStep: CONVERT_STEP,
      earnRates: EARN_RATES,
    });
    const items = await getMallItems(who.client);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.picture).toMatch(/\/sandbox-assets\/mall\/\d+\.svg$/);
    const picture = await sandbox.get(new URL(items[0]!.picture).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect((await failureOf(getPointsBalance(who.client))).failure.kind).toBe('sessionExpired');
    expect((await failureOf(getPointsDetail(who.client))).failure.kind).toBe('sessionExpired');
    expect((await failureOf(getRedeemList(who.client))).failure.kind).toBe('sessionExpired');
  });
});

describe('redeem', () => {
  it('takes the points and the stock and is In Process; approving keeps them taken', async () => {
    const m = await member({ points: 2_000 });
    const mug = await itemNamed(m, 'Travel mug');
    const entry = await redeemPoints(m.who.client, {
      itemId: mug.id,
      quantity: 2,
      paymentPassword: PASSWORD,
    });
    expect(entry).toMatchObject({
      itemName: 'Travel mug',
      quantity: 2,
      points: 1_000,
      status: 'In Process',
    });
    expect((await getPointsBalance(m.who.client)).points).toBe(1_000);
    expect(findItem(sandbox.db, mug.id)!.stock).toBe(mug.stock - 2);
    const decided = await sandbox.post('/wps/dev/points/redeem', {
      id: entry.id,
      decision: 'approve',
    });
    expect(decided.body).toMatchObject({ value: { status: 'Approved' } });
    // Decided once: a second answer is refused.
    const again = await sandbox.post('/wps/dev/points/redeem', {
      id: entry.id,
      decision: 'reject',
    });
    expect(again.status).toBe(409);
    expect((await getPointsBalance(m.who.client)).points).toBe(1_000);
    expect((await getRedeemList(m.who.client)).list).toMatchObject([
      { id: entry.id, status: 'Approved' },
    ]);
    expectConserved(m);
  });

  it('a rejection gives the points and the stock back', async () => {
    const m = await member({ points: 1_500 });
    const cap = await itemNamed(m, 'Sports cap');
    const entry = await redeemPoints(m.who.client, {
      itemId: cap.id,
      quantity: 1,
      paymentPassword: PASSWORD,
    });
    expect((await getPointsBalance(m.who.client)).points).toBe(300);
    await sandbox.post('/wps/dev/points/redeem', { id: entry.id, decision: 'reject' });
    expect((await getPointsBalance(m.who.client)).points).toBe(1_500);
    expect(findItem(sandbox.db, cap.id)!.stock).toBe(cap.stock);
    const detail = await getPointsDetail(m.who.client, { earnType: 'redeem' });
    expect(detail.list.map((r) => r.points)).toEqual([1_200, -1_200]);
    expect((await getRedeemList(m.who.client)).list[0]!.status).toBe('Rejected');
    expectConserved(m);
  });

  it('refuses a wrong password, too few points, no stock, another brand’s item, and moves nothing', async () => {
    const m = await member({ points: 600 });
    const mug = await itemNamed(m, 'Travel mug');
    const watch = await itemNamed(m, 'Smart watch');
    const redeem = (itemId: number, quantity = 1, paymentPassword = PASSWORD) =>
      codeOf(redeemPoints(m.who.client, { itemId, quantity, paymentPassword }));
    expect(await redeem(mug.id, 1, '999999')).toBe(MONEY_CODES.paymentPasswordWrong);
    expect(await redeem(mug.id, 2)).toBe(POINTS_CODES.notEnoughPoints);
    recordPoints(sandbox.db, {
      memberId: m.memberId,
      earnType: 'deposit',
      points: 50_000,
      refId: null,
      now: sandbox.clock.now,
    });
    expect(await redeem(watch.id)).toBe(POINTS_CODES.outOfStock);
    const jadeMug = sandbox.db.get<{ id: number }>(
      "SELECT id FROM mall_items WHERE merchant = 'jade' ORDER BY sort_key LIMIT 1",
    )!.id;
    expect(await redeem(jadeMug)).toBe(MONEY_CODES.notFound);
    expect(pointsOf(sandbox.db, m.memberId)).toBe(50_600);
    expect(findItem(sandbox.db, mug.id)!.stock).toBe(mug.stock);
    expect((await getRedeemList(m.who.client)).total).toBe(0);
  });

  it('never oversells the stock nor overspends the points when many redeems arrive at once', async () => {
    // Phone stand: 800 points, a few in stock. One member can pay for two; two others for all.
    const stand = await itemNamed(await member(), 'Phone stand');
    const poor = await member({ points: 1_600 });
    const rich = [await member({ points: 10_000 }), await member({ points: 10_000 })];
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 6 }, () =>
        redeemPoints(poor.who.client, { itemId: stand.id, quantity: 1, paymentPassword: PASSWORD }),
      ),
      ...rich.flatMap((r) =>
        Array.from({ length: 4 }, () =>
          redeemPoints(r.who.client, { itemId: stand.id, quantity: 1, paymentPassword: PASSWORD }),
        ),
      ),
    ]);
    const redeemed = outcomes.filter((o) => o.status === 'fulfilled').length;
    const codes = new Set(
      outcomes.flatMap((o) =>
        o.status === 'rejected' && isApiError(o.reason) && o.reason.failure.kind === 'server'
          ? [o.reason.failure.code]
          : [],
      ),
    );
    expect(redeemed).toBe(stand.stock);
    expect(findItem(sandbox.db, stand.id)!.stock).toBe(0);
    expect(
      [...codes].every((c) => c === POINTS_CODES.outOfStock || c === POINTS_CODES.notEnoughPoints),
    ).toBe(true);
    for (const who of [poor, ...rich]) {
      expect(pointsOf(sandbox.db, who.memberId)).toBeGreaterThanOrEqual(0);
      expectConserved(who);
    }
    expect(pointsOf(sandbox.db, poor.memberId) % 800).toBe(0);
    const taken = [poor, ...rich].reduce(
      (sum, who) =>
        sum +
        (sandbox.db.get<{ n: number }>(
          "SELECT COALESCE(SUM(quantity), 0) AS n FROM points_redeems WHERE member_id = ? AND status = 'In Process'",
          [who.memberId],
        )?.n ?? 0),
      0,
    );
    expect(taken).toBe(stand.stock);
  });
});

describe('convert', () => {
  it('credits exactly points / ratio as a bonus, and the two ledgers agree', async () => {
    const m = await member({ points: 2_500 });
    const result = await convertPoints(m.who.client, { points: 1_200, paymentPassword: PASSWORD });
    // aurora: 100 points per 1.00, so 1,200 points are 12.00.
    expect(result).toEqual({ points: 1_300, credited: 1_200, balance: m.opening + 1_200 });
    const [row] = (await getPointsDetail(m.who.client, { earnType: 'convert' })).list;
    expect(row).toMatchObject({ points: -1_200, balanceAfter: 1_300 });
    const bonus = sandbox.db.get<{ id: number; amount: number; sourceId: number }>(
      "SELECT id, amount, source_id AS sourceId FROM bonuses WHERE member_id = ? AND source = 'promotion'",
      [m.memberId],
    )!;
    expect(bonus).toEqual({ id: row!.reference, amount: 1_200, sourceId: null });
    expect(
      listTransactions(sandbox.db, m.memberId).map((t) => [t.kind, t.amount, t.refId]),
    ).toEqual([['bonus', 1_200, bonus.id]]);
    expectConserved(m);
  });

  it('never spends more points than there are when conversions arrive at once', async () => {
    const m = await member({ points: 2_500 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        convertPoints(m.who.client, { points: 1_000, paymentPassword: PASSWORD }),
      ),
    );
    const paid = outcomes.filter((o) => o.status === 'fulfilled');
    expect(paid).toHaveLength(2);
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(
          isApiError(o.reason) && o.reason.failure.kind === 'server' && o.reason.failure.code,
        ).toBe(POINTS_CODES.notEnoughPoints);
      }
    }
    expect(pointsOf(sandbox.db, m.memberId)).toBe(500);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + 2_000);
    expectConserved(m);
  });

  it('refuses below the minimum, off the step, over the points, and a wrong password', async () => {
    const m = await member({ points: 1_500 });
    const convert = (points: number, paymentPassword = PASSWORD) =>
      codeOf(convertPoints(m.who.client, { points, paymentPassword }));
    expect(await convert(MIN_CONVERT - CONVERT_STEP)).toBe(MONEY_CODES.amountOutOfRange);
    expect(await convert(MIN_CONVERT + 1)).toBe(MONEY_CODES.amountOutOfRange);
    expect(await convert(2_000)).toBe(POINTS_CODES.notEnoughPoints);
    expect(await convert(1_000, '000000')).toBe(MONEY_CODES.paymentPasswordWrong);
    expect(pointsOf(sandbox.db, m.memberId)).toBe(1_500);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening);
  });

  it('locks the password after five wrong ones, for redeem and convert alike', async () => {
    const m = await member({ points: 5_000 });
    const mug = await itemNamed(m, 'Travel mug');
    for (let i = 0; i < 5; i += 1) {
      expect(
        await codeOf(convertPoints(m.who.client, { points: 1_000, paymentPassword: '111111' })),
      ).toBe(MONEY_CODES.paymentPasswordWrong);
    }
    expect(
      await codeOf(
        redeemPoints(m.who.client, { itemId: mug.id, quantity: 1, paymentPassword: PASSWORD }),
      ),
    ).toBe(MONEY_CODES.paymentPasswordLocked);
    expect(
      await codeOf(convertPoints(m.who.client, { points: 1_000, paymentPassword: PASSWORD })),
    ).toBe(MONEY_CODES.paymentPasswordLocked);
    expect(pointsOf(sandbox.db, m.memberId)).toBe(5_000);
  });
});

describe('who may', () => {
  it('a trial account is told to register; a member on a break is refused the spending', async () => {
    const trial = await member({ type: 4 });
    expect(await codeOf(getPointsBalance(trial.who.client))).toBe(MONEY_CODES.trialAccount);
    expect(
      await codeOf(convertPoints(trial.who.client, { points: 1_000, paymentPassword: PASSWORD })),
    ).toBe(MONEY_CODES.trialAccount);

    const resting = await member({ points: 5_000 });
    extendBreak(sandbox.db, {
      memberId: resting.memberId,
      kind: 'timeOut',
      until: sandbox.clock.now + DAY,
      now: sandbox.clock.now,
    });
    const mug = await itemNamed(resting, 'Travel mug');
    const refusals = await Promise.all([
      failureOf(
        redeemPoints(resting.who.client, {
          itemId: mug.id,
          quantity: 1,
          paymentPassword: PASSWORD,
        }),
      ),
      failureOf(convertPoints(resting.who.client, { points: 1_000, paymentPassword: PASSWORD })),
    ]);
    for (const refusal of refusals)
      expect(refusal.failure).toMatchObject({ kind: 'server', status: 403 });
    expect(pointsOf(sandbox.db, resting.memberId)).toBe(5_000);
  });
});
