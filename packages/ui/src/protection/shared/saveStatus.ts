import { useRef, useState } from 'react';

/** Where one save stands: its failure carries the message to show. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string | null };

/**
 * One save at a time, with its outcome kept for the form to show: saving, saved, or failed with
 * the thrown Error's message (null when it had none; the caller's `error` prop or a general
 * message then speaks). What was typed is the form's and is never cleared here.
 */
export function useSaveStatus(): {
  status: SaveStatus;
  save: (action: () => unknown) => Promise<boolean>;
  reset: () => void;
} {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const running = useRef(false);
  const save = async (action: () => unknown) => {
    if (running.current) return false;
    running.current = true;
    setStatus({ state: 'saving' });
    try {
      await action();
      setStatus({ state: 'saved' });
      return true;
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : null;
      setStatus({ state: 'failed', message });
      return false;
    } finally {
      running.current = false;
    }
  };
  return { status, save, reset: () => setStatus({ state: 'idle' }) };
}
