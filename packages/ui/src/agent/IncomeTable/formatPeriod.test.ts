import { expect, test } from 'vitest';
import { formatPeriod } from './formatPeriod';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

test('one UTC day is that date alone', () => {
  expect(formatPeriod(day('2026-11-25'), day('2026-11-26'), 'en')).toBe('Nov 25, 2026');
});

test('a week names its first and its last day, not the next one', () => {
  // Intl puts thin spaces around the dash.
  expect(formatPeriod(day('2026-11-16'), day('2026-11-23'), 'en')).toMatch(/^Nov 16\s–\s22, 2026$/);
});

test('an hour shows the times it starts and ends', () => {
  const from = Date.parse('2026-11-25T10:00:00Z');
  const text = formatPeriod(from, from + 3_600_000, 'en');
  // In the test's own time zone: the day once, then two times (a shared AM/PM may come last).
  expect(text).toMatch(/^\w{3} \d{1,2}, 2026, \d{1,2}:00(\s[AP]M)?\s–\s\d{1,2}:00\s[AP]M$/);
});
