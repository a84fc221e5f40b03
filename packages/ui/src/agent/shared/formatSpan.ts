const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang ?? ''}|${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    // Periods are UTC (core's periodOf): shown in UTC so a day is the day the sandbox settled.
    found = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      ...(withTime && { timeStyle: 'short' }),
      timeZone: 'UTC',
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A settlement period (`to` exclusive) as the language writes it: whole days as a date range
 * ("Nov 16 – 22, 2026"), one day as its date, an hour or five minutes as times of their day.
 */
export function formatSpan(span: { from: number; to: number }, lang?: string): string {
  // Hours and five minutes are shorter than a day; every other period is whole days.
  const byTime = span.to - span.from < DAY_MS;
  const dates = formatter(lang, byTime);
  // The last day a day-long period covers is the day before its exclusive end.
  const last = byTime ? span.to : span.to - 1;
  if (!byTime && last - span.from < DAY_MS) return dates.format(span.from);
  return dates.formatRange(span.from, last);
}

/** An epoch-ms moment in the language's words, in the viewer's own time zone. */
export function formatMoment(at: number, lang?: string): string {
  let found = formatters.get(`moment|${lang ?? ''}`);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(`moment|${lang ?? ''}`, found);
  }
  return found.format(at);
}
