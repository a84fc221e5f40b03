import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db';
import { CONTRACT_SETTLE_EVERY_MS, startContractSettlement } from './scheduler';

// The job itself is settlement.ts's (tested there); this proves when it runs and that it stops.

vi.mock('./settlement', () => ({ settleContracts: vi.fn() }));
const { settleContracts } = await import('./settlement');
const db = {} as Database;

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(settleContracts).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('startContractSettlement', () => {
  it('settles at once, then every minute, until stopped', () => {
    let now = 1_000;
    const stop = startContractSettlement(db, { now: () => now });
    expect(vi.mocked(settleContracts).mock.calls).toEqual([[db, 1_000]]);
    now = 2_000;
    vi.advanceTimersByTime(CONTRACT_SETTLE_EVERY_MS);
    expect(vi.mocked(settleContracts)).toHaveBeenLastCalledWith(db, 2_000);
    stop();
    vi.advanceTimersByTime(10 * CONTRACT_SETTLE_EVERY_MS);
    expect(vi.mocked(settleContracts)).toHaveBeenCalledTimes(2);
  });

  it('reports a failed run and keeps running', () => {
    const errors: unknown[] = [];
    vi.mocked(settleContracts).mockImplementationOnce(() => {
      throw new Error('locked');
    });
    const stop = startContractSettlement(db, { onError: (error) => errors.push(error) });
    vi.advanceTimersByTime(CONTRACT_SETTLE_EVERY_MS);
    stop();
    expect(errors).toHaveLength(1);
    expect(vi.mocked(settleContracts)).toHaveBeenCalledTimes(2);
  });
});
