import { describe, expect, test } from 'vitest';
import { PROFIT_MAX_DAYS } from '@lobby/core';
import { profitRangeOf } from './ProfitPage';

describe('the profit and loss range', () => {
  test('a range within the limit is kept', () => {
    expect(profitRangeOf({ from: '2026-11-01', to: '2026-11-26' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
    });
  });

  test('a longer one keeps its end and starts PROFIT_MAX_DAYS - 1 days before it', () => {
    const range = profitRangeOf({ from: '2025-01-01', to: '2026-11-26' });
    expect(range.to).toBe('2026-11-26');
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
    expect(days).toBe(PROFIT_MAX_DAYS);
  });

  test('ends given the wrong way round are swapped', () => {
    expect(profitRangeOf({ from: '2026-11-26', to: '2026-11-20' })).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
  });
});
