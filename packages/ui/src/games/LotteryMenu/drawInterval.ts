/** The unit a draw interval is written in. */
export type DrawIntervalUnit = 'minute' | 'hour' | 'day';

export interface DrawInterval {
  unit: DrawIntervalUnit;
  count: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * The largest unit that divides a draw interval evenly, so "every 1,440 minutes" reads "daily"
 * and "every 90 minutes" stays in minutes rather than "every 1.5 hours". Null when the interval is
 * not a positive whole number of minutes (the menu then shows no interval).
 */
export function drawInterval(minutes: number): DrawInterval | null {
  if (!Number.isSafeInteger(minutes) || minutes <= 0) return null;
  if (minutes % MINUTES_PER_DAY === 0) return { unit: 'day', count: minutes / MINUTES_PER_DAY };
  if (minutes % MINUTES_PER_HOUR === 0) {
    return { unit: 'hour', count: minutes / MINUTES_PER_HOUR };
  }
  return { unit: 'minute', count: minutes };
}
