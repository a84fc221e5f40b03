import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_CODES,
  PROFIT_MAX_DAYS,
  getBets,
  getBonuses,
  getPlayerRank,
  getProfit,
  paths,
} from '@lobby/api';
import type { GameType } from '../constants';
import { memberWithSession } from '../gameHost/testing';
import { SEED_PLAYER_LEVELS } from '../seed/records';
import { validBetOf } from '../store/bets';
import { codeOf, visitor } from '../test/account';
import type { Visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { balanceOf, listTransactions } from '../store/wallet';
import { placeBet } from '../wallet/bets';
import { creditBonus } from '../wallet/bonus';

// The records' rules, proven over HTTP through the api package's endpoints (which parse each answer
// with the contract's schemas): only the member's own bets, filters, totals over the whole filter,
// profit and loss per day and type, bonuses by source, and the level computed from valid bet.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ dev: true });
});
afterAll(() => sandbox.close());

const DAY = 24 * 60 * 60 * 1000;
const day = (iso: string, hour = 12) =>
  Date.parse(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);

interface Member {
  who: Visitor;
  memberId: number;
}

function member(merchant = 'aurora', type: 0 | 4 = 0): Member {
  const made = memberWithSession(sandbox.db, sandbox.clock.now, {
    balance: 500_000,
    merchant,
    type,
  });
  const who = visitor(sandbox, merchant);
  who.token = made.token;
  return { who, memberId: made.memberId };
}

function gameOf(type: GameType, skipVendor?: string): { id: number; vendor: string } {
  const game = sandbox.db.get<{ id: number; vendor: string }>(
    `SELECT game_id AS id, vassalage AS vendor FROM games WHERE game_type = ? AND vassalage <> ?
     ORDER BY sort_key LIMIT 1`,
    [type, skipVendor ?? ''],
  );
  if (!game) throw new Error(`no ${type} game`);
  return game;
}

/** A pick round whose winner is `winner` (the engine draws random(2)). */
function bet(m: Member, gameId: number, stake: number, won: boolean, now: number) {
  const placed = placeBet(sandbox.db, {
    memberId: m.memberId,
    gameId,
    gameType: 'MINI',
    stake,
    choice: { side: 0 },
    now,
    random: () => (won ? 0 : 1),
  });
  if (placed.kind !== 'placed') throw new Error('bet refused');
  return placed;
}

describe('who may call', () => {
  it.each([paths.betList, paths.profitSummary, paths.bonusList, paths.playerRank])(
    '%s without a token is a 401 SESSION_EXPIRED',
    async (path) => {
      const res = await sandbox.get(path);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
    },
  );

  it('a trial account is told to register first', async () => {
    const trial = member('aurora', 4);
    const codes = await Promise.all([
      codeOf(getBets(trial.who.client)),
      codeOf(getProfit(trial.who.client)),
      codeOf(getBonuses(trial.who.client)),
      codeOf(getPlayerRank(trial.who.client)),
    ]);
    expect(codes).toEqual(Array(4).fill(MONEY_CODES.trialAccount));
  });
});

describe('a brand without the member centre', () => {
  it('refuses the records', async () => {
    const switchTo = (on: boolean) =>
      sandbox.db.run(
        "UPDATE whitelabel_modules SET enabled = ? WHERE merchant = 'jade' AND mod_id = 'MEMBERCENTER3'",
        [on ? '1' : '0'],
      );
    const m = member('jade');
    switchTo(false);
    try {
      const codes = await Promise.all([
        codeOf(getBets(m.who.client)),
        codeOf(getProfit(m.who.client)),
        codeOf(getBonuses(m.who.client)),
        codeOf(getPlayerRank(m.who.client)),
      ]);
      expect(codes).toEqual(Array(4).fill('FEATURE_DISABLED'));
    } finally {
      switchTo(true);
    }
    expect((await getBets(m.who.client)).total).toBe(0);
  });
});

describe('betting record', () => {
  it('lists only the member’s own bets, newest first, with valid bet and win/loss', async () => {
    const m = member();
    const other = member();
    const dice = gameOf('MINI');
    bet(other, dice.id, 1000, true, day('2026-05-10'));
    const lost = bet(m, dice.id, 500, false, day('2026-05-10'));
    const won = bet(m, dice.id, 1000, true, day('2026-05-11'));
    const page = await getBets(m.who.client);
    expect(page.list.map((b) => b.id)).toEqual([won.betId, lost.betId]);
    expect(page.list[0]).toMatchObject({
      stake: 1000,
      validBet: 1000,
      win: 1900,
      winLoss: 900,
      gameType: 'MINI',
      vendor: dice.vendor,
      outcome: { kind: 'pick', side: 0, winner: 0 },
    });
    expect(page.list[1]).toMatchObject({ stake: 500, win: 0, winLoss: -500 });
    expect(page.totals).toEqual({ count: 2, stake: 1500, validBet: 1500, win: 1900, winLoss: 400 });
    expect(page.vendors.map((v) => v.code)).toEqual([dice.vendor]);
    expect(page.gameTypes).toEqual(['MINI']);
  });

  it('a push counts no valid bet', async () => {
    const m = member();
    const fish = gameOf('FISH');
    // The catch table's 'small' prize (random 55..79 of 100) pays the stake back.
    const placed = placeBet(sandbox.db, {
      memberId: m.memberId,
      gameId: fish.id,
      gameType: 'FISH',
      stake: 500,
      choice: {},
      now: day('2026-05-12'),
      random: () => 60,
    });
    expect(placed).toMatchObject({ kind: 'placed', win: 500 });
    const page = await getBets(m.who.client);
    expect(page.list[0]).toMatchObject({ stake: 500, validBet: 0, winLoss: 0 });
    expect(page.list[0]?.outcome).toEqual({ kind: 'catch', prize: 'small' });
    expect(validBetOf({ stake: 500, win: 500 })).toBe(0);
  });

  it('filters by date range, game type and vendor; totals cover the filter, not the page', async () => {
    const m = member();
    const dice = gameOf('MINI');
    const otherDice = gameOf('MINI', dice.vendor);
    for (let i = 0; i < 12; i += 1) bet(m, dice.id, 100, i % 2 === 0, day('2026-05-01', 8) + i);
    bet(m, otherDice.id, 500, false, day('2026-05-02'));
    bet(m, dice.id, 1000, false, day('2026-05-03'));

    const firstDay = await getBets(m.who.client, {
      from: '2026-05-01',
      to: '2026-05-01',
      pageSize: 5,
    });
    expect(firstDay.list).toHaveLength(5);
    expect(firstDay).toMatchObject({ total: 12, totalPage: 3, page: 1 });
    // 6 wins of 190 on 12 stakes of 100.
    expect(firstDay.totals).toEqual({
      count: 12,
      stake: 1200,
      validBet: 1200,
      win: 1140,
      winLoss: -60,
    });

    const byVendor = await getBets(m.who.client, { vendor: otherDice.vendor });
    expect(byVendor.list.map((b) => b.vendor)).toEqual([otherDice.vendor]);
    expect(byVendor.vendors.map((v) => v.code).sort()).toEqual(
      [dice.vendor, otherDice.vendor].sort(),
    );

    expect((await getBets(m.who.client, { gameType: 'RNG' })).total).toBe(0);
    expect((await getBets(m.who.client, { gameType: 'MINI' })).total).toBe(14);
    expect((await getBets(m.who.client, { from: '2026-05-02' })).total).toBe(2);
  });

  it('refuses a range that ends before it starts and a bad game type', async () => {
    const m = member();
    expect(await codeOf(getBets(m.who.client, { from: '2026-05-02', to: '2026-05-01' }))).toBe(
      '400',
    );
    const res = await sandbox.get(`${paths.betList}?gameType=POKER`, {
      Authorization: `Bearer ${m.who.token ?? ''}`,
    });
    expect(res.status).toBe(400);
  });
});

describe('profit and loss', () => {
  it('sums per UTC day and per game type over the range, with totals', async () => {
    const m = member();
    const dice = gameOf('MINI');
    bet(m, dice.id, 1000, true, day('2026-05-20', 1));
    bet(m, dice.id, 500, false, day('2026-05-20', 23));
    bet(m, dice.id, 100, false, day('2026-05-21'));
    bet(m, dice.id, 100, false, day('2026-04-01'));
    const profit = await getProfit(m.who.client, { from: '2026-05-15', to: '2026-05-21' });
    expect(profit.byDay).toEqual([
      { key: '2026-05-21', count: 1, stake: 100, validBet: 100, win: 0, winLoss: -100 },
      { key: '2026-05-20', count: 2, stake: 1500, validBet: 1500, win: 1900, winLoss: 400 },
    ]);
    expect(profit.byGameType).toEqual([
      { key: 'MINI', count: 3, stake: 1600, validBet: 1600, win: 1900, winLoss: 300 },
    ]);
    expect(profit.totals).toEqual({
      count: 3,
      stake: 1600,
      validBet: 1600,
      win: 1900,
      winLoss: 300,
    });
  });

  it('defaults to the last 7 days and refuses more than the longest range', async () => {
    const m = member();
    const profit = await getProfit(m.who.client);
    const today = new Date(sandbox.clock.now).toISOString().slice(0, 10);
    expect(profit.to).toBe(today);
    expect(profit.from).toBe(new Date(sandbox.clock.now - 6 * DAY).toISOString().slice(0, 10));
    const from = new Date(Date.parse('2026-01-01') + PROFIT_MAX_DAYS * DAY)
      .toISOString()
      .slice(0, 10);
    expect(await codeOf(getProfit(m.who.client, { from: '2026-01-01', to: from }))).toBe('400');
  });
});

describe('bonus details', () => {
  it('lists the member’s bonuses by source and range, with the sum over the filter', async () => {
    const m = member();
    const other = member();
    const credit = (who: Member, source: 'reward' | 'rebate', amount: number, now: number) =>
      creditBonus(sandbox.db, {
        memberId: who.memberId,
        source,
        sourceId: null,
        title: `${source} ${amount}`,
        amount,
        now,
      });
    credit(m, 'reward', 1000, day('2026-05-01'));
    credit(m, 'rebate', 250, day('2026-05-02'));
    credit(m, 'reward', 500, day('2026-05-03'));
    credit(other, 'reward', 9999, day('2026-05-03'));

    const all = await getBonuses(m.who.client);
    expect(all.list.map((b) => b.amount)).toEqual([500, 250, 1000]);
    expect(all).toMatchObject({ total: 3, amount: 1750 });
    expect(all.list[1]).toMatchObject({ source: 'rebate', title: 'rebate 250' });

    const rewards = await getBonuses(m.who.client, { source: 'reward', pageSize: 1 });
    expect(rewards).toMatchObject({ total: 2, totalPage: 2, amount: 1500 });
    expect(rewards.list).toHaveLength(1);
    expect((await getBonuses(m.who.client, { to: '2026-05-01' })).amount).toBe(1000);
  });
});

describe('the dev control', () => {
  it('credits a bonus through the wallet: bonus details, balance and ledger agree', async () => {
    const m = member();
    const account = sandbox.db.get<{ account: string }>(
      'SELECT account FROM members WHERE id = ?',
      [m.memberId],
    )?.account;
    const res = await sandbox.post('/wps/dev/records/bonus', {
      merchant: 'aurora',
      account,
      source: 'mission',
      title: 'Bet 5.00 today',
      amount: 700,
    });
    expect(res.status).toBe(200);
    const bonuses = await getBonuses(m.who.client);
    expect(bonuses.list).toEqual([expect.objectContaining({ source: 'mission', amount: 700 })]);
    expect(balanceOf(sandbox.db, m.memberId)).toBe(500_700);
    const ledger = listTransactions(sandbox.db, m.memberId);
    expect(ledger.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['bonus', 700, 500_700],
    ]);
    expect(
      (
        await sandbox.post('/wps/dev/records/bonus', {
          merchant: 'aurora',
          account: 'nobody',
          source: 'mission',
          title: 'x',
          amount: 1,
        })
      ).status,
    ).toBe(404);
  });
});

describe('player rank', () => {
  it('computes the level from lifetime valid bet on the server, with progress to the next', async () => {
    const m = member();
    const start = await getPlayerRank(m.who.client);
    expect(start).toMatchObject({
      validBet: 0,
      level: { level: 1 },
      next: { level: 2 },
      progress: 0,
    });
    expect(start.levels).toEqual(SEED_PLAYER_LEVELS);

    const silver = SEED_PLAYER_LEVELS[1]?.minValidBet ?? 0;
    const gold = SEED_PLAYER_LEVELS[2]?.minValidBet ?? 0;
    const dice = gameOf('MINI');
    // 60 losing rounds of 1000: 60,000 valid bet, past silver.
    for (let i = 0; i < 60; i += 1) bet(m, dice.id, 1000, false, day('2026-05-05') + i);
    const rank = await getPlayerRank(m.who.client);
    expect(rank).toMatchObject({ validBet: 60_000, level: { level: 2 }, next: { level: 3 } });
    expect(rank.remaining).toBe(gold - 60_000);
    expect(rank.progress).toBeCloseTo((60_000 - silver) / (gold - silver));
  });
});
