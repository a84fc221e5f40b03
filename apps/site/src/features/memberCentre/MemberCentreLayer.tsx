import { Suspense, useEffect } from 'react';
import { guardProtectedAction } from '@lobby/core';
import { lazyComponent } from '../../app/lazyComponent';
import { sessionScopeAtom } from '../../data/query';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { sessionAtom } from '../session/session.atoms';
import { permissionAtom } from '../system/system.atoms';
import { watchedDepositsAtom } from './deposit.atoms';
import { memberCentreEnabledAtom } from './memberCentre.atoms';
import { useClaimCounts } from './useClaimCounts';
import { useMemberCentre } from './useMemberCentre';

// The overlay and each of its pages are chunks of their own, fetched when the address asks.
const MemberCentreHost = lazyComponent(() => import('./MemberCentreHost'), 'MemberCentreHost');
// Mounted once the session has made a deposit here, and kept: it tells the deposit's arrival.
const DepositWatch = lazyComponent(() => import('./DepositWatch'), 'DepositWatch');
// Mounted while a member (not a trial account) is logged in, one per session: it keeps the unread
// count fresh and toasts what arrives.
const InboxWatch = lazyComponent(() => import('./InboxWatch'), 'InboxWatch');

/**
 * The member centre over the screen when the address asks for it (`?member=<page>`), once its guard
 * allows (doc 2 §5): a visitor gets the login popup, a trial account the real-account warning, and
 * a brand without the member centre the warning that it is not available; in each case the address
 * drops the overlay. The guard runs here, on every way in: a header button, a link, a reload.
 */
export function MemberCentreLayer() {
  const { page, close } = useMemberCentre();
  const session = useAtomValue(sessionAtom);
  const configured = useAtomValue(permissionAtom) !== null;
  const enabled = useAtomValue(memberCentreEnabledAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const watching = useAtomValue(watchedDepositsAtom).length > 0;
  const sessionScope = useAtomValue(sessionScopeAtom);
  const isMember =
    session !== null &&
    guardProtectedAction({ hasToken: true, isAgent: session.user.type }) === 'allow';
  const verdict =
    page === null
      ? null
      : guardProtectedAction({ hasToken: session !== null, isAgent: session?.user.type ?? null });

  useEffect(() => {
    if (verdict === null) return;
    // A session just ended by a break or the session-time limit keeps its notice (issue 30).
    if (verdict === 'login')
      openDialog((open) => (open?.kind === 'protection' ? open : { kind: 'login' }));
    else if (verdict === 'realAccountNeeded') openDialog({ kind: 'realAccountNeeded' });
    // The brand's switch is known once the configuration has answered.
    else if (configured && !enabled) openDialog({ kind: 'memberCentreOff' });
    else return;
    close();
  }, [verdict, configured, enabled, openDialog, close]);

  const showOverlay = page !== null && verdict === 'allow' && enabled;
  // Red badges: rewards to claim and missions to claim.
  const claimCounts = useClaimCounts(showOverlay);
  return (
    <>
      <Suspense fallback={null}>{watching && <DepositWatch />}</Suspense>
      <Suspense fallback={null}>{isMember && <InboxWatch key={sessionScope} />}</Suspense>
      <Suspense fallback={null}>
        {showOverlay && <MemberCentreHost page={page} counts={{ ...claimCounts }} />}
      </Suspense>
    </>
  );
}
