import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@lobby/core';
import { lazyComponent } from '../../app/lazyComponent';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { sessionAtom } from '../session/session.atoms';
import { accountDialogAtom } from './dialogs.atoms';

// Only a session needs keeping in step; visitors never load it.
const SessionSync = lazyComponent(() => import('./SessionSync'), 'SessionSync');
// The account dialogs, each opened on demand (docs/quality.md: every dialog lazy-loaded).
const AccountDialogHost = lazyComponent(() => import('./AccountDialogHost'), 'AccountDialogHost');

/**
 * The account layer of the shell: the session kept in step across tabs, the dialog the route asks
 * for (/login, /register) and whichever account dialog is open, its code fetched only then.
 */
export function AccountLayer() {
  const location = useLocation();
  const dialog = useAtomValue(accountDialogAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const routeDialog = matchRoute(location.pathname)?.dialog ?? null;

  useEffect(() => {
    if (routeDialog !== null && !loggedIn) openDialog({ kind: routeDialog });
  }, [routeDialog, loggedIn, openDialog]);

  return (
    <Suspense fallback={null}>
      {loggedIn && <SessionSync />}
      {dialog !== null && <AccountDialogHost />}
    </Suspense>
  );
}
