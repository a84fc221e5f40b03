import { describe, expect, test } from 'vitest';
import { formatRate, parseRate, rateText } from './rate';
import { formatSpan } from './formatSpan';

describe('rates', () => {
  test('typed percents become basis points by string, at most 2 decimals', () => {
    expect(parseRate('1.5')).toEqual({ ok: true, bp: 150 });
    expect(parseRate(' 12.05 % ')).toEqual({ ok: true, bp: 1205 });
    expect(parseRate('100')).toEqual({ ok: true, bp: 10_000 });
    expect(parseRate('0.29')).toEqual({ ok: true, bp: 29 });
    expect(parseRate('1,5')).toEqual({ ok: true, bp: 150 });
    expect(parseRate('1.255')).toEqual({ ok: false });
    expect(parseRate('-1')).toEqual({ ok: false });
    expect(parseRate('')).toEqual({ ok: false });
  });

  test('basis points read as percents with 2 decimals, and type back the same', () => {
    expect(formatRate(150, 'en')).toBe('1.50%');
    expect(formatRate(10_000, 'en')).toBe('100.00%');
    expect(rateText(1205)).toBe('12.05');
    expect(parseRate(rateText(7))).toEqual({ ok: true, bp: 7 });
  });
});

describe('formatSpan', () => {
  const day = Date.UTC(2026, 10, 23);
  test('a day is one date; a week ends on its last day, not the next one', () => {
    expect(formatSpan({ from: day, to: day + 86_400_000 }, 'en')).toBe('Nov 23, 2026');
    expect(formatSpan({ from: day, to: day + 7 * 86_400_000 }, 'en')).toMatch(
      /^Nov 23\s–\s29, 2026$/,
    );
  });

  test('an hour shows its times', () => {
    expect(formatSpan({ from: day, to: day + 3_600_000 }, 'en')).toMatch(/12:00.*1:00/);
  });
});
