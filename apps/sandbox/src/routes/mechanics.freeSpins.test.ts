import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MECHANIC_CODES,
  MONEY_CODES,
  PROTECTION_CODES,
  claimFreeSpins,
  getFreeSpins,
  isApiError,
  setSessionLimit,
} from '@lobby/api';
import { SLOT_REELS } from '../gameHost/engine';
import { launchBodyOf, memberWithSession, openGame, startGameSandbox } from '../gameHost/testing';
import type { GameSandbox } from '../gameHost/testing';
import { mechanicAvailable } from '../mechanics/available';
import { FREE_SPIN_COUNT, FREE_SPIN_STAKE } from '../mechanics/freeSpins';
import { extendBreak } from '../store/protectionBreaks';
import { balanceOf } from '../store/wallet';
import { codeOf, failureOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { expectConserved } from '../test/ledger';

// Free spins (issue 27) over HTTP: the claim through the api package, the spins in the game host.
// Claimed once (also concurrently), used up exactly (also concurrently), no debit, the win paid as
// a promotion bonus with the ledger summing to the balance change, no bet recorded, refused to a
// visitor, a trial account and a member on a break, and a round of another game stays a paid one.

const DAY = 86_400_000;
const MINUTE = 60_000;
// The reels' draws: always the first symbol (cherry): three cherries pay 5x the stake.
const CHERRY_PAY = SLOT_REELS.three['cherry']!;
let sandbox: GameSandbox;
let promotionId: number;

beforeAll(async () => {
  sandbox = await startGameSandbox({ dev: true, random: () => 0 });
  // The seed's periods are relative to the day it ran (today); the harness's clock starts elsewhere.
  sandbox.clock.now = Date.now();
  promotionId = freeSpinsPromotionOf('aurora');
});
afterAll(() => sandbox.close());

interface Member {
  who: Visitor;
  memberId: number;
  token: string;
  opening: number;
}

function member({
  balance = 10_000,
  type = 0,
  merchant = 'aurora',
}: { balance?: number; type?: 0 | 4; merchant?: string } = {}): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, { balance, type, merchant });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId, token: made.token, opening: balance };
}

/** The brand's seeded freeSpins promotion. */
const freeSpinsPromotionOf = (merchant: string): number =>
  sandbox.db.get<{ id: number }>(
    "SELECT id FROM promotions WHERE merchant = ? AND kind = 'freeSpins'",
    [merchant],
  )!.id;

/** What the avatar's count asks of the promotion: its spins unclaimed, or some left. */
const available = (m: Member): boolean =>
  mechanicAvailable(
    sandbox.db,
    { memberId: m.memberId, merchant: 'aurora', now: sandbox.clock.now },
    { id: promotionId, kind: 'freeSpins' },
  );

const betsOf = (m: Member): number =>
  sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM bets WHERE member_id = ?', [m.memberId])!
    .n;

/** Opens `gameId` for the member (of `merchant`) in the game host: the page and its session id. */
async function open(
  m: Member,
  gameId: number,
  merchant = 'aurora',
): Promise<{ html: string; session: string }> {
  const launched = await sandbox.post('/wps/game/launchGame', launchBodyOf(sandbox.db, gameId), {
    Authorization: m.token,
    Merchant: merchant,
  });
  const url = (launched.body as { value?: { url?: string } }).value?.url ?? '';
  const page = await openGame(sandbox, url.slice(`${sandbox.gameUrl}/play/`.length));
  if (page.session === undefined) throw new Error(`No session in the page: ${page.html}`);
  return { html: page.html, session: page.session };
}

interface SpinAnswer {
  status: number;
  body: {
    success: boolean;
    code?: string;
    value: { balance: number; win: number; freeSpins?: { left: number; stake: number } };
  };
}

async function spin(session: string, extra: Record<string, unknown> = {}): Promise<SpinAnswer> {
  return (await sandbox.postGame('/play/api/spin', {
    session,
    stake: 100,
    ...extra,
  })) as SpinAnswer;
}

/** A member who has claimed the spins, with the granted game open. */
async function claimed(merchant = 'aurora') {
  const m = member({ merchant });
  const state = await claimFreeSpins(m.who.client, freeSpinsPromotionOf(merchant));
  const page = await open(m, state.game.gameId, merchant);
  return { m, state, ...page };
}

describe('claiming free spins', () => {
  it('shows the offer, grants the spins on one slot game once; concurrent claims grant once', async () => {
    const m = member();
    const offer = await getFreeSpins(m.who.client, promotionId);
    expect(offer).toMatchObject({ granted: false, left: 0, spins: FREE_SPIN_COUNT, won: 0 });
    expect(offer.game.gameType).toBe('RNG');
    expect(available(m)).toBe(true);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => claimFreeSpins(m.who.client, promotionId)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const codes = outcomes.flatMap((o) =>
      o.status === 'rejected' && isApiError(o.reason) && o.reason.failure.kind === 'server'
        ? [o.reason.failure.code]
        : [],
    );
    expect(codes).toEqual(Array(7).fill(MECHANIC_CODES.freeSpinsClaimed));
    const state = await getFreeSpins(m.who.client, promotionId);
    expect(state).toMatchObject({
      granted: true,
      left: FREE_SPIN_COUNT,
      stake: FREE_SPIN_STAKE,
      game: offer.game,
    });
    expect(
      sandbox.db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM free_spin_grants WHERE member_id = ?',
        [m.memberId],
      )!.n,
    ).toBe(1);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening);
    expect(available(m)).toBe(true);
  });

  it('refuses a visitor, tells a trial account to register, refuses a member on a break', async () => {
    expect(await codeOf(claimFreeSpins(visitor(sandbox).client, promotionId))).toBe(
      'sessionExpired',
    );
    const trial = member({ type: 4 });
    expect(await codeOf(claimFreeSpins(trial.who.client, promotionId))).toBe(
      MONEY_CODES.trialAccount,
    );
    const resting = member();
    extendBreak(sandbox.db, {
      memberId: resting.memberId,
      kind: 'timeOut',
      until: sandbox.clock.now + DAY,
      now: sandbox.clock.now,
    });
    const refused = await failureOf(claimFreeSpins(resting.who.client, promotionId));
    expect(refused.failure).toMatchObject({ kind: 'server', status: 403 });
    expect(
      sandbox.db.get('SELECT id FROM free_spin_grants WHERE member_id = ?', [resting.memberId]),
    ).toBeUndefined();
  });

  it('refuses a promotion of another kind', async () => {
    const m = member();
    const wheel = sandbox.db.get<{ id: number }>(
      "SELECT id FROM promotions WHERE merchant = 'aurora' AND kind = 'wheel'",
    )!.id;
    expect((await failureOf(claimFreeSpins(m.who.client, wheel))).failure).toMatchObject({
      kind: 'server',
      status: 400,
    });
  });
});

describe('playing free spins in the game', () => {
  it('debits nothing, pays the win as a promotion bonus, records no bet, and counts down', async () => {
    const { m, html, session } = await claimed();
    expect(html).toContain(`Free spins left: <strong id="free-left">${FREE_SPIN_COUNT}</strong>`);

    const answer = await spin(session);
    expect(answer.status).toBe(200);
    const win = (FREE_SPIN_STAKE * CHERRY_PAY) / 100;
    expect(answer.body.value).toMatchObject({
      win,
      balance: m.opening + win,
      freeSpins: { left: FREE_SPIN_COUNT - 1, stake: FREE_SPIN_STAKE },
    });
    expect(betsOf(m)).toBe(0);
    const bonus = sandbox.db.get<{ source: string; title: string; amount: number }>(
      'SELECT source, title, amount FROM bonuses WHERE member_id = ?',
      [m.memberId],
    );
    expect(bonus).toMatchObject({ source: 'promotion', amount: win });
    expect(bonus?.title).toMatch(/^Free spins: /);
    expectConserved(sandbox.db, m);
    expect((await getFreeSpins(m.who.client, promotionId)).won).toBe(win);
  });

  it('uses up exactly the spins granted under concurrent rounds, then plays paid rounds', async () => {
    const { m, session } = await claimed();
    const answers = await Promise.all(
      Array.from({ length: FREE_SPIN_COUNT + 5 }, () => spin(session, { freeSpin: true })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FREE_SPIN_COUNT);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.body.code)).toEqual(Array(5).fill(MECHANIC_CODES.noFreeSpins));
    const state = await getFreeSpins(m.who.client, promotionId);
    expect(state.left).toBe(0);
    expect(available(m)).toBe(false);
    const wins = FREE_SPIN_COUNT * ((FREE_SPIN_STAKE * CHERRY_PAY) / 100);
    expect(state.won).toBe(wins);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(m.opening + wins);
    expect(betsOf(m)).toBe(0);

    // Used up: the next round (nothing asked) is a paid one, staking 1.00.
    const paid = await spin(session);
    expect(paid.status).toBe(200);
    expect(paid.body.value.freeSpins).toBeUndefined();
    expect(paid.body.value.balance).toBe(m.opening + wins - 100 + paid.body.value.win);
    expect(betsOf(m)).toBe(1);
    expectConserved(sandbox.db, m);
  });

  it('plays a paid round when the toggle says so, and on another game', async () => {
    const { m, session, state } = await claimed();
    const paid = await spin(session, { freeSpin: false });
    expect(paid.body.value.freeSpins).toBeUndefined();
    expect(betsOf(m)).toBe(1);
    expect((await getFreeSpins(m.who.client, promotionId)).left).toBe(FREE_SPIN_COUNT);

    const other = sandbox.db.get<{ id: number }>(
      `SELECT game_id AS id FROM games WHERE game_type = 'RNG' AND game_id <> ?
         AND game_id NOT IN (SELECT game_id FROM game_maintenance) ORDER BY sort_key LIMIT 1`,
      [state.game.gameId],
    )!.id;
    const elsewhere = await open(m, other);
    expect(elsewhere.html).not.toContain('Free spins left');
    const round = await spin(elsewhere.session);
    expect(round.status).toBe(200);
    expect(round.body.value.freeSpins).toBeUndefined();
    expect(betsOf(m)).toBe(2);
    expect((await getFreeSpins(m.who.client, promotionId)).left).toBe(FREE_SPIN_COUNT);
    expectConserved(sandbox.db, m);
  });

  it('is stopped by a session-time limit, and a member on a break plays none', async () => {
    // jade: the regulated profile, which offers the session-time limit
    const { m, session } = await claimed('jade');
    await setSessionLimit(m.who.client, { minutes: 60 });
    sandbox.clock.now += 61 * MINUTE;
    try {
      const stopped = await spin(session, { freeSpin: true });
      expect(stopped.status).toBe(400);
      expect(stopped.body.code).toBe(PROTECTION_CODES.sessionLimitReached);
    } finally {
      sandbox.clock.now -= 61 * MINUTE;
    }
    expect((await getFreeSpins(m.who.client, freeSpinsPromotionOf('jade'))).left).toBe(
      FREE_SPIN_COUNT,
    );

    const { m: resting, session: restingSession } = await claimed();
    extendBreak(sandbox.db, {
      memberId: resting.memberId,
      kind: 'timeOut',
      until: sandbox.clock.now + DAY,
      now: sandbox.clock.now,
    });
    expect((await spin(restingSession)).status).not.toBe(200);
    expect(
      sandbox.db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM free_spin_rounds r JOIN free_spin_grants g ON g.id = r.grant_id WHERE g.member_id = ?',
        [resting.memberId],
      )!.n,
    ).toBe(0);
  });
});
