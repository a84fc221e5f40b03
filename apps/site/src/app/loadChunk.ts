/** The spec's chunk load timeout (doc 1 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's script did not arrive: missing (a deploy during the visit) or too slow. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: 'missing' | 'timeout';

  constructor(reason: 'missing' | 'timeout', options?: { cause?: unknown }) {
    super(`Loading a chunk failed: ${reason}`, options);
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * A lazy import that rejects with a ChunkLoadError when it fails or takes longer than `timeout`.
 * It resolves in a task after the one that evaluated the chunk: what waits for a chunk (a render,
 * the calls queued for the API) would otherwise run in the same task, and a chunk's evaluation is
 * long enough on a phone without them (docs/benchmarks.md, total blocking time).
 */
export function loadChunk<T>(load: () => Promise<T>, timeout = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeout);
    load().then(
      (module) => {
        clearTimeout(timer);
        setTimeout(() => resolve(module), 0);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing', { cause }));
      },
    );
  });
}
