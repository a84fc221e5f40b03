import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import {
  launchTicket,
  memberWithSession,
  openGame,
  playableGame,
  startGameSandbox,
} from '../gameHost/testing';
import type { GameSandbox } from '../gameHost/testing';
import { listBets } from '../store/bets';
import { insertMember } from '../store/members';
import { balanceOf, credit, debit, listTransactions } from '../store/wallet';
import { placeBet } from './bets';
import { seededDatabase } from '../test/database';

/**
 * The wallet's invariants after any mix of rounds: the ledger's amounts add up to the change of
 * the balance, each row's balance_after follows from the one before, nothing is ever below zero,
 * and the bets account for every movement.
 */
function expectConsistent(db: Database, memberId: number, initial: number): void {
  const balance = balanceOf(db, memberId) ?? -1;
  const ledger = listTransactions(db, memberId);
  const bets = listBets(db, memberId);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(balance - initial);
  let running = initial;
  for (const row of ledger) {
    running += row.amount;
    expect(row.balanceAfter).toBe(running);
    expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(bets.reduce((sum, b) => sum + b.win - b.stake, 0)).toBe(balance - initial);
  expect(ledger.filter((t) => t.kind === 'bet')).toHaveLength(bets.length);
  expect(ledger.filter((t) => t.kind === 'win')).toHaveLength(bets.filter((b) => b.win > 0).length);
}

describe('concurrent rounds over HTTP', () => {
  let sandbox: GameSandbox;
  beforeAll(async () => {
    sandbox = await startGameSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  async function session(type: string, balance: number) {
    const member = memberWithSession(sandbox.db, sandbox.clock.now, { balance });
    const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, type));
    const page = await openGame(sandbox, ticket);
    return { ...member, session: page.session ?? '' };
  }

  it('60 rounds at once on one balance: all played, no money made or lost', async () => {
    const initial = 1_000_000;
    const game = await session('RNG', initial);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        sandbox.postGame('/play/api/spin', {
          session: game.session,
          stake: [100, 500, 1000][i % 3],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 60 }, () => 200));
    expect(listBets(sandbox.db, game.memberId)).toHaveLength(60);
    expectConsistent(sandbox.db, game.memberId, initial);
  });

  it('80 rounds at once on a small balance: whatever is refused, never below zero', async () => {
    const initial = 1_000;
    const game = await session('LIVE', initial);
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        sandbox.postGame('/play/api/spin', { session: game.session, stake: 100, side: i % 2 }),
      ),
    );
    const played = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402);
    expect(played.length + refused.length).toBe(80);
    expect(played.length).toBeGreaterThanOrEqual(10);
    expect(listBets(sandbox.db, game.memberId)).toHaveLength(played.length);
    expectConsistent(sandbox.db, game.memberId, initial);
  });

  it('two games of one member played at once share one balance correctly', async () => {
    const initial = 5_000;
    const member = memberWithSession(sandbox.db, sandbox.clock.now, { balance: initial });
    const sessions: string[] = [];
    for (const type of ['FISH', 'LOTTERY']) {
      const ticket = await launchTicket(sandbox, member.token, playableGame(sandbox.db, type));
      sessions.push((await openGame(sandbox, ticket)).session ?? '');
    }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sandbox.postGame('/play/api/spin', {
          session: sessions[i % 2],
          stake: 500,
          numbers: [2, 5, 8],
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 402)).toBe(true);
    expectConsistent(sandbox.db, member.memberId, initial);
  });
});

describe('concurrent losing rounds', () => {
  let losing: GameSandbox;
  beforeAll(async () => {
    // Side 0 always wins, and the rounds below back side 1: every round loses its stake.
    losing = await startGameSandbox({ random: () => 0 });
  });
  afterAll(async () => {
    await losing.close();
  });

  it('30 rounds at once on a balance for exactly 10: 10 played, 20 refused, 0 left', async () => {
    const initial = 1_000;
    const member = memberWithSession(losing.db, losing.clock.now, { balance: initial });
    const ticket = await launchTicket(losing, member.token, playableGame(losing.db, 'SPORTS'));
    const { session } = await openGame(losing, ticket);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        losing.postGame('/play/api/spin', { session, stake: 100, side: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(20);
    expect(
      refused.every((a) => (a.body as { message: string }).message === 'Insufficient balance'),
    ).toBe(true);
    expect(balanceOf(losing.db, member.memberId)).toBe(0);
    expectConsistent(losing.db, member.memberId, initial);
  });
});

describe('placeBet', () => {
  let db: Database;
  let gameId: number;
  beforeAll(() => {
    db = seededDatabase();
    gameId = playableGame(db, 'MINI');
  });
  afterAll(() => db.close());

  const member = (balance: number) =>
    insertMember(db, {
      merchant: 'jade',
      account: `bettor${balance}x${Math.random().toString(36).slice(2, 8)}`,
      passwordHash: null,
      type: 0,
      balance,
      createdAt: 0,
    });

  it('a round that fails halfway leaves no trace: the debit is rolled back', () => {
    const id = member(1_000);
    expect(() =>
      placeBet(db, {
        memberId: id,
        gameId,
        gameType: 'MINI',
        stake: 500,
        choice: { side: 0 },
        now: 1,
        random: () => {
          throw new Error('the draw failed');
        },
      }),
    ).toThrow('the draw failed');
    expect(balanceOf(db, id)).toBe(1_000);
    expect(listBets(db, id)).toEqual([]);
    expect(listTransactions(db, id)).toEqual([]);
  });

  it('a refused choice is rolled back the same way', () => {
    const id = member(1_000);
    expect(() =>
      placeBet(db, { memberId: id, gameId, gameType: 'MINI', stake: 100, choice: {}, now: 1 }),
    ).toThrow('Choose a side');
    expect(balanceOf(db, id)).toBe(1_000);
    expect(listTransactions(db, id)).toEqual([]);
  });

  it('a stake of exactly the balance is played; one unit more is refused', () => {
    const id = member(500);
    expect(
      placeBet(db, {
        memberId: id,
        gameId,
        gameType: 'MINI',
        stake: 1000,
        choice: { side: 0 },
        now: 1,
      }),
    ).toEqual({ kind: 'insufficient', balance: 500 });
    const played = placeBet(db, {
      memberId: id,
      gameId,
      gameType: 'MINI',
      stake: 500,
      choice: { side: 0 },
      now: 2,
      random: () => 1,
    });
    expect(played).toMatchObject({ kind: 'placed', balance: 0, win: 0 });
    expectConsistent(db, id, 500);
  });

  it('the wallet refuses amounts that are not positive whole minor units', () => {
    const id = member(1_000);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(() => debit(db, id, amount)).toThrow(RangeError);
      expect(() => credit(db, id, amount)).toThrow(RangeError);
    }
    expect(debit(db, id, 1_001)).toBeUndefined();
    expect(balanceOf(db, id)).toBe(1_000);
  });

  it('the ledger refuses a row that would show a negative balance or a wrong sign', () => {
    const id = member(0);
    const betId = db.run(
      'INSERT INTO bets (member_id, game_id, stake, win, outcome, created_at) VALUES (?, ?, 100, 0, ?, 0)',
      [id, gameId, '{}'],
    ).lastInsertRowid;
    const insert = (kind: string, amount: number, after: number) =>
      db.run(
        `INSERT INTO wallet_transactions (member_id, kind, amount, balance_after, bet_id, created_at)
         VALUES (?, ?, ?, ?, ?, 0)`,
        [id, kind, amount, after, betId],
      );
    expect(() => insert('bet', -100, -100)).toThrow(/CHECK/);
    expect(() => insert('bet', 100, 100)).toThrow(/CHECK/);
    expect(() => insert('win', -100, 0)).toThrow(/CHECK/);
    expect(() => insert('deposit', 100, 100)).toThrow(/CHECK/);
  });
});
