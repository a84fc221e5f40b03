import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { insertMember } from '../store/members';
import { balanceOf, listTransactions } from '../store/wallet';
import { seededDatabase } from '../test/database';
import { creditBonus } from './bonus';

describe('creditBonus', () => {
  let db: Database;
  afterEach(() => db.close());

  function member(balance: number): number {
    return insertMember(db, {
      merchant: 'aurora',
      account: 'bonustaker',
      passwordHash: null,
      type: 0,
      balance,
      createdAt: 0,
    });
  }

  it('credits the balance and writes the bonus and its ledger row', () => {
    db = seededDatabase();
    const memberId = member(1_000);
    const { bonusId, balance } = creditBonus(db, {
      memberId,
      source: 'reward',
      sourceId: 7,
      title: 'Welcome reward',
      amount: 2_500,
      now: 50,
    });
    expect(balance).toBe(3_500);
    expect(balanceOf(db, memberId)).toBe(3_500);
    const [row] = listTransactions(db, memberId);
    expect(row).toMatchObject({
      kind: 'bonus',
      amount: 2_500,
      balanceAfter: 3_500,
      refId: bonusId,
    });
    expect(
      db.get('SELECT source, source_id AS sourceId, title FROM bonuses WHERE id = ?', [bonusId]),
    ).toEqual({ source: 'reward', sourceId: 7, title: 'Welcome reward' });
  });

  it('leaves nothing behind when the caller’s transaction fails after it', () => {
    db = seededDatabase();
    const memberId = member(0);
    expect(() =>
      db.transaction(() => {
        creditBonus(db, {
          memberId,
          source: 'mission',
          sourceId: 1,
          title: 'Slots today',
          amount: 100,
          now: 1,
        });
        throw new Error('claim already taken');
      }),
    ).toThrow('claim already taken');
    expect(balanceOf(db, memberId)).toBe(0);
    expect(listTransactions(db, memberId)).toEqual([]);
    expect(db.get('SELECT COUNT(*) AS n FROM bonuses WHERE member_id = ?', [memberId])).toEqual({
      n: 0,
    });
  });

  it('refuses a source the bonuses do not know', () => {
    db = seededDatabase();
    const memberId = member(0);
    expect(() =>
      creditBonus(db, {
        memberId,
        // @ts-expect-error: not a bonus source
        source: 'gift',
        sourceId: null,
        title: 'x',
        amount: 1,
        now: 1,
      }),
    ).toThrow(/CHECK/);
    expect(balanceOf(db, memberId)).toBe(0);
  });
});
