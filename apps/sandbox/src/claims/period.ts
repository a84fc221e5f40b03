/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

export interface Period {
  /** yyyy-MM-dd: the key of a day's claims. */
  key: string;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive: when the next period starts. */
  to: number;
}

/**
 * The day `now` falls in. Missions and the rebate run per merchant day; the sandbox's merchants
 * all keep UTC days, so a period is a UTC day (the pages say so).
 */
export function dayOf(now: number): Period {
  const from = Math.floor(now / DAY_MS) * DAY_MS;
  return { key: new Date(from).toISOString().slice(0, 10), from, to: from + DAY_MS };
}
