import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MEMBER_CENTRE_COUNTED_PAGES, type MemberCentrePage } from '@lobby/core';
import { CentreOverlay } from './CentreOverlay';

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

const COUNTED: readonly MemberCentrePage[] = MEMBER_CENTRE_COUNTED_PAGES;

/**
 * The member centre (doc 2 §2.3): the member's pages in the centre overlay (CentreOverlay), with
 * red counts on missions, messages and rewards.
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
  return (
    <CentreOverlay
      ui="MemberCentre"
      title={t`Member centre`}
      open={open}
      onOpenChange={onOpenChange}
      pages={pages}
      page={page}
      onPageChange={onPageChange}
      labelOf={labelOf}
      hrefOf={(entry) => hrefFor?.(entry) ?? `?member=${entry}`}
      countOf={(entry) =>
        COUNTED.includes(entry) ? (counts[entry as keyof MemberCentreCounts] ?? 0) : 0
      }
      menuLoading={menuLoading}
    >
      {children}
    </CentreOverlay>
  );
}
MemberCentre.displayName = 'MemberCentre';
