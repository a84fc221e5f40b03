import { useRef, useState } from 'react';

/**
 * One request at a time, busy while the caller's promise runs (or while `busy` says so). A
 * rejection is swallowed: the caller turns it into the `error` prop, and the form keeps its values.
 */
export function usePending<T>(
  action: ((values: T) => unknown) | undefined,
  busy = false,
): { pending: boolean; run: (values: T) => void } {
  const [own, setOwn] = useState(false);
  const running = useRef(false);
  const run = (values: T) => {
    if (running.current || busy || !action) return;
    running.current = true;
    setOwn(true);
    void (async () => {
      try {
        await action(values);
      } catch {
        // Shown by the caller as `error`.
      } finally {
        running.current = false;
        setOwn(false);
      }
    })();
  };
  return { pending: own || busy, run };
}
