import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../constants';
import type { GameType } from '../constants';
import {
  CATCH_TABLE,
  ChoiceError,
  GAME_STYLES,
  JACKPOT_REELS,
  NUMBER_PAYS,
  NUMBER_POOL,
  PICK_PAY,
  SLOT_REELS,
  STAKES,
  playRound,
  reelPay,
  winOf,
} from './engine';
import type { RandomInt, ReelTable } from './engine';

/** A RandomInt that plays back fixed rolls, and fails the test if a roll is out of range. */
function rolls(...values: number[]): RandomInt {
  return (max) => {
    const next = values.shift();
    if (next === undefined || next < 0 || next >= max)
      throw new Error(`Bad roll ${next} of ${max}`);
    return next;
  };
}

/** The exact expected pay of a reel table (hundredths of the stake), over every line. */
function reelReturn(table: ReelTable): number {
  const entries = Object.entries(table.weights);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let expected = 0;
  for (const [a, wa] of entries) {
    for (const [b, wb] of entries) {
      for (const [c, wc] of entries) {
        expected += ((wa * wb * wc) / total ** 3) * reelPay(table, [a, b, c]);
      }
    }
  }
  return expected / 100;
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

describe('return to player', () => {
  it('slots: 8,810 / 9,261 (about 95.1%), counted over all 9,261 lines', () => {
    expect(reelReturn(SLOT_REELS)).toBeCloseTo(8810 / 9261, 12);
  });

  it('jackpot slots: 10,120.5 / 10,648 (about 95.0%)', () => {
    expect(reelReturn(JACKPOT_REELS)).toBeCloseTo(10120.5 / 10648, 12);
  });

  it('a pick pays 1.90× on one of two even sides: exactly 95%', () => {
    expect(PICK_PAY / 100 / 2).toBe(0.95);
  });

  it('numbers: 3 of 10 drawn against 3 picked, hypergeometric: exactly 95%', () => {
    const lines = choose(NUMBER_POOL, 3);
    let expected = 0;
    for (let k = 0; k <= 3; k++) {
      expected += ((choose(3, k) * choose(NUMBER_POOL - 3, 3 - k)) / lines) * (NUMBER_PAYS[k] ?? 0);
    }
    expect(expected / 100).toBeCloseTo(0.95, 12);
  });

  it('fishing: the weighted prizes return exactly 95%', () => {
    const total = CATCH_TABLE.reduce((sum, row) => sum + row.weight, 0);
    const expected = CATCH_TABLE.reduce((sum, row) => sum + row.weight * row.pay, 0) / total;
    expect(expected / 100).toBe(0.95);
  });

  it('the crypto draws land near 95% over 20,000 rounds (pick and catch)', () => {
    // A check of the wiring with a wide margin (over 5 standard deviations for these two kinds);
    // the exact figures are the tests above.
    for (const type of ['LIVE', 'FISH'] as const) {
      let paid = 0;
      const rounds = 20_000;
      for (let i = 0; i < rounds; i++) paid += playRound(type, { side: i % 2 }).pay;
      expect(paid / rounds / 100, type).toBeGreaterThan(0.88);
      expect(paid / rounds / 100, type).toBeLessThan(1.02);
    }
  });
});

describe('playRound', () => {
  it('reels: the rolls pick symbols by weight; three sevens pay 400×', () => {
    // cherry 0-5, lemon 6-10, plum 11-14, bell 15-17, bar 18-19, seven 20
    const round = playRound('RNG', {}, rolls(20, 20, 20));
    expect(round.outcome).toEqual({ kind: 'reels', symbols: ['seven', 'seven', 'seven'] });
    expect(round.pay).toBe(40000);
    expect(round.summary).toBe('Seven · Seven · Seven');
  });

  it('reels: two cherries pay 2×, a cherry and a lemon nothing', () => {
    expect(playRound('RNG', {}, rolls(0, 6, 5)).pay).toBe(200);
    expect(playRound('RNG', {}, rolls(0, 6, 11)).pay).toBe(0);
  });

  it('jackpot: three stars pay 1000×', () => {
    const round = playRound('JACKPOT', {}, rolls(21, 21, 21));
    expect(round.outcome).toEqual({ kind: 'reels', symbols: ['star', 'star', 'star'] });
    expect(round.pay).toBe(100000);
  });

  it('pick: the chosen side wins 1.90×, the other loses; the words are the type’s', () => {
    expect(playRound('LIVE', { side: 1 }, rolls(1))).toEqual({
      outcome: { kind: 'pick', side: 1, winner: 1 },
      pay: 190,
      summary: 'Banker wins',
    });
    expect(playRound('COCKFIGHT', { side: 1 }, rolls(0))).toMatchObject({
      pay: 0,
      summary: 'Meron wins the fight',
    });
  });

  it('numbers: draws distinct numbers and counts the matches', () => {
    // The shuffle swaps ball 1 with ball 3, then leaves balls 2 and 1 in place: 3, 2, 1 drawn.
    expect(playRound('LOTTERY', { numbers: [3, 1, 7] }, rolls(2, 0, 0))).toEqual({
      outcome: { kind: 'numbers', picked: [1, 3, 7], drawn: [1, 2, 3], matches: 2 },
      pay: 300,
      summary: 'Drawn 1, 2, 3: 2 matches',
    });
    expect(playRound('LOTTERY', { numbers: [1, 2, 3] }, rolls(2, 0, 0)).pay).toBe(5100);
    expect(playRound('LOTTERY', { numbers: [4, 5, 6] }, rolls(2, 0, 0)).pay).toBe(0);
  });

  it('catch: the roll lands in the weighted table', () => {
    expect(playRound('FISH', {}, rolls(0)).outcome).toEqual({ kind: 'catch', prize: 'none' });
    expect(playRound('FISH', {}, rolls(99))).toMatchObject({
      outcome: { kind: 'catch', prize: 'boss' },
      pay: 1100,
      summary: 'You caught the golden shark',
    });
  });

  it.each([
    ['LIVE', {}],
    ['SPORTS', { side: 2 }],
    ['LOTTERY', {}],
    ['LOTTERY', { numbers: [1, 2] }],
    ['LOTTERY', { numbers: [1, 1, 2] }],
    ['LOTTERY', { numbers: [0, 1, 2] }],
    ['LOTTERY', { numbers: [1, 2, 11] }],
    ['LOTTERY', { numbers: [1, 2, 2.5] }],
  ] as const)('%s refuses the choice %j', (type, choice) => {
    expect(() => playRound(type as GameType, choice, rolls(0, 0, 0))).toThrow(ChoiceError);
  });

  it('every game type has a kind, words and a round', () => {
    for (const type of GAME_TYPES) {
      const style = GAME_STYLES[type];
      expect(style.label, type).not.toBe('');
      expect(style.action, type).not.toBe('');
      if (style.kind === 'pick') expect(style.choice?.sides, type).toHaveLength(2);
      const round = playRound(type, { side: 0, numbers: [1, 2, 3] });
      expect(round.summary, type).not.toBe('');
    }
  });
});

describe('winOf', () => {
  it('is an exact integer for every stake and pay', () => {
    const pays = [
      PICK_PAY,
      ...NUMBER_PAYS,
      ...CATCH_TABLE.map((row) => row.pay),
      ...Object.values(JACKPOT_REELS.three),
      ...Object.values(JACKPOT_REELS.pair),
    ];
    for (const stake of STAKES) {
      for (const pay of pays) expect(Number.isSafeInteger(winOf(stake, pay))).toBe(true);
    }
    expect(winOf(500, 190)).toBe(950);
  });
});
