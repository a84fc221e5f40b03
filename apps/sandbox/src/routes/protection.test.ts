import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROTECTION_CODES,
  createDeposit,
  getDepositMethods,
  getProtectionStatus,
  getSessionFigures,
  isApiError,
  paths,
  setProtectionLimit,
  setRealityCheck,
  setSessionLimit,
} from '@lobby/api';
import type { ApiError, ProtectionStatus } from '@lobby/api';
import type { LimitPeriod, MoneyLimitKind } from '@lobby/core';
import { sha256Hex } from '../auth/tokens';
import {
  launchBodyOf,
  memberWithSession,
  openGame,
  playableGame,
  startGameSandbox,
} from '../gameHost/testing';
import type { GameSandbox } from '../gameHost/testing';
import { listBets } from '../store/bets';
import { createSession } from '../store/sessions';
import { balanceOf, listTransactions } from '../store/wallet';
import { failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';

// Every protection limit rule (issue 30), proven over HTTP: the PROTECTION_* calls through the api
// package's endpoints (which parse each answer with the contract's schemas), deposits through
// DEPOSIT_create, and rounds through the demo game host, as a player plays them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let sandbox: GameSandbox;

beforeAll(async () => {
  sandbox = await startGameSandbox({
    dev: true,
    depositDelayMs: 1_000,
    // Every draw is the last outcome: in a pick game side 0 always loses, side 1 always wins 1.90×.
    random: (max) => max - 1,
  });
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  account: string;
  token: string;
  merchant: string;
}

/** A fresh member with a session, as a visitor of the brand (jade: the regulated profile). */
function member(merchant = 'jade', balance = 100_000, type: 0 | 4 = 0): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, merchant, type });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId, account: made.account, token: made.token, merchant };
}

/** A new session of the same member at the clock's time (the old one may have lapsed). */
function logInAgain(m: Member): void {
  const token = createSession(
    sandbox.db,
    { memberId: m.memberId, loginMethod: 'password', changeFree: false, mustChangePassword: false },
    sandbox.clock.now,
  );
  m.token = token;
  m.who.token = token;
}

async function failure(call: Promise<unknown>) {
  const error: ApiError = await failureOf(call);
  if (!isApiError(error, 'server')) return { kind: error.failure.kind };
  const { status, code, message, value } = error.failure;
  return { status, code, message, value };
}

const limitOf = (status: ProtectionStatus, kind: MoneyLimitKind, period: LimitPeriod) =>
  status.limits.find((l) => l.kind === kind && l.period === period);

async function ewalletOf(m: Member): Promise<number> {
  const method = (await getDepositMethods(m.who.client)).methods.find((x) => x.kind === 'ewallet');
  if (!method) throw new Error('no e-wallet method');
  return method.id;
}

const depositCount = (memberId: number) =>
  sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?', [
    memberId,
  ])?.n;

/** The member's game page session for a pick game (LIVE): side 0 loses, side 1 wins. */
async function pickGame(m: Member): Promise<string> {
  const launched = await launchLive(m);
  const url = (launched.body as { value?: { url?: string } }).value?.url;
  if (url === undefined) throw new Error(`Launch failed: ${JSON.stringify(launched.body)}`);
  const { session } = await openGame(sandbox, url.slice(`${sandbox.gameUrl}/play/`.length));
  if (session === undefined) throw new Error('no game session');
  return session;
}

const launchLive = (m: Member) =>
  sandbox.post('/wps/game/launchGame', launchBodyOf(sandbox.db, playableGame(sandbox.db, 'LIVE')), {
    Authorization: m.token,
    Merchant: m.merchant,
  });

const spin = (session: string, stake: 100 | 500 | 1000, side: 0 | 1) =>
  sandbox.postGame('/play/api/spin', { session, stake, side });

const dev = (path: string, body: unknown) => sandbox.post(`/wps/dev/protection/${path}`, body);

describe('PROTECTION_status', () => {
  it('a fresh member has all nine limits unset, each with this period’s reset, and nothing else', async () => {
    // The harness's clock: Monday 2026-06-01 12:00 UTC.
    const m = member();
    const status = await getProtectionStatus(m.who.client);
    expect(status.limits.map((l) => `${l.kind}/${l.period}`)).toEqual([
      'deposit/day',
      'deposit/week',
      'deposit/month',
      'loss/day',
      'loss/week',
      'loss/month',
      'wager/day',
      'wager/week',
      'wager/month',
    ]);
    expect(
      status.limits.every((l) => l.amount === null && l.used === 0 && l.pending === null),
    ).toBe(true);
    expect(status.limits.slice(0, 3).map((l) => l.resetsAt)).toEqual([
      '2026-06-02T00:00:00.000Z',
      '2026-06-08T00:00:00.000Z',
      '2026-07-01T00:00:00.000Z',
    ]);
    expect(status).toMatchObject({
      sessionLimit: { minutes: null, pending: null },
      realityCheckMinutes: null,
      coolingOffHours: 24,
    });
  });

  it('is for real members with a session, where the member centre is on', async () => {
    for (const path of [paths.protectionStatus, paths.protectionSession]) {
      const res = await sandbox.get(path, { Merchant: 'jade' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
    const trial = member('jade', 0, 4);
    expect((await failure(getProtectionStatus(trial.who.client))).code).toBe('TRIAL_ACCOUNT');
    expect(
      (
        await failure(
          setProtectionLimit(trial.who.client, { kind: 'deposit', period: 'day', amount: 1 }),
        )
      ).code,
    ).toBe('TRIAL_ACCOUNT');

    const m = member();
    const switchTo = (on: boolean) =>
      sandbox.db.run(
        "UPDATE whitelabel_modules SET enabled = ? WHERE merchant = 'jade' AND mod_id = 'MEMBERCENTER3'",
        [on ? '1' : '0'],
      );
    switchTo(false);
    try {
      expect((await failure(getSessionFigures(m.who.client))).code).toBe('FEATURE_DISABLED');
    } finally {
      switchTo(true);
    }
  });
});

describe('setting a limit', () => {
  it('a first limit and a lower one take effect at once; a higher one and a removal wait 24 hours', async () => {
    const m = member();
    const set = (amount: number | null) =>
      setProtectionLimit(m.who.client, { kind: 'deposit', period: 'day', amount });

    expect(limitOf(await set(10_000), 'deposit', 'day')).toMatchObject({
      amount: 10_000,
      pending: null,
    });
    expect(limitOf(await set(5_000), 'deposit', 'day')).toMatchObject({
      amount: 5_000,
      pending: null,
    });

    const raised = limitOf(await set(20_000), 'deposit', 'day');
    expect(raised).toMatchObject({
      amount: 5_000,
      pending: { amount: 20_000, effectiveAt: new Date(sandbox.clock.now + DAY).toISOString() },
    });
    // A decrease while an increase waits: at once, and the increase is dropped.
    expect(limitOf(await set(4_000), 'deposit', 'day')).toMatchObject({
      amount: 4_000,
      pending: null,
    });

    const removal = limitOf(await set(null), 'deposit', 'day');
    expect(removal).toMatchObject({ amount: 4_000, pending: { amount: null } });
    // Each limit is its own: the weekly one is untouched.
    expect(limitOf(await getProtectionStatus(m.who.client), 'deposit', 'week')?.amount).toBeNull();
  });

  it('a pending change applies once the cooling-off has passed (lazily, on the next read or check), not before', async () => {
    const m = member();
    const set = (amount: number | null) =>
      setProtectionLimit(m.who.client, { kind: 'wager', period: 'month', amount });
    await set(1_000);
    const asked = sandbox.clock.now;
    await set(3_000);

    // Asking again for the change already waiting neither restarts nor shortens the wait.
    sandbox.clock.now += HOUR;
    const again = limitOf(await set(3_000), 'wager', 'month');
    expect(again?.pending?.effectiveAt).toBe(new Date(asked + DAY).toISOString());

    sandbox.clock.now = asked + DAY - 1;
    logInAgain(m);
    expect(limitOf(await getProtectionStatus(m.who.client), 'wager', 'month')).toMatchObject({
      amount: 1_000,
      pending: { amount: 3_000 },
    });
    sandbox.clock.now = asked + DAY;
    expect(limitOf(await getProtectionStatus(m.who.client), 'wager', 'month')).toMatchObject({
      amount: 3_000,
      pending: null,
    });
  });

  it('a raised deposit limit lets a deposit through once due, even with no read in between', async () => {
    const m = member();
    const methodId = await ewalletOf(m);
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'month', amount: 5_000 });
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'month', amount: 20_000 });
    expect((await failure(createDeposit(m.who.client, { methodId, amount: 10_000 }))).code).toBe(
      PROTECTION_CODES.limitReached,
    );
    sandbox.clock.now += DAY;
    logInAgain(m);
    await expect(createDeposit(m.who.client, { methodId, amount: 10_000 })).resolves.toMatchObject({
      amount: 10_000,
    });
  });

  it('the session-time limit follows the same rule, in minutes among the profile’s choices', async () => {
    const m = member();
    expect((await setSessionLimit(m.who.client, { minutes: 120 })).sessionLimit).toEqual({
      minutes: 120,
      pending: null,
    });
    expect((await setSessionLimit(m.who.client, { minutes: 60 })).sessionLimit).toEqual({
      minutes: 60,
      pending: null,
    });
    expect((await setSessionLimit(m.who.client, { minutes: 240 })).sessionLimit).toEqual({
      minutes: 60,
      pending: { minutes: 240, effectiveAt: new Date(sandbox.clock.now + DAY).toISOString() },
    });
    expect((await setSessionLimit(m.who.client, { minutes: null })).sessionLimit).toMatchObject({
      minutes: 60,
      pending: { minutes: null },
    });
    expect(await failure(setSessionLimit(m.who.client, { minutes: 45 }))).toMatchObject({
      status: 400,
      code: PROTECTION_CODES.invalidLimit,
    });
  });

  it('the reality-check interval changes at once, either way, among the profile’s choices', async () => {
    const m = member();
    expect((await setRealityCheck(m.who.client, { minutes: 15 })).realityCheckMinutes).toBe(15);
    expect((await setRealityCheck(m.who.client, { minutes: 60 })).realityCheckMinutes).toBe(60);
    expect((await setRealityCheck(m.who.client, { minutes: null })).realityCheckMinutes).toBeNull();
    expect((await failure(setRealityCheck(m.who.client, { minutes: 20 }))).code).toBe(
      PROTECTION_CODES.invalidLimit,
    );
    expect((await getSessionFigures(m.who.client)).realityCheckMinutes).toBeNull();
  });

  it('a bad amount or minutes value is INVALID_LIMIT; any other bad field a plain 400', async () => {
    const m = member();
    const post = (path: string, body: unknown) =>
      sandbox.post(path, body, { Merchant: 'jade', Authorization: m.token });
    for (const amount of [0, -100, 12.5, '100']) {
      const res = await post(paths.protectionLimit, { kind: 'deposit', period: 'day', amount });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: PROTECTION_CODES.invalidLimit });
    }
    const badMinutes = await post(paths.protectionSessionLimit, { minutes: 0 });
    expect(badMinutes.body).toMatchObject({ code: PROTECTION_CODES.invalidLimit });
    const badKind = await post(paths.protectionLimit, { kind: 'bonus', period: 'day', amount: 1 });
    expect(badKind.status).toBe(400);
    expect(badKind.body).not.toHaveProperty('code');
    expect((await getProtectionStatus(m.who.client)).limits.every((l) => l.amount === null)).toBe(
      true,
    );
  });

  it('a standard brand offers deposit limits only: the other tools are TOOL_NOT_OFFERED', async () => {
    const m = member('aurora');
    expect(
      limitOf(
        await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'week', amount: 50_000 }),
        'deposit',
        'week',
      )?.amount,
    ).toBe(50_000);
    const refusals = await Promise.all([
      failure(setProtectionLimit(m.who.client, { kind: 'loss', period: 'day', amount: 1_000 })),
      failure(setProtectionLimit(m.who.client, { kind: 'wager', period: 'day', amount: 1_000 })),
      failure(setSessionLimit(m.who.client, { minutes: 60 })),
      failure(setRealityCheck(m.who.client, { minutes: 30 })),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 403, code: PROTECTION_CODES.toolNotOffered });
    }
  });
});

describe('the deposit limit', () => {
  it('refuses a deposit over the daily limit with its message, and the balance does not move', async () => {
    sandbox.clock.now = Date.UTC(2026, 10, 26, 15, 0, 0);
    const m = member('jade', 20_000);
    const methodId = await ewalletOf(m);
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'day', amount: 5_000 });

    expect(await failure(createDeposit(m.who.client, { methodId, amount: 10_000 }))).toEqual({
      status: 400,
      code: PROTECTION_CODES.limitReached,
      message:
        'This would go over your daily deposit limit of 50.00 (50.00 left); it resets at 2026-11-27 00:00 UTC',
      value: {
        kind: 'deposit',
        period: 'day',
        amount: 5_000,
        resetsAt: '2026-11-27T00:00:00.000Z',
      },
    });
    expect(balanceOf(sandbox.db, m.memberId)).toBe(20_000);
    expect(depositCount(m.memberId)).toBe(0);

    // Up to the limit is fine; a pending deposit counts at once.
    const made = await createDeposit(m.who.client, { methodId, amount: 5_000 });
    const reached = await failure(createDeposit(m.who.client, { methodId, amount: 5_000 }));
    expect(reached.message).toBe(
      'Your daily deposit limit of 50.00 is reached; it resets at 2026-11-27 00:00 UTC',
    );
    expect(limitOf(await getProtectionStatus(m.who.client), 'deposit', 'day')?.used).toBe(5_000);

    // A failed deposit brought in nothing: it no longer counts.
    await sandbox.post('/wps/dev/deposit/settle', { id: made.id, outcome: 'failed' });
    await expect(createDeposit(m.who.client, { methodId, amount: 5_000 })).resolves.toBeDefined();

    // The next UTC day is a new period.
    sandbox.clock.now = Date.UTC(2026, 10, 27, 0, 0, 0);
    logInAgain(m);
    await expect(createDeposit(m.who.client, { methodId, amount: 5_000 })).resolves.toBeDefined();
    expect(depositCount(m.memberId)).toBe(3);
  });

  it('the weekly limit counts the whole week, and the refusal names the limit that resets last', async () => {
    sandbox.clock.now = Date.UTC(2026, 10, 30, 9, 0, 0); // a Monday
    const m = member();
    const methodId = await ewalletOf(m);
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'day', amount: 10_000 });
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'week', amount: 15_000 });
    await createDeposit(m.who.client, { methodId, amount: 10_000 });
    sandbox.clock.now = Date.UTC(2026, 11, 2, 9, 0, 0); // Wednesday
    logInAgain(m);
    // Today's 10,000 fits the daily limit, but not the week's: 10,000 + 10,000 > 15,000.
    expect(
      (await failure(createDeposit(m.who.client, { methodId, amount: 10_000 }))).value,
    ).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: 15_000,
      resetsAt: '2026-12-07T00:00:00.000Z',
    });
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'day', amount: 5_000 });
    // Now over both: the week's end is named, when the member can deposit again.
    expect(
      (
        (await failure(createDeposit(m.who.client, { methodId, amount: 10_000 }))).value as {
          period: string;
        }
      ).period,
    ).toBe('week');
  });
});

describe('loss and wager limits, at every round', () => {
  it('a wager limit refuses the round that would pass it: no bet, no ledger row, no balance change', async () => {
    const m = member('jade', 10_000);
    await setProtectionLimit(m.who.client, { kind: 'wager', period: 'day', amount: 1_000 });
    const session = await pickGame(m);
    expect((await spin(session, 500, 1)).status).toBe(200);
    expect((await spin(session, 500, 0)).status).toBe(200);
    const balance = balanceOf(sandbox.db, m.memberId);
    const refused = await spin(session, 100, 1);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: PROTECTION_CODES.limitReached,
      value: { kind: 'wager', period: 'day', amount: 1_000 },
    });
    expect((refused.body as { message: string }).message).toMatch(
      /^Your daily wager limit of 10\.00 is reached; it resets at \d{4}-\d\d-\d\d 00:00 UTC$/,
    );
    expect(balanceOf(sandbox.db, m.memberId)).toBe(balance);
    expect(listBets(sandbox.db, m.memberId)).toHaveLength(2);
    expect(listTransactions(sandbox.db, m.memberId)).toHaveLength(3); // bet, win, bet
    expect(limitOf(await getProtectionStatus(m.who.client), 'wager', 'day')?.used).toBe(1_000);
  });

  it('a loss limit counts stakes less wins (never below 0), and a stake as wholly lost', async () => {
    const m = member('jade', 10_000);
    await setProtectionLimit(m.who.client, { kind: 'loss', period: 'week', amount: 2_500 });
    const session = await pickGame(m);
    const used = async () => limitOf(await getProtectionStatus(m.who.client), 'loss', 'week')?.used;
    expect((await spin(session, 1000, 0)).status).toBe(200); // lost 10.00
    expect(await used()).toBe(1_000);
    expect((await spin(session, 1000, 1)).status).toBe(200); // won 19.00 on 10.00
    expect(await used()).toBe(100);
    expect((await spin(session, 1000, 0)).status).toBe(200);
    expect(await used()).toBe(1_100);
    // 11.00 lost + a 10.00 stake = 21.00 <= 25.00; then 21.00 + 10.00 > 25.00.
    expect((await spin(session, 1000, 0)).status).toBe(200);
    const refused = await spin(session, 1000, 1);
    expect(refused.body).toMatchObject({
      code: PROTECTION_CODES.limitReached,
      value: { kind: 'loss', period: 'week', amount: 2_500 },
    });
    // A smaller stake still fits.
    expect((await spin(session, 100, 0)).status).toBe(200);
    expect(await used()).toBe(2_200);
  });

  it('the dev control’s rounds are checked too', async () => {
    const m = member('jade', 10_000);
    await setProtectionLimit(m.who.client, { kind: 'wager', period: 'day', amount: 500 });
    const res = await sandbox.post('/wps/dev/agent/bets', {
      merchant: 'jade',
      account: m.account,
      rounds: 2,
      stake: 500,
    });
    expect(res.body).toMatchObject({ code: PROTECTION_CODES.limitReached });
    expect(listBets(sandbox.db, m.memberId)).toHaveLength(1);
  });
});

describe('the session-time limit', () => {
  it('once the session is older than the limit, no round, launch or deposit goes through', async () => {
    const m = member('jade', 50_000);
    const methodId = await ewalletOf(m);
    await setSessionLimit(m.who.client, { minutes: 30 });
    const session = await pickGame(m);
    expect((await spin(session, 100, 0)).status).toBe(200);

    expect(
      (await dev('sessionAge', { merchant: 'jade', account: m.account, minutes: 30 })).status,
    ).toBe(200);
    const balance = balanceOf(sandbox.db, m.memberId);
    const refused = await spin(session, 100, 0);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: PROTECTION_CODES.sessionLimitReached,
      value: { minutes: 30 },
    });
    const launch = await launchLive(m);
    expect(launch.body).toMatchObject({ code: PROTECTION_CODES.sessionLimitReached });
    expect(await failure(createDeposit(m.who.client, { methodId, amount: 10_000 }))).toMatchObject({
      status: 400,
      code: PROTECTION_CODES.sessionLimitReached,
      value: { minutes: 30 },
    });
    expect(balanceOf(sandbox.db, m.memberId)).toBe(balance);
    expect(depositCount(m.memberId)).toBe(0);

    // A new session starts a new count.
    logInAgain(m);
    expect((await spin(await pickGame(m), 100, 0)).status).toBe(200);
  });

  it('sessionAge by token ages that session only', async () => {
    const m = member();
    const other = createSession(
      sandbox.db,
      {
        memberId: m.memberId,
        loginMethod: 'password',
        changeFree: false,
        mustChangePassword: false,
      },
      sandbox.clock.now,
    );
    expect((await dev('sessionAge', { token: m.token, minutes: 15 })).body).toEqual({
      success: true,
      value: { sessions: 1 },
    });
    const startOf = (token: string) =>
      sandbox.db.get<{ at: number }>('SELECT created_at AS at FROM sessions WHERE token_hash = ?', [
        sha256Hex(token),
      ])?.at;
    expect(startOf(m.token)).toBe(sandbox.clock.now - 15 * MINUTE);
    expect(startOf(other)).toBe(sandbox.clock.now);
    expect((await dev('sessionAge', { account: 'nobody-here', minutes: 5 })).status).toBe(404);
    expect((await dev('sessionAge', { minutes: 5 })).status).toBe(400);
  });
});

describe('PROTECTION_session', () => {
  it('answers the session’s start, the stakes and the net since then, on the server’s clock', async () => {
    const m = member('jade', 20_000);
    // A round of an earlier session does not count.
    const earlier = await pickGame(m);
    expect((await spin(earlier, 1000, 0)).status).toBe(200);
    sandbox.clock.now += 5 * MINUTE;
    logInAgain(m);
    const started = sandbox.clock.now;
    const session = await pickGame(m);
    await spin(session, 500, 0); // -5.00
    await spin(session, 1000, 1); // +9.00
    await spin(session, 100, 0); // -1.00
    await setRealityCheck(m.who.client, { minutes: 30 });
    await setSessionLimit(m.who.client, { minutes: 120 });
    sandbox.clock.now += 7 * MINUTE;

    expect(await getSessionFigures(m.who.client)).toEqual({
      startedAt: new Date(started).toISOString(),
      now: new Date(sandbox.clock.now).toISOString(),
      wagered: 1_600,
      net: 300,
      realityCheckMinutes: 30,
      sessionLimitMinutes: 120,
    });

    // The dev control moves the start back: the reality check comes due at once.
    await dev('sessionAge', { account: m.account, minutes: 30 });
    expect((await getSessionFigures(m.who.client)).startedAt).toBe(
      new Date(started - 30 * MINUTE).toISOString(),
    );
  });
});

describe('POST /wps/dev/protection/elapse', () => {
  it('applies every pending change of the member now', async () => {
    const m = member();
    await setProtectionLimit(m.who.client, { kind: 'loss', period: 'day', amount: 1_000 });
    await setProtectionLimit(m.who.client, { kind: 'loss', period: 'day', amount: 9_000 });
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'month', amount: 1_000 });
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'month', amount: null });
    await setSessionLimit(m.who.client, { minutes: 30 });
    await setSessionLimit(m.who.client, { minutes: 60 });

    const res = await dev('elapse', { account: m.account });
    expect(res.body).toEqual({ success: true, value: { applied: 3 } });
    const status = await getProtectionStatus(m.who.client);
    expect(limitOf(status, 'loss', 'day')).toMatchObject({ amount: 9_000, pending: null });
    expect(limitOf(status, 'deposit', 'month')).toMatchObject({ amount: null, pending: null });
    expect(status.sessionLimit).toEqual({ minutes: 60, pending: null });
    expect((await dev('elapse', { merchant: 'aurora', account: m.account })).status).toBe(404);
  });
});

describe('limits under concurrency', () => {
  it('deposits racing against one daily limit never pass it together', async () => {
    const m = member('jade', 0);
    const methodId = await ewalletOf(m);
    await setProtectionLimit(m.who.client, { kind: 'deposit', period: 'day', amount: 100_000 });
    const amounts = Array.from({ length: 40 }, (_, i) => 5_000 + ((i * 3_701) % 9) * 1_000);
    const outcomes = await Promise.all(
      amounts.map((amount) =>
        createDeposit(m.who.client, { methodId, amount }).then(
          () => amount,
          (error: unknown) => {
            if (
              isApiError(error, 'server') &&
              error.failure.code === PROTECTION_CODES.limitReached
            ) {
              return 0;
            }
            throw error;
          },
        ),
      ),
    );
    const accepted = outcomes.reduce((sum, amount) => sum + amount, 0);
    expect(outcomes.filter((a) => a === 0).length).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(100_000);
    expect(
      sandbox.db.get<{ s: number }>('SELECT TOTAL(amount) AS s FROM deposits WHERE member_id = ?', [
        m.memberId,
      ])?.s,
    ).toBe(accepted);
    // Credited (a read settles what is due), they are exactly the money that came in.
    sandbox.clock.now += 2_000;
    await sandbox.get(paths.depositList, { Authorization: m.token, Merchant: 'jade' });
    expect(balanceOf(sandbox.db, m.memberId)).toBe(accepted);
  });

  it('rounds racing against loss and wager limits never pass them, and money is conserved', async () => {
    const players = [member('jade', 50_000), member('jade', 50_000)];
    const [wagerer, loser] = players as [Member, Member];
    await setProtectionLimit(wagerer.who.client, { kind: 'wager', period: 'day', amount: 5_000 });
    await setProtectionLimit(loser.who.client, { kind: 'loss', period: 'month', amount: 3_000 });
    const sessions = await Promise.all(players.map((p) => pickGame(p)));
    const spins = await Promise.all(
      Array.from({ length: 60 }, (_, i) => spin(sessions[i % 2] ?? '', 500, i % 3 === 0 ? 1 : 0)),
    );
    expect(spins.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(
      spins
        .filter((r) => r.status === 400)
        .every((r) => (r.body as { code?: string }).code === PROTECTION_CODES.limitReached),
    ).toBe(true);

    const wagerBets = listBets(sandbox.db, wagerer.memberId);
    expect(wagerBets.reduce((sum, b) => sum + b.stake, 0)).toBe(5_000);
    const loserBets = listBets(sandbox.db, loser.memberId);
    const lost = loserBets.reduce((sum, b) => sum + b.stake - b.win, 0);
    expect(lost).toBeLessThanOrEqual(3_000);
    expect(lost + 500).toBeGreaterThan(3_000); // it played until the next stake no longer fitted

    for (const p of players) {
      const bets = listBets(sandbox.db, p.memberId);
      const net = bets.reduce((sum, b) => sum + b.win - b.stake, 0);
      const ledger = listTransactions(sandbox.db, p.memberId);
      expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(net);
      expect(balanceOf(sandbox.db, p.memberId)).toBe(50_000 + net);
    }
  });
});
