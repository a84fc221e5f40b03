import { afterEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './loadChunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  test('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  test('a failed import becomes a ChunkLoadError', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  test('an import slower than 120000 ms rejects with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const settled = pending.catch((e: unknown) => e);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });
});
