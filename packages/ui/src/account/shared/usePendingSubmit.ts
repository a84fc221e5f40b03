import { useRef, useState } from 'react';

export interface PendingSubmit<T> {
  /** True while the caller's promise runs: the submit button shows busy. */
  pending: boolean;
  /** Runs the caller's submit unless one is already running. */
  submit: (values: T) => void;
}

/**
 * One submit at a time. A ref guards as well as the state: two Enter presses inside one frame
 * both see the old state, but not the old ref. A rejection is swallowed on purpose: the caller
 * turns it into the `error` prop, and the form keeps every typed value.
 */
export function usePendingSubmit<T>(onSubmit: (values: T) => Promise<unknown>): PendingSubmit<T> {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const submit = (values: T) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    void (async () => {
      try {
        await onSubmit(values);
      } catch {
        // Shown by the caller as `error`.
      } finally {
        running.current = false;
        setPending(false);
      }
    })();
  };
  return { pending, submit };
}
