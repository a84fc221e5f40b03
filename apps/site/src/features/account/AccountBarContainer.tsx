import { AccountBar, DemoBadge } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { sessionUserAtom } from '../session/session.atoms';
import { accessAtom, shownBalanceAtom } from './account.atoms';
import { StyledAccount } from './AccountBarContainer.styles';
import { accountDialogAtom } from './dialogs.atoms';
import { memberQuery, walletBalanceQuery } from './member.queries';
import { useProtectedAction } from './useProtectedAction';

/**
 * The header's logged-in bar, wired to the session, the member info and the wallet. A chunk of its
 * own: only a logged-in member needs it.
 */
export function AccountBarContainer() {
  const user = useAtomValue(sessionUserAtom);
  const member = useQuery(memberQuery, { enabled: false }).data;
  // Asked when the member clicks the balance (or reported by a game), not on every page.
  const wallet = useQuery(walletBalanceQuery, { enabled: false });
  const access = useAtomValue(accessAtom);
  const balance = useAtomValue(shownBalanceAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const guard = useProtectedAction();
  if (!user) return null;
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
        balanceRefreshing={wallet.fetching || balance === null}
        onRefreshBalance={wallet.refetch}
        {...(member?.currencySymbol ? { currency: member.currencySymbol } : {})}
        onMyAccount={myAccount}
        onSignOut={() => openDialog({ kind: 'logout' })}
      />
    </StyledAccount>
  );
}
