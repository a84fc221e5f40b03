import { Suspense, useEffect } from 'react';
import { guardProtectedAction, isAgentCode } from '@lobby/core';
import { lazyComponent } from '../../app/lazyComponent';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { sessionAtom } from '../session/session.atoms';
import { AGENT_HOME_PATH, useAgentCentre } from './useAgentCentre';

// The overlay and each of its pages are chunks of their own, fetched when the address asks.
const AgentCentreHost = lazyComponent(() => import('./AgentCentreHost'), 'AgentCentreHost');

/**
 * The agent centre over the screen when the address asks for it (`?agent=<page>`, or /agentHome),
 * once its guard allows (doc 1 §6, doc 2 §5, §6): a visitor gets the login popup, a trial account
 * the real-account warning and any other account that is not an agent's "Non-agents cannot log
 * in"; each refusal drops the address. The server refuses the calls too (NOT_AGENT).
 */
export function AgentCentreLayer() {
  const { page, close } = useAgentCentre();
  const session = useAtomValue(sessionAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const type = session?.user.type ?? null;
  const verdict =
    page === null ? null : guardProtectedAction({ hasToken: session !== null, isAgent: type });
  const isAgent = verdict === 'allow' && type !== null && isAgentCode(type);

  useEffect(() => {
    if (verdict === null) return;
    if (verdict === 'login') {
      // A session just ended by a break or the session-time limit keeps its notice (issue 30).
      openDialog((open) => (open?.kind === 'protection' ? open : { kind: 'login' }));
      // On the agents' landing page the login is an agent-page login, which comes back here.
      if (window.location.pathname.toLowerCase() === AGENT_HOME_PATH.toLowerCase()) return;
    } else if (verdict === 'realAccountNeeded') openDialog({ kind: 'realAccountNeeded' });
    else if (!isAgent) openDialog({ kind: 'notAgent' });
    else return;
    close();
  }, [verdict, isAgent, openDialog, close]);

  return (
    <Suspense fallback={null}>
      {page !== null && isAgent && <AgentCentreHost page={page} />}
    </Suspense>
  );
}
