import type { Database } from '../db';
import { settleContracts } from './settlement';

/**
 * Every minute: the daily and hourly periods settle within a minute of their end, and the real-time
 * salary every 5 minutes as the spec says (its periods are five minutes long).
 */
export const CONTRACT_SETTLE_EVERY_MS = 60_000;

/**
 * Runs settlement now and then every `everyMs` until the answered stop is called. unref'd: it never
 * keeps the process alive on its own.
 */
export function startContractSettlement(
  db: Database,
  {
    everyMs = CONTRACT_SETTLE_EVERY_MS,
    now = Date.now,
    onError = (error: unknown) => console.error('lobby sandbox: settling contracts failed:', error),
  }: { everyMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
): () => void {
  const run = () => {
    try {
      settleContracts(db, now());
    } catch (error) {
      onError(error);
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
