import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { AccountMenu, type ClubLabel } from '../AccountMenu';
import { BalanceDisplay } from '../BalanceDisplay';
import { StyledActions, StyledAvatarButton, StyledBar } from './AccountBar.styles';

export interface AccountBarProps {
  /** The member's nickname (menu heading and the avatar's initials). */
  nickname: string;
  /** The member's ID, shown in the menu. */
  memberId: string | number;
  /** Avatar photo address; initials show without it. */
  avatarSrc?: string;
  /** The club label: a VIP badge with its rank in the menu. */
  clubLabel?: ClubLabel | null | undefined;
  /** Shows "Agent center" in the menu (the caller applies the brand's account-type rule). @default false */
  isAgent?: boolean;
  /**
   * The member centre is available: shows Deposit, Withdraw and the menu's Mailbox.
   * @default false
   */
  memberCentreAvailable?: boolean;
  /** The menu's Mailbox (with the member centre). @default memberCentreAvailable */
  mailboxAvailable?: boolean;
  /** Balance in integer minor units (cents). */
  balance: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Refreshes the balance on a click of the amount. */
  onRefreshBalance?: () => Promise<unknown>;
  /** A refresh the caller started. @default false */
  balanceRefreshing?: boolean;
  /** Controlled: the balance is hidden as `***`. */
  balanceHidden?: boolean;
  /** @default false */
  defaultBalanceHidden?: boolean;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  /** Promotions the member can claim; with unread messages, the avatar's badge. @default 0 */
  promotionsAvailable?: number;
  /** Unread messages (the avatar badge and the Mailbox count). @default 0 */
  unreadMessages?: number;
  onDeposit?: () => void;
  onWithdraw?: () => void;
  onMyAccount?: () => void;
  onAgentCentre?: () => void;
  onMailbox?: () => void;
  onSignOut: () => void;
  /** The menu's "Take a break (24 hours)", with its confirmation (see AccountMenu). */
  onTakeBreak?: (() => Promise<unknown> | void) | undefined;
  /** The caller's message for a failed break. */
  takeBreakError?: string | null | undefined;
}

/**
 * The header's logged-in bar: Deposit and Withdraw (member centre only; not in a phone's row, where
 * the site's menu has them), the balance, and the avatar with the unclaimed count (promotions
 * available plus unread messages) that opens the account menu.
 */
export function AccountBar({
  nickname,
  memberId,
  avatarSrc,
  clubLabel,
  isAgent = false,
  memberCentreAvailable = false,
  mailboxAvailable = memberCentreAvailable,
  balance,
  currency = 'P',
  onRefreshBalance,
  balanceRefreshing = false,
  balanceHidden,
  defaultBalanceHidden = false,
  onBalanceHiddenChange,
  promotionsAvailable = 0,
  unreadMessages = 0,
  onDeposit,
  onWithdraw,
  onMyAccount,
  onAgentCentre,
  onMailbox,
  onSignOut,
  onTakeBreak,
  takeBreakError,
}: AccountBarProps) {
  const { t } = useLingui();
  const unclaimed = Math.max(0, promotionsAvailable) + Math.max(0, unreadMessages);
  const trigger = (
    <StyledAvatarButton>
      <VisuallyHidden>{t`Account menu`}</VisuallyHidden>
      <Avatar
        name={nickname}
        {...(avatarSrc !== undefined && { src: avatarSrc })}
        size="sm"
        decorative
        badge={<Badge count={unclaimed} label={t`Unclaimed items: ${unclaimed}`} />}
      />
    </StyledAvatarButton>
  );
  return (
    <StyledBar>
      {memberCentreAvailable && (
        <StyledActions>
          <Button size="sm" onClick={onDeposit}>{t`Deposit`}</Button>
          <Button size="sm" variant="secondary" onClick={onWithdraw}>
            {t`Withdraw`}
          </Button>
        </StyledActions>
      )}
      <BalanceDisplay
        amount={balance}
        currency={currency}
        refreshing={balanceRefreshing}
        defaultHidden={defaultBalanceHidden}
        {...(onRefreshBalance && { onRefresh: onRefreshBalance })}
        {...(balanceHidden !== undefined && { hidden: balanceHidden })}
        {...(onBalanceHiddenChange && { onHiddenChange: onBalanceHiddenChange })}
      />
      <AccountMenu
        nickname={nickname}
        memberId={memberId}
        clubLabel={clubLabel}
        isAgent={isAgent}
        memberCentreAvailable={memberCentreAvailable}
        mailboxAvailable={mailboxAvailable}
        unreadMessages={unreadMessages}
        onSignOut={onSignOut}
        onTakeBreak={onTakeBreak}
        takeBreakError={takeBreakError}
        trigger={trigger}
        {...(onMyAccount && { onMyAccount })}
        {...(onAgentCentre && { onAgentCentre })}
        {...(onMailbox && { onMailbox })}
      />
    </StyledBar>
  );
}
AccountBar.displayName = 'AccountBar';
