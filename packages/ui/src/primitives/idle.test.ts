import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onIdle', () => {
  it('hands the task to the idle callback with the latest time it may wait', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = onIdle(task, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer, which cancelling stops', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    onIdle(task);
    vi.advanceTimersByTime(60);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    onIdle(other)();
    vi.advanceTimersByTime(60);
    expect(other).not.toHaveBeenCalled();
  });
});
