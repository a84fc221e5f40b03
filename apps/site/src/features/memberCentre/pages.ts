import {
  MEMBER_CENTRE_LINKED_PAGES,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
} from '@lobby/core';
import { lazyComponent, type LazyComponent } from '../../app/lazyComponent';

/**
 * The member centre's pages, each a chunk of its own (docs/quality.md: at most 50 kB brotli each),
 * fetched when the overlay shows it.
 */
export const PAGE_COMPONENTS: Partial<Record<MemberCentrePage, LazyComponent<object>>> = {
  securityCenter: lazyComponent(() => import('./SecurityCentrePage'), 'SecurityCentrePage'),
  transferFund: lazyComponent(() => import('./WalletPage'), 'WalletPage'),
  depositv2: lazyComponent(() => import('./DepositPage'), 'DepositPage'),
  withdraw: lazyComponent(() => import('./WithdrawalPage'), 'WithdrawalPage'),
  transferUpline: lazyComponent(() => import('./UplineTransferPage'), 'UplineTransferPage'),
  transactionHistory: lazyComponent(() => import('./AccountRecordPage'), 'AccountRecordPage'),
  personalHistoryCopy: lazyComponent(() => import('./BettingRecordPage'), 'BettingRecordPage'),
  personalProfit: lazyComponent(() => import('./ProfitPage'), 'ProfitPage'),
  bonusDetails: lazyComponent(() => import('./BonusDetailsPage'), 'BonusDetailsPage'),
  playerRank: lazyComponent(() => import('./PlayerRankPage'), 'PlayerRankPage'),
  rewardCenter: lazyComponent(() => import('./RewardCentrePage'), 'RewardCentrePage'),
  missionLeaderboard: lazyComponent(() => import('./MissionPage'), 'MissionPage'),
  manualRebate: lazyComponent(() => import('./RebatePage'), 'RebatePage'),
  referral: lazyComponent(() => import('./ReferralPage'), 'ReferralPage'),
  messageV2: lazyComponent(() => import('./MessagesPage'), 'MessagesPage'),
};

/**
 * The pages the site has, in the spec's order: the menu lists these. The others of the fourteen
 * join as they are built; an address that names one opens the default page.
 */
export const MEMBER_CENTRE_SITE_PAGES: readonly MemberCentrePage[] = MEMBER_CENTRE_PAGES.filter(
  (page) => PAGE_COMPONENTS[page] !== undefined,
);

/** The pages the site has that the menu does not list (playerRank): opened by address or link. */
export const MEMBER_CENTRE_SITE_LINKED_PAGES: readonly MemberCentrePage[] =
  MEMBER_CENTRE_LINKED_PAGES.filter((page) => PAGE_COMPONENTS[page] !== undefined);
