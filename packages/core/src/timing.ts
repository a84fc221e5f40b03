/**
 * Time rules as pure functions of a clock reading: callers pass `now` (Date.now() or a test's
 * fake), so the rules are table-tested without timers.
 */

export interface Throttle {
  /** True, and starts a new interval, when `now` is at least the interval after the last pass. */
  tryPass(now: number): boolean;
  /** Forgets the last pass: the next call passes. */
  reset(): void;
}

/**
 * A time gate: at most one pass per `intervalMs` (spec: SMS send and captcha refresh once per
 * 1000 ms). Attempts inside the interval are dropped, not queued, and do not extend it.
 */
export function createThrottle(intervalMs: number): Throttle {
  let lastPass = Number.NEGATIVE_INFINITY;
  return {
    tryPass(now) {
      if (now - lastPass < intervalMs) return false;
      lastPass = now;
      return true;
    },
    reset() {
      lastPass = Number.NEGATIVE_INFINITY;
    },
  };
}

/**
 * Whole seconds left until `endsAt` (both in ms), rounded up so the display reaches 0 only when
 * time is up; never negative.
 */
export function countdownRemaining(endsAt: number, now: number): number {
  if (!Number.isFinite(endsAt) || !Number.isFinite(now)) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
