import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAtomValue, useSetAtom, useStore } from '../../state/jotai';
import { loadApi } from '../api/client';
import { endSessionAtom, loadMemberInfoAtom } from '../session/actions';
import { sessionAtom } from '../session/atoms';
import { AfterLoginNotices } from './AfterLoginNotices';
import { accountDialogAtom, afterLoginDialogAtom, loginNoticeAtom } from './dialogs';

/**
 * Keeps the tab's session in step with the others and with the server: a logout in any tab, or a
 * call answered "session expired" in any tab, ends it here too (the api package's session
 * channel). A stored session loads its member on start, and a forced change left pending (a reload
 * in the middle of it) comes back before anything else. The after-login notices show from here.
 */
export function SessionSync() {
  const store = useStore();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const loadMember = useSetAtom(loadMemberInfoAtom);
  const loggedIn = session !== null;
  const mustChange = session?.mustChangePassword === true;

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void loadApi().then((api) => {
      if (stopped) return;
      unsubscribe = api.subscribeSessionExpiry((reason) => {
        if (store.get(sessionAtom) === null) return;
        store.set(endSessionAtom);
        store.set(afterLoginDialogAtom, false);
        if (reason === 'expired') {
          store.set(loginNoticeAtom, 'sessionExpired');
          store.set(accountDialogAtom, { kind: 'login' });
        } else {
          store.set(accountDialogAtom, null);
          void navigate('/');
        }
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [store, navigate]);

  useEffect(() => {
    if (loggedIn) void loadMember();
  }, [loggedIn, loadMember]);

  useEffect(() => {
    if (mustChange && store.get(accountDialogAtom)?.kind !== 'forcedChange') {
      store.set(accountDialogAtom, { kind: 'forcedChange', reason: 'required' });
    }
  }, [mustChange, store]);

  return <AfterLoginNotices />;
}
