import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_CODES,
  MONEY_CODES,
  claimMission,
  claimRebate,
  claimReward,
  getClaimCounts,
  getLeaderboard,
  getMissions,
  getRebate,
  getRewards,
  isApiError,
} from '@lobby/api';
import type { ClaimResult } from '@lobby/api';
import { claimMission as claimMissionRule, missionsOf } from '../claims/missions';
import { ClaimRefusal } from '../claims/refusal';
import type { GameType } from '../constants';
import { memberWithSession } from '../gameHost/testing';
import { insertMission, insertReward, setRebateRate } from '../store/claims';
import { balanceOf } from '../store/wallet';
import { codeOf, failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import { expectConserved } from '../test/ledger';
import type { Sandbox } from '../test/harness';
import { placeBet } from '../wallet/bets';

// Every claim rule, proven over HTTP through the api package's endpoints: a claim pays once (also
// when many arrive at once), an expired reward or an unfinished mission is refused, a member cannot
// claim another's reward, and the ledger always sums to the change of the balance.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
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

function member(balance = 100_000, merchant = 'aurora'): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, merchant });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId, account: made.account, opening: balance };
}

function bonusesOf(m: Member, source: string) {
  return sandbox.db.all<{ amount: number; title: string }>(
    'SELECT amount, title FROM bonuses WHERE member_id = ? AND source = ?',
    [m.memberId, source],
  );
}

function gameOf(type: GameType): number {
  return sandbox.db.get<{ id: number }>(
    `SELECT game_id AS id FROM games WHERE game_type = ? ORDER BY sort_key LIMIT 1`,
    [type],
  )!.id;
}

/** Rounds that lose (the draw always picks the other side), so each counts its whole stake. */
function bet(m: Member, type: GameType, stake: number, rounds = 1): void {
  for (let i = 0; i < rounds; i += 1) {
    const placed = placeBet(sandbox.db, {
      memberId: m.memberId,
      gameId: gameOf(type),
      gameType: type,
      stake,
      choice: type === 'RNG' ? {} : { side: 0 },
      now: sandbox.clock.now,
      random: (max) => max - 1,
    });
    expect(placed.kind).toBe('placed');
  }
}

function reward(m: Member, amount = 1_500, expiresIn = DAY): number {
  return insertReward(sandbox.db, {
    memberId: m.memberId,
    title: 'Test reward',
    amount,
    createdAt: sandbox.clock.now - MINUTE,
    expiresAt: sandbox.clock.now + expiresIn,
  });
}

/** Many claims at once: exactly one pays; the rest are refused ALREADY_CLAIMED. */
async function race(
  claims: Promise<ClaimResult>[],
): Promise<{ paid: ClaimResult[]; codes: (string | undefined)[] }> {
  const outcomes = await Promise.allSettled(claims);
  const paid = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const codes = outcomes.flatMap((o) =>
    o.status === 'rejected' && isApiError(o.reason) && o.reason.failure.kind === 'server'
      ? [o.reason.failure.code]
      : [],
  );
  return { paid, codes };
}

describe('reward centre', () => {
  it('lists claimable rewards soonest first and pays a claim once, as a reward bonus', async () => {
    const m = member();
    const later = reward(m, 2_000, 10 * DAY);
    const sooner = reward(m, 1_500, DAY);
    const list = await getRewards(m.who.client);
    expect(list.claimable.map((r) => r.id)).toEqual([sooner, later]);
    expect(list.claimed).toEqual([]);

    const result = await claimReward(m.who.client, sooner);
    expect(result).toEqual({ amount: 1_500, balance: m.opening + 1_500 });
    expect(await codeOf(claimReward(m.who.client, sooner))).toBe(CLAIM_CODES.alreadyClaimed);

    const after = await getRewards(m.who.client);
    expect(after.claimable.map((r) => r.id)).toEqual([later]);
    expect(after.claimed.map((r) => r.id)).toEqual([sooner]);
    expect(after.claimed[0]!.claimedAt).toBe(new Date(sandbox.clock.now).toISOString());
    expect(bonusesOf(m, 'reward')).toEqual([{ amount: 1_500, title: 'Test reward' }]);
    expectConserved(sandbox.db, m);
  });

  it('pays one bonus when the same reward is claimed many times at once (two tabs, double clicks)', async () => {
    const m = member();
    const id = reward(m, 4_321);
    const { paid, codes } = await race(
      Array.from({ length: 12 }, () => claimReward(m.who.client, id)),
    );
    expect(paid).toHaveLength(1);
    expect(codes).toEqual(Array.from({ length: 11 }, () => CLAIM_CODES.alreadyClaimed));
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + 4_321);
    expect(bonusesOf(m, 'reward')).toHaveLength(1);
    expectConserved(sandbox.db, m);
  });

  it('refuses an expired reward and leaves the balance alone', async () => {
    const m = member();
    const id = reward(m, 1_000, MINUTE);
    sandbox.clock.now += MINUTE;
    try {
      expect(await codeOf(claimReward(m.who.client, id))).toBe(CLAIM_CODES.rewardExpired);
      expect((await getRewards(m.who.client)).claimable).toEqual([]);
    } finally {
      sandbox.clock.now -= MINUTE;
    }
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening);
    expect(bonusesOf(m, 'reward')).toEqual([]);
  });

  it("refuses another member's reward as if it did not exist", async () => {
    const owner = member();
    const other = member();
    const id = reward(owner);
    expect(await codeOf(claimReward(other.who.client, id))).toBe(MONEY_CODES.notFound);
    expect(await codeOf(claimReward(other.who.client, 999_999))).toBe(MONEY_CODES.notFound);
    expect(balanceOf(sandbox.db, other.memberId)).toBe(other.opening);
    expect((await getRewards(owner.who.client)).claimable.map((r) => r.id)).toEqual([id]);
  });

  it('answers only a logged-in member', async () => {
    const who = visitor(sandbox);
    const error = await failureOf(getRewards(who.client));
    expect(error.failure.kind).toBe('sessionExpired');
  });
});

describe('mission activity', () => {
  let missionId: number;
  let anyGameId: number;
  beforeAll(() => {
    // The jade brand's own missions, so the seeded ones of aurora do not change what is counted.
    missionId = insertMission(
      sandbox.db,
      {
        merchant: 'jade',
        title: 'Bet 20.00 on cards',
        gameType: 'CARD',
        target: 2_000,
        reward: 700,
        period: 'daily',
      },
      10,
    );
    anyGameId = insertMission(
      sandbox.db,
      {
        merchant: 'jade',
        title: 'Bet 30.00 on anything',
        gameType: null,
        target: 3_000,
        reward: 900,
        period: 'daily',
      },
      11,
    );
  });

  it("counts today's valid bet of the game type and refuses a claim until the target is met", async () => {
    const m = member(100_000, 'jade');
    bet(m, 'CARD', 500, 2);
    bet(m, 'MINI', 999); // short of the seeded mini-games mission (10.00) too
    const missions = (await getMissions(m.who.client)).missions;
    expect(missions.find((x) => x.id === missionId)).toMatchObject({
      progress: 1_000,
      status: 'inProgress',
    });
    expect(missions.find((x) => x.id === anyGameId)).toMatchObject({
      progress: 1_999,
      status: 'inProgress',
    });
    expect(await codeOf(claimMission(m.who.client, missionId))).toBe(CLAIM_CODES.missionIncomplete);
    expect(bonusesOf(m, 'mission')).toEqual([]);
    expect((await getClaimCounts(m.who.client)).missions).toBe(0);

    bet(m, 'CARD', 500, 3);
    expect((await getClaimCounts(m.who.client)).missions).toBe(2);
    const { paid, codes } = await race(
      Array.from({ length: 8 }, () => claimMission(m.who.client, missionId)),
    );
    expect(paid).toEqual([{ amount: 700, balance: balanceOf(sandbox.db, m.memberId) }]);
    expect(codes).toEqual(Array.from({ length: 7 }, () => CLAIM_CODES.alreadyClaimed));
    expect(bonusesOf(m, 'mission')).toEqual([{ amount: 700, title: 'Bet 20.00 on cards' }]);
    const after = (await getMissions(m.who.client)).missions;
    expect(after.find((x) => x.id === missionId)?.status).toBe('claimed');
    expect((await getClaimCounts(m.who.client)).missions).toBe(1);
    expectConserved(sandbox.db, m);
  });

  it("counts only today (UTC): yesterday's bets do not complete today's mission, and a new day claims again", async () => {
    const m = member(100_000, 'jade');
    sandbox.clock.now -= DAY;
    try {
      bet(m, 'CARD', 2_000);
    } finally {
      sandbox.clock.now += DAY;
    }
    expect(await codeOf(claimMission(m.who.client, missionId))).toBe(CLAIM_CODES.missionIncomplete);
    bet(m, 'CARD', 2_000);
    await claimMission(m.who.client, missionId);
    // Tomorrow (the rule itself: the session would have lapsed by then).
    sandbox.clock.now += DAY;
    try {
      expect(() =>
        claimMissionRule(sandbox.db, {
          memberId: m.memberId,
          merchant: 'jade',
          missionId,
          now: sandbox.clock.now,
        }),
      ).toThrow(ClaimRefusal);
      bet(m, 'CARD', 2_000);
      claimMissionRule(sandbox.db, {
        memberId: m.memberId,
        merchant: 'jade',
        missionId,
        now: sandbox.clock.now,
      });
    } finally {
      sandbox.clock.now -= DAY;
    }
    expect(bonusesOf(m, 'mission')).toHaveLength(2);
    expectConserved(sandbox.db, m);
  });

  it("refuses another brand's mission", async () => {
    const m = member(100_000, 'aurora');
    expect(await codeOf(claimMission(m.who.client, missionId))).toBe(MONEY_CODES.notFound);
  });

  it("ranks the brand by valid bet today, masked, with the member's own place", async () => {
    const a = member(1_000_000, 'ember');
    const b = member(1_000_000, 'ember');
    const c = member(1_000_000, 'ember');
    bet(a, 'MINI', 3_000);
    bet(b, 'MINI', 9_000);
    const board = await getLeaderboard(a.who.client);
    const names = board.top.map((row) => row.player);
    expect(names.some((n) => n === a.account || n === b.account)).toBe(false);
    const mine = board.top.find((row) => row.isMe);
    expect(mine?.validBet).toBe(3_000);
    expect(board.me).toEqual({ rank: mine!.rank, validBet: 3_000 });
    const theirs = board.top.find((row) => row.validBet === 9_000);
    expect(theirs!.rank).toBeLessThan(mine!.rank);
    expect((await getLeaderboard(c.who.client)).me).toEqual({ rank: null, validBet: 0 });
  });
});

describe('manual rebate', () => {
  beforeAll(() => {
    setRebateRate(sandbox.db, 'ember', 'MINI', 100);
    setRebateRate(sandbox.db, 'ember', 'CARD', 55);
  });

  it("pays today's rebate at the brand's rates once, and lists it", async () => {
    const m = member(1_000_000, 'ember');
    bet(m, 'MINI', 10_050);
    bet(m, 'CARD', 1_000);
    const summary = await getRebate(m.who.client);
    expect(summary.lines.find((l) => l.gameType === 'MINI')).toEqual({
      gameType: 'MINI',
      validBet: 10_050,
      rateBp: 100,
      rebate: 100,
    });
    expect(summary.lines.find((l) => l.gameType === 'CARD')?.rebate).toBe(5);
    expect(summary.total).toBe(105);
    expect(summary.claimed).toBe(false);

    const { paid, codes } = await race(Array.from({ length: 10 }, () => claimRebate(m.who.client)));
    expect(paid.map((p) => p.amount)).toEqual([105]);
    expect(codes).toEqual(Array.from({ length: 9 }, () => CLAIM_CODES.alreadyClaimed));
    const after = await getRebate(m.who.client);
    expect(after.claimed).toBe(true);
    expect(after.history).toEqual([
      { period: summary.period, amount: 105, claimedAt: new Date(sandbox.clock.now).toISOString() },
    ]);
    expect(bonusesOf(m, 'rebate')).toEqual([{ amount: 105, title: `Rebate ${summary.period}` }]);
    expectConserved(sandbox.db, m);
  });

  it('refuses a claim of nothing', async () => {
    const m = member(100_000, 'ember');
    expect(await codeOf(claimRebate(m.who.client))).toBe(CLAIM_CODES.nothingToClaim);
    bet(m, 'MINI', 50); // 0.5 minor units of rebate round down to nothing
    expect(await codeOf(claimRebate(m.who.client))).toBe(CLAIM_CODES.nothingToClaim);
    expect(bonusesOf(m, 'rebate')).toEqual([]);
  });
});

describe('the seeded player01', () => {
  it('has two claimable rewards, one claimed, a mission complete and one in progress', () => {
    const id = sandbox.db.get<{ id: number }>(
      "SELECT id FROM members WHERE merchant = 'aurora' AND account = 'player01'",
    )!.id;
    const rewards = sandbox.db.all<{ claimed: number }>(
      `SELECT (SELECT COUNT(*) FROM reward_claims c WHERE c.reward_id = r.id) AS claimed
       FROM rewards r WHERE member_id = ?`,
      [id],
    );
    expect(rewards.filter((r) => r.claimed === 0)).toHaveLength(2);
    expect(rewards.filter((r) => r.claimed === 1)).toHaveLength(1);
    // The seed placed today's bets by the wall clock (the test clock is another day).
    const missions = missionsOf(sandbox.db, { memberId: id, merchant: 'aurora', now: Date.now() });
    expect(missions.map((m) => m.status)).toEqual(['complete', 'inProgress', 'inProgress']);
    expect(missions[1]!.progress).toBeGreaterThan(0);
  });
});

describe('the dev controls of the claims', () => {
  it('grant a reward (an expired one too), add a mission and set a rebate rate', async () => {
    const m = member(100_000, 'ember');
    const grant = (expiresInMinutes: number) =>
      sandbox.post('/wps/dev/rewards/grant', {
        merchant: 'ember',
        account: m.account,
        title: 'Granted',
        amount: 700,
        expiresInMinutes,
      });
    const live = (await grant(60)).body as { value: { id: number } };
    const expired = (await grant(-1)).body as { value: { id: number } };
    expect((await getRewards(m.who.client)).claimable.map((r) => r.id)).toEqual([live.value.id]);
    expect(await codeOf(claimReward(m.who.client, expired.value.id))).toBe(
      CLAIM_CODES.rewardExpired,
    );
    await claimReward(m.who.client, live.value.id);

    const mission = await sandbox.post('/wps/dev/rewards/mission', {
      merchant: 'ember',
      title: 'Dev mission',
      gameType: 'FISH',
      target: 100,
      reward: 50,
    });
    expect(mission.status).toBe(200);
    const added = (await getMissions(m.who.client)).missions.find((x) => x.title === 'Dev mission');
    expect(added).toMatchObject({ gameType: 'FISH', target: 100, status: 'inProgress' });

    expect(
      (
        await sandbox.post('/wps/dev/rewards/rebateRate', {
          merchant: 'ember',
          gameType: 'FISH',
          rateBp: 250,
        })
      ).status,
    ).toBe(200);
    expect((await getRebate(m.who.client)).lines.find((l) => l.gameType === 'FISH')?.rateBp).toBe(
      250,
    );
    expect(
      (
        await sandbox.post('/wps/dev/rewards/grant', {
          merchant: 'ember',
          account: 'nobody',
          title: 'x',
          amount: 1,
          expiresInMinutes: 1,
        })
      ).status,
    ).toBe(404);
    expectConserved(sandbox.db, m);
  });
});

describe('claims of every kind at once', () => {
  it('pay each reward, mission and rebate once, and every ledger sums to its balance change', async () => {
    setRebateRate(sandbox.db, 'jade', 'CARD', 100);
    const members = Array.from({ length: 4 }, () => member(200_000, 'jade'));
    const rewards = members.map((m) => [reward(m, 1_100), reward(m, 2_200)] as const);
    for (const m of members) bet(m, 'CARD', 1_000, 3); // completes the cards mission (20.00)
    const cardsMission = sandbox.db.get<{ id: number }>(
      "SELECT id FROM missions WHERE merchant = 'jade' AND title = 'Bet 20.00 on cards'",
    )!.id;
    const claims = members.flatMap((m, i) =>
      [1, 2, 3].flatMap(() => [
        claimReward(m.who.client, rewards[i]![0]),
        claimReward(m.who.client, rewards[i]![1]),
        claimMission(m.who.client, cardsMission),
        claimRebate(m.who.client),
      ]),
    );
    const outcomes = await Promise.allSettled(claims);
    // Per member: two rewards, one mission and one rebate paid; the other eight claims refused.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(members.length * 4);
    for (const m of members) {
      const paid = sandbox.db.all<{ source: string; amount: number }>(
        'SELECT source, amount FROM bonuses WHERE member_id = ? ORDER BY source, amount',
        [m.memberId],
      );
      expect(paid).toEqual([
        { source: 'mission', amount: 700 },
        { source: 'rebate', amount: 30 },
        { source: 'reward', amount: 1_100 },
        { source: 'reward', amount: 2_200 },
      ]);
      expectConserved(sandbox.db, m);
    }
  });
});
