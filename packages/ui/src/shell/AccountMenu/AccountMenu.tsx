import { useRef, useState, type ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DropdownMenu } from '../../components/DropdownMenu';
import { StatusBadge } from '../../components/StatusBadge';
import { BreakConfirmDialog, type BreakChoice } from '../../protection/shared/BreakConfirmDialog';
import {
  StyledIdentity,
  StyledItemLabel,
  StyledMemberId,
  StyledNickname,
} from './AccountMenu.styles';

/** The member's club (VIP) label, as the member info carries it. */
export interface ClubLabel {
  /** The label's name from the server ("Gold"). */
  labelName: string;
  /** The VIP rank shown on the badge. */
  rankLevel: number;
}

export interface AccountMenuProps {
  /** The member's nickname, shown at the top of the menu. */
  nickname: string;
  /** The member's ID, shown under the nickname. */
  memberId: string | number;
  /** The club label; when present a VIP badge with its rank shows. */
  clubLabel?: ClubLabel | null | undefined;
  /** Shows "Agent center": the caller decides from the account type (a brand rule). @default false */
  isAgent?: boolean;
  /** The member centre is available: shows "Mailbox". @default false */
  memberCentreAvailable?: boolean;
  /**
   * The Mailbox entry: with the member centre, where the site has the messages page.
   * @default memberCentreAvailable
   */
  mailboxAvailable?: boolean;
  /** Unread messages, shown as a count on "Mailbox" (hidden at 0). @default 0 */
  unreadMessages?: number;
  onMyAccount?: () => void;
  onAgentCentre?: () => void;
  onMailbox?: () => void;
  onSignOut: () => void;
  /**
   * Shows "Take a break (24 hours)": a 24-hour time-out after its own confirmation, which states
   * when it ends and that it logs out at once. The dialog waits while the promise runs; a
   * rejection keeps it open with `takeBreakError`, else the thrown Error's message.
   */
  onTakeBreak?: (() => Promise<unknown> | void) | undefined;
  /** The caller's message for a failed break (its error catalogue). */
  takeBreakError?: string | null | undefined;
  /** Time zone of the break's end (IANA name). @default the browser's */
  timeZone?: string | undefined;
  /** The element that opens the menu (AccountBar passes its avatar). @default a button with the nickname */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * A modal menu makes the rest of the page inert while open (Radix's default). @default true
   */
  modal?: boolean;
}

/** The moment "Take a break" was chosen: the break's end is counted from it. */
const clock = () => Date.now();

/**
 * The logged-in member's menu: nickname, ID and VIP badge, then My Account, Agent center (agents
 * only), Mailbox (member centre only, with the unread count), Take a break (when offered) and
 * Sign out. An ARIA menu: arrows move, Enter selects, Escape closes and focus returns to the
 * trigger.
 */
export function AccountMenu({
  nickname,
  memberId,
  clubLabel,
  isAgent = false,
  memberCentreAvailable = false,
  mailboxAvailable = memberCentreAvailable,
  unreadMessages = 0,
  onMyAccount,
  onAgentCentre,
  onMailbox,
  onSignOut,
  onTakeBreak,
  takeBreakError,
  timeZone,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  modal = true,
}: AccountMenuProps) {
  const { t } = useLingui();
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  const id = String(memberId);
  const rank = clubLabel?.rankLevel;
  // The break's dialog opens once the menu has closed and given focus back to its trigger, so the
  // dialog returns focus there too; the end is counted from the moment the item was chosen.
  const breakAsked = useRef<number | null>(null);
  const [breakChoice, setBreakChoice] = useState<{ pick: BreakChoice; at: number } | null>(null);
  return (
    <>
      <DropdownMenu.Root {...rootProps} modal={modal}>
        <DropdownMenu.Trigger>
          {trigger ?? (
            <Button variant="secondary" size="sm">
              {nickname}
            </Button>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          onCloseAutoFocus={() => {
            const at = breakAsked.current;
            if (at === null) return;
            breakAsked.current = null;
            setBreakChoice({ pick: { kind: 'timeOut', period: '24h' }, at });
          }}
        >
          <DropdownMenu.Label>
            <StyledIdentity>
              <StyledNickname>
                {nickname}
                {clubLabel && (
                  <StatusBadge tone="accent" title={clubLabel.labelName}>
                    {t`VIP ${rank}`}
                  </StatusBadge>
                )}
              </StyledNickname>
              <StyledMemberId>{t`ID: ${id}`}</StyledMemberId>
            </StyledIdentity>
          </DropdownMenu.Label>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={() => onMyAccount?.()}>{t`My Account`}</DropdownMenu.Item>
          {isAgent && (
            <DropdownMenu.Item
              onSelect={() => onAgentCentre?.()}
            >{t`Agent center`}</DropdownMenu.Item>
          )}
          {memberCentreAvailable && mailboxAvailable && (
            <DropdownMenu.Item onSelect={() => onMailbox?.()}>
              <StyledItemLabel>{t`Mailbox`}</StyledItemLabel>
              <Badge count={unreadMessages} label={t`Unread messages: ${unreadMessages}`} />
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator />
          {onTakeBreak && (
            <DropdownMenu.Item
              onSelect={() => {
                breakAsked.current = clock();
              }}
            >
              {t`Take a break (24 hours)`}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item onSelect={() => onSignOut()}>{t`Sign out`}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {onTakeBreak && (
        <BreakConfirmDialog
          choice={breakChoice?.pick ?? null}
          now={breakChoice?.at ?? 0}
          onClose={() => setBreakChoice(null)}
          onConfirm={() => onTakeBreak()}
          error={takeBreakError}
          timeZone={timeZone}
        />
      )}
    </>
  );
}
AccountMenu.displayName = 'AccountMenu';
