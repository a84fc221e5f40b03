import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_CODES,
  MONEY_CODES,
  getMemberInfo,
  getVipLevels,
  getVipProgress,
  isApiError,
  sendFeedback,
} from '@lobby/api';
import type { ApiError } from '@lobby/api';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  VIP_SERVICE_LEVEL,
  customerServiceRoute,
} from '@lobby/core';
import { memberWithSession } from '../gameHost/testing';
import { SEED_VIP_LEVELS } from '../seed/vip';
import { failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// The VIP club's rules (issue 27), proven over HTTP through the api package's endpoints, which
// parse every answer with the contract's schemas: the ladder, a member's standing from real
// valid bets and credited deposits, and feedback's bounds and flood limit.

const FEEDBACK_LIMIT = 6;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    rateLimits: { feedback: { limit: FEEDBACK_LIMIT, windowMs: 60_000 } },
  });
});
afterAll(() => sandbox.close());

function member(type: 0 | 4 = 0, merchant = 'aurora'): { who: Visitor; memberId: number } {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { merchant, type });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId };
}

function bet(memberId: number, stake: number, win: number): void {
  sandbox.db.run(
    `INSERT INTO bets (member_id, game_id, stake, win, outcome, created_at)
     VALUES (?, (SELECT MIN(game_id) FROM games), ?, ?, '{}', ?)`,
    [memberId, stake, win, sandbox.clock.now],
  );
}

function deposit(
  memberId: number,
  amount: number,
  status: 'pending' | 'credited' | 'failed',
): void {
  const at = sandbox.clock.now;
  sandbox.db.run(
    `INSERT INTO deposits (member_id, method_id, amount, status, created_at, due_at, settled_at)
     VALUES (?, (SELECT MIN(id) FROM deposit_methods), ?, ?, ?, ?, ?)`,
    [memberId, amount, status, at, at, status === 'pending' ? null : at],
  );
}

async function serverFailure(call: Promise<unknown>) {
  const error: ApiError = await failureOf(call);
  if (!isApiError(error, 'server')) throw new Error(`not a server failure: ${error.failure.kind}`);
  return { status: error.failure.status, code: error.failure.code, value: error.failure.value };
}

const level = (n: number) => {
  const row = SEED_VIP_LEVELS.find((l) => l.level === n);
  if (!row) throw new Error(`no level ${n}`);
  return row;
};

describe('GET VIP_levels', () => {
  it('answers the merchant ladder without a token, lowest first, VIP service from level 5', async () => {
    const levels = await getVipLevels(visitor(sandbox, 'jade').client);
    expect(levels.map((l) => l.level)).toEqual(SEED_VIP_LEVELS.map((l) => l.level));
    expect(levels.filter((l) => l.vipService).map((l) => l.level)[0]).toBe(VIP_SERVICE_LEVEL);
    expect(levels.find((l) => l.level === VIP_SERVICE_LEVEL - 1)?.vipService).toBe(false);
    // Each level asks more and gives more than the one below it.
    for (const [i, l] of levels.entries()) {
      const below = levels[i - 1];
      if (!below) continue;
      expect(l.validBet).toBeGreaterThan(below.validBet);
      expect(l.rebateBp).toBeGreaterThan(below.rebateBp);
      expect(l.dailyWithdrawalLimit).toBeGreaterThan(below.dailyWithdrawalLimit);
    }
  });
});

describe('GET VIP_progress', () => {
  it('needs a session, and refuses a trial account', async () => {
    expect((await failureOf(getVipProgress(visitor(sandbox).client))).failure.kind).toBe(
      'sessionExpired',
    );
    expect(await serverFailure(getVipProgress(member(4).who.client))).toMatchObject({
      status: 403,
      code: MONEY_CODES.trialAccount,
    });
  });

  it('starts below level 1 with the whole of level 1 to go', async () => {
    const progress = await getVipProgress(member().who.client);
    expect(progress).toEqual({
      level: 0,
      validBet: 0,
      deposit: 0,
      next: {
        level: 1,
        validBet: level(1).minValidBet,
        deposit: level(1).minDeposit,
        remainingValidBet: level(1).minValidBet,
        remainingDeposit: level(1).minDeposit,
      },
    });
  });

  it('counts valid bets (a push is not one) and credited deposits only', async () => {
    const { who, memberId } = member();
    const stake = level(2).minValidBet;
    bet(memberId, stake, 0);
    bet(memberId, 50_000, 50_000); // a push: it risked nothing, so it counts 0
    deposit(memberId, level(2).minDeposit - 1, 'credited');
    deposit(memberId, 10_000_000, 'pending');
    deposit(memberId, 10_000_000, 'failed');
    const short = await getVipProgress(who.client);
    expect(short).toMatchObject({ level: 1, validBet: stake, deposit: level(2).minDeposit - 1 });
    expect(short.next).toMatchObject({ level: 2, remainingValidBet: 0, remainingDeposit: 1 });

    deposit(memberId, 1, 'credited');
    expect(await getVipProgress(who.client)).toMatchObject({ level: 2, next: { level: 3 } });
  });

  it('holds a big bettor at the level their deposits reach', async () => {
    const { who, memberId } = member();
    bet(memberId, level(8).minValidBet, 0);
    expect(await getVipProgress(who.client)).toMatchObject({
      level: 1,
      next: { level: 2, remainingValidBet: 0, remainingDeposit: level(2).minDeposit },
    });
  });

  it('keeps a club rank the operator granted as a floor, and has no next level at the top', async () => {
    const { who, memberId } = member();
    sandbox.db.run("UPDATE members SET club_label = 'VIP 5', club_rank = 5 WHERE id = ?", [
      memberId,
    ]);
    expect(await getVipProgress(who.client)).toMatchObject({ level: 5, next: { level: 6 } });
    bet(memberId, level(8).minValidBet, 0);
    deposit(memberId, level(8).minDeposit, 'credited');
    expect(await getVipProgress(who.client)).toMatchObject({ level: 8, next: null });
  });
});

describe('the club label member info answers', () => {
  it('is the VIP level reached by play once it is above the operator label, so VIP service follows', async () => {
    const { who, memberId } = member();
    expect((await getMemberInfo(who.client)).clubLabel).toBeUndefined();
    bet(memberId, level(VIP_SERVICE_LEVEL).minValidBet, 0);
    deposit(memberId, level(VIP_SERVICE_LEVEL).minDeposit, 'credited');
    const { clubLabel } = await getMemberInfo(who.client);
    expect(clubLabel).toEqual({
      labelName: level(VIP_SERVICE_LEVEL).name,
      rankLevel: VIP_SERVICE_LEVEL,
    });
    expect(customerServiceRoute(clubLabel?.rankLevel)).toBe('vipService');
  });

  it('keeps the operator label above the level reached, and ignores a trial account play', async () => {
    const granted = member();
    sandbox.db.run("UPDATE members SET club_label = 'Diamond', club_rank = 5 WHERE id = ?", [
      granted.memberId,
    ]);
    bet(granted.memberId, level(1).minValidBet, 0);
    expect((await getMemberInfo(granted.who.client)).clubLabel).toEqual({
      labelName: 'Diamond',
      rankLevel: 5,
    });
    const trial = member(4);
    bet(trial.memberId, level(1).minValidBet, 0);
    expect((await getMemberInfo(trial.who.client)).clubLabel).toBeUndefined();
  });
});

describe('PUT /wps/feedback', () => {
  const stored = (id: number) =>
    sandbox.db.get<{ memberId: number | null; content: string; contact: string | null }>(
      'SELECT member_id AS memberId, content, contact FROM feedback WHERE id = ?',
      [id],
    );

  it('refuses empty content and content outside the bounds, with their codes', async () => {
    const { client } = visitor(sandbox);
    expect(await serverFailure(sendFeedback(client, { kind: 'other', content: '   ' }))).toEqual({
      status: 400,
      code: FEEDBACK_CODES.contentRequired,
      value: undefined,
    });
    for (const length of [FEEDBACK_CONTENT_MIN - 1, FEEDBACK_CONTENT_MAX + 1]) {
      expect(
        await serverFailure(sendFeedback(client, { kind: 'other', content: 'x'.repeat(length) })),
      ).toMatchObject({
        status: 400,
        code: FEEDBACK_CODES.contentLength,
        value: { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX },
      });
    }
  });

  it('stores a visitor feedback at the bounds, trimmed, and names a member who sent a session', async () => {
    const { client } = visitor(sandbox);
    const shortest = 'x'.repeat(FEEDBACK_CONTENT_MIN);
    const { id } = await sendFeedback(client, {
      kind: 'suggestion',
      content: `  ${shortest}  `,
      contact: ' ',
    });
    expect(stored(id)).toEqual({ memberId: null, content: shortest, contact: null });

    const { who, memberId } = member();
    const longest = 'y'.repeat(FEEDBACK_CONTENT_MAX);
    const sent = await sendFeedback(who.client, {
      kind: 'problem',
      content: longest,
      contact: 'me@example.com',
    });
    expect(stored(sent.id)).toEqual({ memberId, content: longest, contact: 'me@example.com' });
  });

  it('refuses a flood from one address', async () => {
    sandbox.clock.now += 60_000; // a fresh window: the calls above are counted in the last one
    const { client } = visitor(sandbox);
    const content = 'A fair suggestion for the lobby.';
    for (let i = 0; i < FEEDBACK_LIMIT; i++) await sendFeedback(client, { kind: 'other', content });
    expect((await failureOf(sendFeedback(client, { kind: 'other', content }))).failure.kind).toBe(
      'rateLimited',
    );
  });
});
