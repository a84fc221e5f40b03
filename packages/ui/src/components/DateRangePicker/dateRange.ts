export interface DateRange {
  /** Start date, ISO `YYYY-MM-DD`; `''` when not chosen. */
  from: string;
  /** End date, ISO `YYYY-MM-DD`; `''` when not chosen. */
  to: string;
}

export type DateRangePreset = 'today' | 'last7' | 'last30';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the user's own time zone, as `YYYY-MM-DD`. */
export function localIsoDate(date: Date = new Date()): string {
  const y = date.getFullYear().toString().padStart(4, '0');
  const m = (date.getMonth() + 1).toString().padStart(2, '0');
  const d = date.getDate().toString().padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Calendar arithmetic on ISO dates (UTC, so no daylight-saving step can skip a day). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** The range a preset stands for, ending today (both ends included). */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** True when both ends are set and the end comes before the start (ISO dates sort as text). */
export function isReversed({ from, to }: DateRange): boolean {
  return ISO_DATE.test(from) && ISO_DATE.test(to) && to < from;
}
