import { describe, expect, test } from 'vitest';
import { parseRebate } from './rebate';

describe('parseRebate', () => {
  test('a percent becomes basis points without float error', () => {
    expect(parseRebate('1.5', 200)).toEqual({ ok: true, bp: 150 });
    expect(parseRebate(' 0.07 % ', 200)).toEqual({ ok: true, bp: 7 });
    expect(parseRebate('0', 0)).toEqual({ ok: true, bp: 0 });
    expect(parseRebate('1,25', 200)).toEqual({ ok: true, bp: 125 });
  });

  test("up to the agent's own rate, not a hundredth more", () => {
    expect(parseRebate('2', 200)).toEqual({ ok: true, bp: 200 });
    expect(parseRebate('2.01', 200)).toEqual({ ok: false, problem: 'aboveOwn' });
  });

  test('at most 2 decimals; anything else is not a percent', () => {
    expect(parseRebate('1.555', 200)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseRebate('1,555', 200)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseRebate('-1', 200)).toEqual({ ok: false, problem: 'format' });
    expect(parseRebate('', 200)).toEqual({ ok: false, problem: 'format' });
  });
});
