import { describe, expect, test } from 'vitest';
import { drawInterval } from './drawInterval';

describe('drawInterval', () => {
  test.each([
    [1, { unit: 'minute', count: 1 }],
    [5, { unit: 'minute', count: 5 }],
    [45, { unit: 'minute', count: 45 }],
    [60, { unit: 'hour', count: 1 }],
    [90, { unit: 'minute', count: 90 }],
    [120, { unit: 'hour', count: 2 }],
    [1440, { unit: 'day', count: 1 }],
    [2880, { unit: 'day', count: 2 }],
    [1450, { unit: 'minute', count: 1450 }],
    [1560, { unit: 'hour', count: 26 }],
  ])('%i minutes -> %o', (minutes, expected) => {
    expect(drawInterval(minutes)).toEqual(expected);
  });

  test.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    '%d minutes -> no interval',
    (m) => {
      expect(drawInterval(m)).toBeNull();
    },
  );
});
