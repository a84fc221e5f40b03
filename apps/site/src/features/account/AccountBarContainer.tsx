import { AccountBar, DemoBadge } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { brandAtom } from '../brand/brand.atoms';
import { takeBreakAtom } from '../protection/protection.actions';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { unreadCountQuery } from '../memberCentre/messages.queries';
import { MEMBER_CENTRE_SITE_PAGES } from '../memberCentre/pages';
import { useMemberCentre } from '../memberCentre/useMemberCentre';
import { useMoneyAction } from '../memberCentre/useMoneyAction';
import { useAgentCentre } from '../agentCentre/useAgentCentre';
import { promotionCountQuery } from '../promotions/promotions.queries';
import { sessionUserAtom } from '../session/session.atoms';
import { accessAtom, shownBalanceAtom } from './account.atoms';
import { StyledAccount } from './AccountBarContainer.styles';
import { accountDialogAtom } from './dialogs.atoms';
import { memberQuery, walletBalanceQuery } from './member.queries';

/**
 * The header's logged-in bar, wired to the session, the member info and the wallet, with the
 * account-type rules of doc 1 §4 (core's accessFor): Deposit, Withdraw and the Mailbox with the
 * member centre, which a trial account and a brand without it do not have. A chunk of its own:
 * only a logged-in member needs it.
 */
export function AccountBarContainer() {
  const user = useAtomValue(sessionUserAtom);
  const member = useQuery(memberQuery, { enabled: false }).data;
  // Asked when the member clicks the balance (or reported by a game), not on every page.
  const wallet = useQuery(walletBalanceQuery, { enabled: false });
  const access = useAtomValue(accessAtom);
  const balance = useAtomValue(shownBalanceAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const memberCentre = useMemberCentre();
  const agentCentre = useAgentCentre();
  // The avatar's unclaimed count (doc 1 §2): the unread messages (InboxWatch keeps them fresh) and
  // the promotions the member can act on now (asked for a real member; a promotion action asks
  // again). A trial account and a brand without the member centre have neither.
  const unreadMessages = useQuery(unreadCountQuery, { enabled: false }).data?.count ?? 0;
  const openPromotions =
    useQuery(promotionCountQuery, { enabled: access.memberCentre && !access.trial }).data?.count ??
    0;
  // issue 30: "Take a break (24 hours)" for a real member where the market offers time-outs; the
  // session ends with it and the account layer says until when. Its confirmation's words are in
  // the deferred catalog, which InboxWatch loads for every real member.
  const offersTimeOut = useAtomValue(brandAtom).marketProfile.tools.includes('timeOut');
  const takeBreak = useMoneyAction(takeBreakAtom);
  if (!user) return null;
  // My Account always shows: the member centre's guard answers a trial account with the
  // real-account warning and a brand without the centre with its own.
  const myAccount = () => memberCentre.open('securityCenter');

  return (
    <StyledAccount>
      {access.trial && <DemoBadge />}
      <AccountBar
        nickname={member?.nickname ?? user.username}
        memberId={member?.id ?? user.customerId}
        clubLabel={member?.clubLabel ?? null}
        isAgent={access.agentCentre}
        onAgentCentre={() => agentCentre.open('agentTeamOverview')}
        memberCentreAvailable={access.memberCentre}
        mailboxAvailable={access.mailbox && MEMBER_CENTRE_SITE_PAGES.includes('messageV2')}
        balance={balance ?? 0}
        balanceRefreshing={wallet.fetching || balance === null}
        onRefreshBalance={wallet.refetch}
        {...(member?.currencySymbol ? { currency: member.currencySymbol } : {})}
        onMyAccount={myAccount}
        onDeposit={() => memberCentre.open('depositv2')}
        onWithdraw={() => memberCentre.open('withdraw')}
        onMailbox={() => memberCentre.open('messageV2')}
        onSignOut={() => openDialog({ kind: 'logout' })}
        unreadMessages={unreadMessages}
        promotionsAvailable={openPromotions}
        {...(offersTimeOut &&
          !access.trial && {
            onTakeBreak: () => takeBreak.run({ kind: 'timeOut', period: '24h' }),
            takeBreakError: takeBreak.error,
          })}
      />
    </StyledAccount>
  );
}
