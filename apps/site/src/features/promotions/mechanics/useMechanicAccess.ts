import { guardProtectedAction } from '@lobby/core';
import { useAtomValue } from '../../../state/jotai';
import { sessionAtom } from '../../session/session.atoms';

/**
 * Who is looking at a mechanic: a member takes part ('allow'); a visitor is asked to log in and a
 * trial account to register (doc 2 §5). The state calls are a member's only, so only then are
 * they asked.
 */
export function useMechanicAccess(): 'allow' | 'login' | 'realAccountNeeded' {
  const session = useAtomValue(sessionAtom);
  return guardProtectedAction({ hasToken: session !== null, isAgent: session?.user.type ?? null });
}
