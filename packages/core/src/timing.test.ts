import { describe, expect, test } from 'vitest';
import { countdownRemaining, createThrottle } from './timing';

describe('createThrottle (once per 1000 ms)', () => {
  test('passes the first call, drops calls inside the interval, passes again after it', () => {
    const gate = createThrottle(1000);
    expect(gate.tryPass(5000)).toBe(true);
    expect(gate.tryPass(5001)).toBe(false);
    expect(gate.tryPass(5999)).toBe(false);
    expect(gate.tryPass(6000)).toBe(true);
    expect(gate.tryPass(6500)).toBe(false);
  });

  test('dropped calls do not extend the interval', () => {
    const gate = createThrottle(1000);
    gate.tryPass(0);
    for (let t = 100; t < 1000; t += 100) gate.tryPass(t);
    expect(gate.tryPass(1000)).toBe(true);
  });

  test('reset lets the next call through', () => {
    const gate = createThrottle(1000);
    gate.tryPass(0);
    gate.reset();
    expect(gate.tryPass(1)).toBe(true);
  });
});

describe('countdownRemaining', () => {
  test.each([
    [60_000, 0, 60],
    [60_000, 1, 60],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 90_000, 0],
    [Number.NaN, 0, 0],
  ])('ends at %d, now %d: %d s left', (endsAt, now, left) => {
    expect(countdownRemaining(endsAt, now)).toBe(left);
  });
});
