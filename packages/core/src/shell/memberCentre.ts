import { overlayPageOf, withOverlayPage } from './overlayAddress';

/**
 * The member centre overlay (doc 2 §2.3): its menu in the spec's order, named by the target page,
 * the default page, the entries that carry a red count, and the address that opens it. The overlay
 * opens over whatever page the visitor is on, so the address is a search parameter of that page
 * (`/rng?member=depositv2`): a link opens a given page, and Back closes it.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/**
 * The member pages the spec names besides the menu (doc 2 §2.3: "Other member pages named:
 * playerRank"). An address or a link from another page (my account, where the level shows) opens
 * them in the overlay; the menu never lists them, so it keeps its fourteen entries in order.
 */
export const MEMBER_CENTRE_LINKED_PAGES = ['playerRank'] as const;

/** A page the overlay can show: a menu entry's or a linked page. */
export type MemberCentrePage =
  (typeof MEMBER_CENTRE_PAGES)[number] | (typeof MEMBER_CENTRE_LINKED_PAGES)[number];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The entries with a red count badge when their count is above 0: missions, messages, rewards. */
export const MEMBER_CENTRE_COUNTED_PAGES = [
  'missionLeaderboard',
  'messageV2',
  'rewardCenter',
] as const satisfies readonly MemberCentrePage[];

/** The search parameter whose value names the open page. */
export const MEMBER_CENTRE_PARAM = 'member';

const ALL_PAGES: readonly MemberCentrePage[] = [
  ...MEMBER_CENTRE_PAGES,
  ...MEMBER_CENTRE_LINKED_PAGES,
];

/**
 * The page a search string asks for: null when the overlay is not asked for; the default page when
 * it is asked for with no page or one the menu does not have (an old or mistyped link still opens
 * the centre). Page names match in any case.
 */
export function memberCentrePageOf(
  search: string,
  available: readonly MemberCentrePage[] = ALL_PAGES,
): MemberCentrePage | null {
  return overlayPageOf(search, MEMBER_CENTRE_PARAM, available, DEFAULT_MEMBER_CENTRE_PAGE);
}

/** `search` with the overlay open on `page` (null: closed), every other parameter kept. */
export function withMemberCentrePage(search: string, page: MemberCentrePage | null): string {
  return withOverlayPage(search, MEMBER_CENTRE_PARAM, page);
}
