import { describe, expect, it } from 'vitest';
import { breakEnd, periodEnd, periodStart } from './protection';

const at = (iso: string): number => Date.parse(iso);

describe('limit periods (UTC)', () => {
  it('a day runs midnight to midnight', () => {
    const now = at('2026-11-26T23:59:59.999Z');
    expect(periodStart('day', now)).toBe(at('2026-11-26T00:00:00Z'));
    expect(periodEnd('day', now)).toBe(at('2026-11-27T00:00:00Z'));
  });

  it('a week starts on Monday, Sunday included in the week before', () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    expect(periodStart('week', at('2026-11-29T12:00:00Z'))).toBe(at('2026-11-23T00:00:00Z'));
    expect(periodStart('week', at('2026-11-30T00:00:00Z'))).toBe(at('2026-11-30T00:00:00Z'));
    expect(periodEnd('week', at('2026-11-29T12:00:00Z'))).toBe(at('2026-11-30T00:00:00Z'));
  });

  it('a month ends on the first of the next, across the year', () => {
    expect(periodStart('month', at('2026-12-31T18:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'));
    expect(periodEnd('month', at('2026-12-31T18:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });
});

describe('break ends', () => {
  const now = at('2026-08-31T10:00:00Z');

  it('time-outs are fixed durations', () => {
    expect(breakEnd('24h', now)).toBe(at('2026-09-01T10:00:00Z'));
    expect(breakEnd('7d', now)).toBe(at('2026-09-07T10:00:00Z'));
    expect(breakEnd('30d', now)).toBe(at('2026-09-30T10:00:00Z'));
  });

  it('exclusions are calendar months, clamped to the month end, or permanent', () => {
    expect(breakEnd('6m', now)).toBe(at('2027-02-28T10:00:00Z'));
    expect(breakEnd('1y', at('2028-02-29T00:00:00Z'))).toBe(at('2029-02-28T00:00:00Z'));
    expect(breakEnd('5y', now)).toBe(at('2031-08-31T10:00:00Z'));
    expect(breakEnd('permanent', now)).toBeNull();
  });
});
