import { describe, expect, it } from 'vitest';
import { offsetCountdownSeconds, smsCountdownSeconds } from './smsCountdown';

describe('smsCountdownSeconds', () => {
  it.each([
    [5, {}, 300],
    [1, {}, 60],
    [0.5, {}, 30],
    [5, { socialAuth: true }, 60],
    [0, {}, 60],
    [-2, {}, 60],
    [Number.NaN, {}, 60],
    [null, {}, 60],
  ] as const)('expiredMinutes %s %o -> %i s', (minutes, options, seconds) => {
    expect(smsCountdownSeconds(minutes, options)).toBe(seconds);
  });
});

describe('offsetCountdownSeconds', () => {
  it.each([
    [300, 0, 300],
    [300, 2000, 299],
    [300, 10_000, 295],
    [60, 500_000, 1],
    [60, -100, 60],
  ])('%i s after a %i ms request starts at %i', (full, requestMs, start) => {
    expect(offsetCountdownSeconds(full, requestMs)).toBe(start);
  });
});
