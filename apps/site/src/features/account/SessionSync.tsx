import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, SERVER_CODES } from '@lobby/api';
import { lazyComponent } from '../../app/lazyComponent';
import { sessionScopeAtom } from '../../data/query';
import { useQuery } from '../../data/useQuery';
import { useAtomValue, useSetAtom, useStore } from '../../state/jotai';
import {
  endSessionAtom,
  followSessionEndsAtom,
  passwordChangeRequiredAtom,
} from '../session/session.actions';
import { brandAtom } from '../brand/brand.atoms';
import { realMemberAtom, sessionAtom } from '../session/session.atoms';
import { AfterLoginNotices } from './AfterLoginNotices';
import { accountDialogAtom, afterLoginDialogAtom, loginNoticeAtom } from './dialogs.atoms';
import { memberQuery } from './member.queries';

// issue 30: the reality check and the session-time limit, for a real member where the brand's
// profile offers either; a chunk of its own, one per session.
const RealityCheckWatch = lazyComponent(
  () => import('../protection/RealityCheckWatch'),
  'RealityCheckWatch',
);

/**
 * Keeps the tab's session in step with the others and with the server: a logout in any tab, or a
 * call answered "session expired" in any tab, ends it here too (the api package's session
 * channel). The member's info loads with the session (a stored one after a reload too), and a
 * forced change left pending (a reload in the middle of it) comes back before anything else. The
 * after-login notices show from here.
 */
export function SessionSync() {
  const store = useStore();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const follow = useSetAtom(followSessionEndsAtom);
  const mustChange = session?.mustChangePassword === true;
  // The header shows the session's items until it is here; a failure keeps them. A refusal until
  // the password changes (a session held to it, ADR 022) brings the forced change.
  const member = useQuery(mustChange ? null : memberQuery);
  const changeRequired =
    isApiError(member.error, 'server') &&
    member.error.failure.code === SERVER_CODES.passwordChangeRequired;
  useEffect(() => {
    if (changeRequired) store.set(passwordChangeRequiredAtom);
  }, [changeRequired, store]);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void follow((reason) => {
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
    }).then(
      (stop) => {
        if (stopped) stop();
        else unsubscribe = stop;
      },
      // Without the API's code there is no channel; the next call that works brings it.
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [store, navigate, follow]);

  useEffect(() => {
    if (mustChange && store.get(accountDialogAtom)?.kind !== 'forcedChange') {
      store.set(accountDialogAtom, { kind: 'forcedChange', reason: 'required' });
    }
  }, [mustChange, store]);

  const realMember = useAtomValue(realMemberAtom);
  const sessionScope = useAtomValue(sessionScopeAtom);
  const { tools } = useAtomValue(brandAtom).marketProfile;
  const watched = tools.includes('realityCheck') || tools.includes('sessionLimit');
  return (
    <>
      <AfterLoginNotices />
      <Suspense fallback={null}>
        {realMember && watched && !mustChange && <RealityCheckWatch key={sessionScope} />}
      </Suspense>
    </>
  );
}
