const DAY_MS = 86_400_000;

/**
 * The agent calls' span from the pages' date filter: ISO days (UTC, like the records) become epoch
 * ms, `from` inclusive at the day's start and `to` exclusive at the next day's start. An empty end
 * is left out, so the server's default (everything up to now) applies.
 */
export function spanOf(range: { from: string; to: string }): { from?: number; to?: number } {
  const from = range.from ? Date.parse(`${range.from}T00:00:00Z`) : Number.NaN;
  const to = range.to ? Date.parse(`${range.to}T00:00:00Z`) + DAY_MS : Number.NaN;
  return {
    ...(Number.isFinite(from) ? { from } : {}),
    ...(Number.isFinite(to) ? { to } : {}),
  };
}
