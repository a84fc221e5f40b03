import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint, onIdle, settleInTurns } from './idle';

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

describe('afterNextPaint', () => {
  it('runs the task after the next frame has been painted, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const task = vi.fn();
    afterNextPaint(task);
    expect(frames).toHaveLength(1);
    frames[0]!(16);
    // The frame callback runs before the paint: the task waits for the task after it.
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    // Run once only: the no-frame fallback is cleared.
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs without a frame after 100 ms (a hidden tab), and not once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    afterNextPaint(other)();
    vi.advanceTimersByTime(200);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('nextPaint', () => {
  it('resolves after the next frame has been painted, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let resolved = false;
    void nextPaint().then(() => {
      resolved = true;
    });
    frames[0]!(16);
    await Promise.resolve();
    expect(resolved).toBe(false);
    vi.advanceTimersByTime(0);
    await Promise.resolve();
    expect(resolved).toBe(true);
  });
});

describe('settleInTurns', () => {
  it('starts each job in a task of its own, in order: a job’s own follow-up runs before the next starts', async () => {
    const log: string[] = [];
    const job = (name: string) => () => {
      log.push(`start ${name}`);
      // Work a started call leaves for the end of its task (ky's options, the fetch).
      queueMicrotask(() => log.push(`then ${name}`));
      return Promise.resolve(name);
    };
    const settled = settleInTurns([job('a'), job('b'), job('c')]);
    // Nothing starts in the caller's task.
    expect(log).toEqual([]);
    await settled;
    expect(log).toEqual(['start a', 'then a', 'start b', 'then b', 'start c', 'then c']);
  });

  it('settles like Promise.allSettled, a job that throws included', async () => {
    const results = await settleInTurns<string>([
      () => Promise.resolve('ok'),
      () => Promise.reject(new Error('answered with an error')),
      () => {
        throw new Error('failed to start');
      },
    ]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 'ok' },
      { status: 'rejected', reason: new Error('answered with an error') },
      { status: 'rejected', reason: new Error('failed to start') },
    ]);
  });
});
