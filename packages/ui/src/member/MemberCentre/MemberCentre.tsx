import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MEMBER_CENTRE_COUNTED_PAGES, type MemberCentrePage } from '@lobby/core';
import { Badge } from '../../components/Badge';
import { Dialog } from '../../components/Dialog';
import { Skeleton } from '../../components/Skeleton';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import {
  StyledContent,
  StyledEntry,
  StyledLayout,
  StyledMenu,
  StyledMenuList,
} from './MemberCentre.styles';

export type MemberCentreCounts = Partial<
  Record<(typeof MEMBER_CENTRE_COUNTED_PAGES)[number], number>
>;

export interface MemberCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's entries, in the spec's order (the site's pages of `MEMBER_CENTRE_PAGES`). */
  pages: readonly MemberCentrePage[];
  /** The page on screen; its entry is highlighted (`aria-current`). */
  page: MemberCentrePage;
  onPageChange: (page: MemberCentrePage) => void;
  /**
   * The address of an entry's page: entries are links, so one opens in a new tab or is copied.
   * A plain click stays in the overlay and calls `onPageChange`.
   */
  hrefFor?: (page: MemberCentrePage) => string;
  /** Red counts on missions, messages and rewards; nothing shows at 0. */
  counts?: MemberCentreCounts;
  /** The menu renders only once loaded (doc 2 §2.3): placeholder entries until then. */
  menuLoading?: boolean;
  /** The page's content. */
  children: ReactNode;
}

/** The member centre entries' names (doc 2 §2.3). */
export function useMemberCentreLabel(): (page: MemberCentrePage) => string {
  const { t } = useLingui();
  const labels: Record<MemberCentrePage, string> = {
    securityCenter: t`My account`,
    transferFund: t`My wallet`,
    depositv2: t`Deposit`,
    withdraw: t`Withdrawal`,
    transferUpline: t`Transfer to upline`,
    personalHistoryCopy: t`Betting record`,
    transactionHistory: t`Account record`,
    personalProfit: t`Personal profit and loss`,
    bonusDetails: t`Bonus details`,
    rewardCenter: t`Reward center`,
    referral: t`Invite friends`,
    missionLeaderboard: t`Mission activity`,
    messageV2: t`Platform information`,
    manualRebate: t`Manual rebate`,
    // Not a menu entry: opened from my account, where the level shows.
    playerRank: t`Player rank`,
  };
  return (page) => labels[page];
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const COUNTED: readonly MemberCentrePage[] = MEMBER_CENTRE_COUNTED_PAGES;

/**
 * Scrolls the menu's row (a phone's) so the current entry is inside it. By the row's own scroll
 * position, not scrollIntoView, which would scroll the dialog and the page too. Right to left the
 * positions are negative, and the same arithmetic holds.
 */
function revealCurrent(list: HTMLUListElement | null): void {
  const entry = list?.querySelector('[aria-current="page"]');
  if (!list || !entry || list.scrollWidth <= list.clientWidth) return;
  const row = list.getBoundingClientRect();
  const box = entry.getBoundingClientRect();
  if (box.left < row.left) list.scrollLeft -= row.left - box.left;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right;
}

/**
 * The member centre (doc 2 §2.3): a menu of the member's pages beside the open page, and a close
 * button. On a phone it is a sheet of the whole screen with the menu as a row above the page.
 * Moving to another page moves focus to the page, so a screen reader hears where it is; closing
 * (the button or Escape) returns focus to what opened it.
 */
export function MemberCentre({
  open,
  onOpenChange,
  pages,
  page,
  onPageChange,
  hrefFor,
  counts = {},
  menuLoading = false,
  children,
}: MemberCentreProps) {
  const { t } = useLingui();
  const labelOf = useMemberCentreLabel();
  const onOpenAutoFocus = useReturnFocus(open);
  const content = useRef<HTMLElement>(null);
  // A state, not a ref: the dialog's portal mounts the menu a commit after this component.
  const [menu, setMenu] = useState<HTMLUListElement | null>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    // On a phone the menu is a row that scrolls: the page on screen keeps its entry in view.
    revealCurrent(menu);
  }, [menu, page, menuLoading]);

  useEffect(() => {
    // Only a move between pages takes focus; on open, the dialog places it.
    if (shownPage.current === page) return;
    shownPage.current = page;
    content.current?.focus();
  }, [page]);

  const label = labelOf(page);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Member centre`}
      width={960}
      height={640}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <StyledLayout>
        <StyledMenu aria-label={t`Member centre`} aria-busy={menuLoading || undefined}>
          <StyledMenuList ref={setMenu}>
            {menuLoading
              ? pages.map((entry) => (
                  <li key={entry}>
                    <Skeleton variant="text" width="8rem" />
                  </li>
                ))
              : pages.map((entry) => {
                  const count = COUNTED.includes(entry)
                    ? (counts[entry as keyof MemberCentreCounts] ?? 0)
                    : 0;
                  return (
                    <li key={entry}>
                      <StyledEntry
                        href={hrefFor?.(entry) ?? `?member=${entry}`}
                        aria-current={entry === page ? 'page' : undefined}
                        onClick={(event) => {
                          if (!isPlainClick(event)) return;
                          event.preventDefault();
                          if (entry !== page) onPageChange(entry);
                        }}
                      >
                        <span>{labelOf(entry)}</span>
                        <Badge count={count} label={t`${count} new`} />
                      </StyledEntry>
                    </li>
                  );
                })}
          </StyledMenuList>
        </StyledMenu>
        {/* The page names itself with its own heading; the region carries the entry's name, and
            focus comes here on a move, so a screen reader says where the member now is. */}
        <StyledContent ref={content} aria-label={label} tabIndex={-1}>
          {children}
        </StyledContent>
      </StyledLayout>
    </Dialog>
  );
}
MemberCentre.displayName = 'MemberCentre';
