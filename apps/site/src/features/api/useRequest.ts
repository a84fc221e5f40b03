import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

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
 *
 * The answer renders in a transition: a list of games or draws is a render long enough to be a
 * long task on a phone, which React then does in slices the browser can interrupt (a click, a
 * keystroke, a frame) and commits whole.
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
    const settle = (state: RequestState<T>) => {
      if (!controller.signal.aborted) startTransition(() => setSettled({ of: request, state }));
    };
    run(controller.signal).then(
      (value) => settle({ status: 'done', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state = settled !== null && settled.of === request ? settled.state : LOADING;
  return { state, retry };
}
