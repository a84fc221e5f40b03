import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type RequestState<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

interface Settled<T> {
  /** The request (key and attempt) this answer belongs to. */
  of: string;
  state: RequestState<T>;
}

const LOADING = { status: 'loading' } as const;

/**
 * One call's state for a key: loading until the answer for that very key arrives, so a slow answer
 * for a previous key (another game) is never shown. A new key aborts the call under way; `retry`
 * calls again for the same key. A null key waits (what the call needs is not known yet).
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = key === null ? null : `${attempt}:${key}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted)
          setSettled({ of: request, state: { status: 'done', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled({ of: request, state: { status: 'failed', error } });
        }
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state = settled !== null && settled.of === request ? settled.state : LOADING;
  return { state, retry };
}
