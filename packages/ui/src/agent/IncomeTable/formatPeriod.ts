const DAY_MS = 86_400_000;

/**
 * A settlement period (epoch ms, `to` exclusive) as the page's language writes a range. Whole UTC
 * days (a day, week, half month or month: contracts settle in UTC) show as dates, the last day
 * included; an hour or five minutes shows its start and end times.
 */
export function formatPeriod(from: number, to: number, lang: string | undefined): string {
  const wholeDays = from % DAY_MS === 0 && to % DAY_MS === 0 && to > from;
  const format = wholeDays
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })
    : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const end = wholeDays ? to - DAY_MS : to;
  if (!Number.isFinite(from) || !Number.isFinite(end)) return '—';
  return end === from ? format.format(from) : format.formatRange(from, end);
}
