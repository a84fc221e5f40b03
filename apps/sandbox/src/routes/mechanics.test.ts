import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimMission,
  getMissions,
  MECHANIC_CODES,
  MONEY_CODES,
  getCalendar,
  getEgg,
  getRedEnvelope,
  getWheel,
  isApiError,
  openRedEnvelope,
  signInToday,
  smashEgg,
  spinWheel,
} from '@lobby/api';
import { memberWithSession } from '../gameHost/testing';
import { mechanicAvailable } from '../mechanics/available';
import {
  BET_PER_TICKET,
  DEPOSIT_PER_SPIN,
  ENVELOPE_MAX,
  ENVELOPE_MIN,
  SIGN_IN_REWARDS,
} from '../mechanics/constants';
import { extendBreak } from '../store/protectionBreaks';
import { codeOf, failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import { expectConserved } from '../test/ledger';
import type { Sandbox } from '../test/harness';
import { placeBet } from '../wallet/bets';
import { createDeposit, settleDue } from '../wallet/money';

// Every mechanic's limits over HTTP through the api package: once a day, nothing left -> refused,
// a trial account and a member on a break refused, concurrent actions never take more than the
// member has, and the ledger always sums to the change of the balance.

const DAY = 86_400_000;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ dev: true });
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  account: string;
  opening: number;
}

function member({ balance = 100_000, type = 0 }: { balance?: number; type?: 0 | 4 } = {}): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, type });
  const who = visitor(sandbox);
  who.token = made.token;
  return { who, memberId: made.memberId, account: made.account, opening: balance };
}

function promotionBonuses(m: Member): number[] {
  return sandbox.db
    .all<{ amount: number }>(
      "SELECT amount FROM bonuses WHERE member_id = ? AND source = 'promotion' ORDER BY id",
      [m.memberId],
    )
    .map((row) => row.amount);
}

/** A deposit credited through the money rules, so the ledger holds its deposit row. */
function deposit(m: Member, amount: number): void {
  const method = sandbox.db.get<{ id: number }>(
    `SELECT id FROM deposit_methods WHERE merchant = 'aurora' AND min_amount <= ? AND max_amount >= ?
     ORDER BY position LIMIT 1`,
    [amount, amount],
  )!;
  createDeposit(
    sandbox.db,
    {
      memberId: m.memberId,
      merchant: 'aurora',
      methodId: method.id,
      amount,
      now: sandbox.clock.now,
    },
    0,
  );
  settleDue(sandbox.db, sandbox.clock.now);
}

/** Rounds that lose (the draw picks the other side), so each counts its whole stake as valid bet. */
function bet(m: Member, stake: number, rounds: number): void {
  const game = sandbox.db.get<{ id: number }>(
    "SELECT game_id AS id FROM games WHERE game_type = 'MINI' ORDER BY sort_key LIMIT 1",
  )!.id;
  for (let i = 0; i < rounds; i += 1) {
    const placed = placeBet(sandbox.db, {
      memberId: m.memberId,
      gameId: game,
      gameType: 'MINI',
      stake,
      choice: { side: 0 },
      now: sandbox.clock.now,
      random: (max) => max - 1,
    });
    expect(placed.kind).toBe('placed');
  }
}

async function dev(path: string, body: unknown): Promise<void> {
  const answer = await sandbox.post(`/wps/dev/mechanics${path}`, body);
  expect(answer.status).toBe(200);
}

function settledCodes(outcomes: PromiseSettledResult<unknown>[]): (string | undefined)[] {
  return outcomes.flatMap((o) =>
    o.status === 'rejected' && isApiError(o.reason) && o.reason.failure.kind === 'server'
      ? [o.reason.failure.code]
      : [],
  );
}

/** Moves the member's day (the dev control): the clock stays, so their session lives on. */
async function dayOffset(m: Member, days: number): Promise<void> {
  await dev('/day', { merchant: 'aurora', account: m.account, days });
}

describe('who may take part', () => {
  it('refuses a visitor, tells a trial account to register, refuses a member on a break', async () => {
    expect(await codeOf(openRedEnvelope(visitor(sandbox).client))).toBe('sessionExpired');
    const trial = member({ type: 4 });
    expect(await codeOf(getWheel(trial.who.client))).toBe(MONEY_CODES.trialAccount);
    expect(await codeOf(signInToday(trial.who.client))).toBe(MONEY_CODES.trialAccount);

    const resting = member();
    extendBreak(sandbox.db, {
      memberId: resting.memberId,
      kind: 'timeOut',
      until: sandbox.clock.now + DAY,
      now: sandbox.clock.now,
    });
    const refused = await failureOf(openRedEnvelope(resting.who.client));
    expect(refused.failure).toMatchObject({ kind: 'server', status: 403 });
    expect(promotionBonuses(resting)).toEqual([]);
  });
});

describe('the red envelope', () => {
  it('opens once a day for a random amount in range; a second try is refused with the next time', async () => {
    const m = member();
    expect((await getRedEnvelope(m.who.client)).openedAmount).toBeNull();
    const opened = await openRedEnvelope(m.who.client);
    expect(opened.amount).toBeGreaterThanOrEqual(ENVELOPE_MIN);
    expect(opened.amount).toBeLessThanOrEqual(ENVELOPE_MAX);
    expect(opened.balance).toBe(m.opening + opened.amount);

    const again = await failureOf(openRedEnvelope(m.who.client));
    const tomorrow = new Date(Math.floor(sandbox.clock.now / DAY) * DAY + DAY).toISOString();
    expect(again.failure).toMatchObject({
      kind: 'server',
      status: 409,
      code: MECHANIC_CODES.envelopeTaken,
      value: { nextAt: tomorrow },
    });
    expect(await getRedEnvelope(m.who.client)).toMatchObject({
      openedAmount: opened.amount,
      nextAt: tomorrow,
    });

    await dayOffset(m, 1);
    const next = await openRedEnvelope(m.who.client);
    expect(promotionBonuses(m)).toEqual([opened.amount, next.amount]);
    expectConserved(sandbox.db, m);
  });

  it('credits once when 10 opens arrive at once', async () => {
    const m = member();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => openRedEnvelope(m.who.client)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(settledCodes(outcomes)).toEqual(Array(9).fill(MECHANIC_CODES.envelopeTaken));
    expect(promotionBonuses(m)).toHaveLength(1);
    expectConserved(sandbox.db, m);
  });

  it('draws from the seeded dice, and the dev day control gives one member a new day', async () => {
    const first = member();
    const second = member();
    await dev('/seed', { seed: 4711 });
    const a = await openRedEnvelope(first.who.client);
    await dev('/seed', { seed: 4711 });
    const b = await openRedEnvelope(second.who.client);
    expect(b.amount).toBe(a.amount);

    await dev('/day', { merchant: 'aurora', account: first.account, days: 1 });
    await openRedEnvelope(first.who.client);
    // The other member's day did not move.
    expect(await codeOf(openRedEnvelope(second.who.client))).toBe(MECHANIC_CODES.envelopeTaken);
    expectConserved(sandbox.db, first);
  });
});

describe('the prize wheel', () => {
  it('earns a spin per 100.00 of credited deposits and refuses a spin when none is left', async () => {
    const m = member();
    expect(await codeOf(spinWheel(m.who.client))).toBe(MECHANIC_CODES.noSpins);
    deposit(m, 2 * DEPOSIT_PER_SPIN + 5_000);
    expect(await getWheel(m.who.client)).toMatchObject({ spins: 2, towardsNext: 5_000 });

    const spun = await spinWheel(m.who.client);
    const { segments } = await getWheel(m.who.client);
    expect(segments).toHaveLength(8);
    expect(spun.amount).toBe(segments[spun.segment]);
    expect(spun.spins).toBe(1);
    await spinWheel(m.who.client);
    expect(await codeOf(spinWheel(m.who.client))).toBe(MECHANIC_CODES.noSpins);
    expect(
      sandbox.db.get('SELECT COUNT(*) AS n FROM mechanic_spins WHERE member_id = ?', [m.memberId]),
    ).toEqual({ n: 2 });
    expectConserved(sandbox.db, m);
  });

  it('never spins more than the member owns when spins arrive at once', async () => {
    const m = member();
    await dev('/grant', { merchant: 'aurora', account: m.account, kind: 'spin', count: 3 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => spinWheel(m.who.client)),
    );
    const paid = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(paid).toHaveLength(3);
    expect(settledCodes(outcomes)).toEqual(Array(7).fill(MECHANIC_CODES.noSpins));
    expect(promotionBonuses(m)).toEqual(paid.filter((s) => s.amount > 0).map((s) => s.amount));
    expect((await getWheel(m.who.client)).spins).toBe(0);
    expectConserved(sandbox.db, m);
  });
});

describe('the golden egg', () => {
  it('earns a ticket per 500.00 of valid bet, pays a prize per smash, refuses without tickets', async () => {
    const m = member({ balance: 500_000 });
    expect(await codeOf(smashEgg(m.who.client, 0))).toBe(MECHANIC_CODES.noTickets);
    bet(m, 25_000, 5); // 1 250.00 of valid bet: two tickets and 250.00 towards the next
    const state = await getEgg(m.who.client);
    expect(state).toMatchObject({ tickets: 2, towardsNext: 25_000, betPerTicket: BET_PER_TICKET });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => smashEgg(m.who.client, i % state.eggs)),
    );
    const paid = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(paid).toHaveLength(2);
    expect(settledCodes(outcomes)).toEqual(Array(4).fill(MECHANIC_CODES.noTickets));
    expect(paid.every((p) => state.prizes.includes(p.amount))).toBe(true);
    expect(promotionBonuses(m)).toEqual(paid.map((p) => p.amount));
    expectConserved(sandbox.db, m);
  });

  it('refuses an egg that is not offered', async () => {
    const m = member();
    await dev('/grant', { merchant: 'aurora', account: m.account, kind: 'ticket', count: 1 });
    const { eggs } = await getEgg(m.who.client);
    const error = await failureOf(smashEgg(m.who.client, eggs));
    expect(error.failure).toMatchObject({ kind: 'server', status: 400 });
    expect((await getEgg(m.who.client)).tickets).toBe(1);
  });
});

describe('the sign-in calendar', () => {
  it('signs once a day, grows the streak on consecutive days, resets it after a missed day', async () => {
    const m = member();
    expect(await getCalendar(m.who.client)).toMatchObject({
      streak: 0,
      signedToday: false,
      todayIndex: 0,
    });
    expect(await signInToday(m.who.client)).toMatchObject({
      streak: 1,
      amount: SIGN_IN_REWARDS[0],
    });
    expect(await codeOf(signInToday(m.who.client))).toBe(MECHANIC_CODES.signedInToday);
    expect(await getCalendar(m.who.client)).toMatchObject({
      streak: 1,
      signedToday: true,
      todayIndex: 0,
    });

    await dayOffset(m, 1);
    expect(await getCalendar(m.who.client)).toMatchObject({
      streak: 1,
      signedToday: false,
      todayIndex: 1,
    });
    expect(await signInToday(m.who.client)).toMatchObject({
      streak: 2,
      amount: SIGN_IN_REWARDS[1],
    });

    await dayOffset(m, 3); // the day between missed
    expect(await getCalendar(m.who.client)).toMatchObject({ streak: 0, todayIndex: 0 });
    expect(await signInToday(m.who.client)).toMatchObject({
      streak: 1,
      amount: SIGN_IN_REWARDS[0],
    });
    expect(promotionBonuses(m)).toEqual([
      SIGN_IN_REWARDS[0],
      SIGN_IN_REWARDS[1],
      SIGN_IN_REWARDS[0],
    ]);
    expectConserved(sandbox.db, m);
  });

  it('pays one sign-in when many arrive at once', async () => {
    const m = member();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => signInToday(m.who.client)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(settledCodes(outcomes)).toEqual(Array(9).fill(MECHANIC_CODES.signedInToday));
    expectConserved(sandbox.db, m);
  });
});

describe('what is available to take', () => {
  it('counts the envelope and sign-in not taken today, the spins and tickets owned, a task done', async () => {
    const m = member();
    const available = () =>
      ['redEnvelope', 'wheel', 'egg', 'signIn', 'dailyTasks', 'vip'].filter((kind) =>
        mechanicAvailable(
          sandbox.db,
          { memberId: m.memberId, merchant: 'aurora', now: sandbox.clock.now },
          // These mechanics are the member's, whichever promotion runs them.
          { id: 0, kind },
        ),
      ).length;
    expect(available()).toBe(2);
    await dev('/grant', { merchant: 'aurora', account: m.account, kind: 'spin', count: 1 });
    await dev('/grant', { merchant: 'aurora', account: m.account, kind: 'ticket', count: 1 });
    expect(available()).toBe(4);
    await openRedEnvelope(m.who.client);
    await signInToday(m.who.client);
    await spinWheel(m.who.client);
    await smashEgg(m.who.client, 0);
    expect(available()).toBe(0);
    // The daily tasks are the member centre's missions: "Bet 10.00 on mini games today" done.
    bet(m, 1_000, 1);
    expect(available()).toBe(1);
    const done = (await getMissions(m.who.client)).missions.find((x) => x.status === 'complete')!;
    await claimMission(m.who.client, done.id);
    expect(available()).toBe(0);
  });
});
