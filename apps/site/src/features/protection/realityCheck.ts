// The reality check's clock (RG-05): it runs from the server's session start, so a reload, another
// tab or a slow device clock neither resets nor shifts it. All times here are the server's, epoch ms.

/** The rounds of `intervalMs` completed since `startedAt` at `now` (0 before the first is due). */
export function roundAt(startedAt: number, intervalMs: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / intervalMs));
}

export interface CheckPlan {
  /** Which check this is: the k of startedAt + k * interval. */
  round: number;
  /** When it is due (server time); at or before `now` means at once. */
  at: number;
}

/**
 * The next reality check: a round already due that the player has not acknowledged (the page was
 * reloaded while it was open, or it came due while the tab slept) shows at once; otherwise the
 * next boundary after both the present and the last acknowledged round.
 */
export function nextCheck(
  startedAt: number,
  intervalMs: number,
  now: number,
  acknowledged: number,
): CheckPlan {
  const current = roundAt(startedAt, intervalMs, now);
  if (current >= 1 && current > acknowledged) return { round: current, at: now };
  const round = Math.max(current, acknowledged) + 1;
  return { round, at: startedAt + round * intervalMs };
}

/** Where the last acknowledged round of a session is kept, so a reload does not ask again. */
const STORAGE_KEY = 'lobby.realityCheck';

/** The last round the player acknowledged in the session that started at `startedAt`. */
export function readAcknowledged(startedAt: number): number {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (
      typeof stored === 'object' &&
      stored !== null &&
      (stored as { startedAt?: unknown }).startedAt === startedAt
    ) {
      const round = (stored as { round?: unknown }).round;
      return typeof round === 'number' ? round : 0;
    }
  } catch {
    // Storage refused or unreadable: the check asks again, which is the safe side.
  }
  return 0;
}

export function writeAcknowledged(startedAt: number, round: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ startedAt, round }));
  } catch {
    // Storage refused: the acknowledgement holds for this page only.
  }
}
