import { useCallback } from 'react';
import { guardProtectedAction } from '@lobby/core';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { sessionAtom } from '../session/session.atoms';
import { accountDialogAtom } from './dialogs.atoms';

/**
 * The guard every protected action goes through (doc 1 §5, doc 2 §5): a visitor gets the login
 * popup, a trial account the "a real account is needed" warning, and in both cases the action
 * does not run.
 */
export function useProtectedAction(): (action: () => void) => void {
  const session = useAtomValue(sessionAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  return useCallback(
    (action: () => void) => {
      const verdict = guardProtectedAction({
        hasToken: session !== null,
        isAgent: session?.user.type ?? null,
      });
      if (verdict === 'login') openDialog({ kind: 'login' });
      else if (verdict === 'realAccountNeeded') openDialog({ kind: 'realAccountNeeded' });
      else action();
    },
    [session, openDialog],
  );
}
