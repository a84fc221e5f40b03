import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../data/errorMessages';
import { useSetAtom, type WritableAtom } from '../../state/jotai';

export interface MoneyAction<A extends unknown[], R> {
  /** Runs the action; the promise rejects as the action did (the forms keep what was typed). */
  run: (...args: A) => Promise<R>;
  /** The failure's message (the spec's error catalogue), shown where the member is looking. */
  error: string | null;
  clearError: () => void;
}

/** An action of a member centre form, with its failure's message for the form to show. */
export function useMoneyAction<A extends unknown[], R>(
  action: WritableAtom<null, A, Promise<R>>,
): MoneyAction<A, R> {
  const { i18n } = useLingui();
  const call = useSetAtom(action);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (...args: A): Promise<R> => {
      setError(null);
      try {
        return await call(...args);
      } catch (failure) {
        setError(errorMessage(i18n, failure));
        throw failure;
      }
    },
    [call, i18n],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, error, clearError };
}
