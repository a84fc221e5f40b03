import { useState } from 'react';
import { AccountBar, DemoBadge } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { memberInfoAtom, sessionUserAtom } from '../session/atoms';
import { accessAtom } from './access';
import { StyledAccount } from './AccountBarContainer.styles';
import { refreshBalanceAtom, shownBalanceAtom } from './balance';
import { accountDialogAtom } from './dialogs';
import { useProtectedAction } from './useProtectedAction';

/**
 * The header's logged-in bar, wired to the session, the member info and the wallet. A chunk of its
 * own: only a logged-in member needs it.
 */
export function AccountBarContainer() {
  const user = useAtomValue(sessionUserAtom);
  const member = useAtomValue(memberInfoAtom);
  const access = useAtomValue(accessAtom);
  const balance = useAtomValue(shownBalanceAtom);
  const refreshBalance = useSetAtom(refreshBalanceAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const guard = useProtectedAction();
  const [refreshing, setRefreshing] = useState(false);
  if (!user) return null;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshBalance();
    } finally {
      setRefreshing(false);
    }
  };
  // The member and agent centres are overlays of their own that are not part of the site yet:
  // their entries stay hidden (deposit, withdraw, mailbox, agent center). My Account always shows;
  // the guard answers a trial account with the real-account warning.
  const myAccount = () => guard(() => undefined);

  return (
    <StyledAccount>
      {access.trial && <DemoBadge />}
      <AccountBar
        nickname={member?.nickname ?? user.username}
        memberId={member?.id ?? user.customerId}
        clubLabel={member?.clubLabel ?? null}
        isAgent={false}
        memberCentreAvailable={false}
        balance={balance ?? 0}
        balanceRefreshing={refreshing || balance === null}
        onRefreshBalance={refresh}
        {...(member?.currencySymbol ? { currency: member.currencySymbol } : {})}
        onMyAccount={myAccount}
        onSignOut={() => openDialog({ kind: 'logout' })}
      />
    </StyledAccount>
  );
}
