/**
 * The closed vocabularies of the `/wps` contract as the sandbox knows them. Query and body schemas
 * are built from these lists, so a value outside them is a 400, never a query that finds nothing.
 */

// The site language codes are the core package's, shared with the i18n registry.
export { siteLocaleCodes as LANGUAGES } from '@lobby/core';
export type { SiteLocaleCode as Language } from '@lobby/core';

// The catalogue's vocabularies come from the api package, so the two sides cannot drift.
export { GAME_TYPES } from '@lobby/api';
export type { GameType } from '@lobby/api';

/** Slot, video poker, table game, arcade, jackpot, bingo (doc 2 §9). */
export { GAME_CLASSIFICATIONS as CLASSIFICATIONS } from '@lobby/api';
export type { GameClassification as Classification } from '@lobby/api';

/** The min-bet filter options 0.01, 0.05, 0.1, 0.5, 0.75 in minor units. */
export const MIN_BETS = [1, 5, 10, 50, 75] as const;

/** One group per banner-carrying page or dialog (doc 1 §2, Banners). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_forget',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export { BANNER_LINKAGE_TYPES as LINKAGE_TYPES } from '@lobby/api';
export type LinkageType = 'URL' | 'PROMOTION' | 'GAME';

/**
 * Announcement types: B banner notices, PL player (marquee) notices, PU pop-ups, PR promotions, H
 * headlines (shown with the player notices).
 */
export { NOTICE_TYPES } from '@lobby/api';
export type { NoticeType } from '@lobby/api';

/** The feature toggles of the whitelabel tree (doc 1 §3). */
export const WHITELABEL_FLAGS = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  // The member centre (doc 1 §6 "member centre when enabled"): the spec names the switch, not
  // its module id.
  'MEMBERCENTER3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** The registration fields of doc 1 §2/§3, in the order the form shows them (one list, in core). */
export { REGISTER_FIELD_NAMES as REGISTER_FIELDS } from '@lobby/core';
export type { RegisterFieldName as RegisterField } from '@lobby/core';

/**
 * The numbering of the validation hint kinds, the same table as @lobby/core's `fieldHints`: the
 * spec names the kinds (doc 1 §5, doc 2 §5) but not their numbers, and the site picks its hint
 * text by these ids. 21-23 are named by neither spec document.
 */
export const PATTERN_IDS = {
  lengthOnly: 0,
  letterFirstAlphanumeric: 1,
  lettersAndChinese: 2,
  email: 3,
  lettersAndDigitsNoChinese: 4,
  digitsOnly: 5,
  atLeastOneUppercase: 6,
  lettersAndSpaces: 7,
  noSpaces: 8,
  dateYmd: 9,
  dateMdy: 10,
  koreanOnly: 11,
  thaiOnly: 12,
  strongPassword: 13,
  fullNameWithSpace: 14,
  japaneseName: 15,
  uppercaseOnly: 16,
  chineseAndDigits: 17,
  lettersAndDigitsCombined: 18,
  chineseAndPunctuation: 19,
  uppercaseWithLetter: 20,
} as const;

// --- money (ADR 027). Amounts are minor units. ---

/** A withdrawal is at least 100.00 and at most 50,000.00. */
export const WITHDRAW_MIN = 10_000;
export const WITHDRAW_MAX = 5_000_000;
/** A disbursed withdrawal not confirmed within this many minutes counts as received (doc 2 §4.5). */
export const CONFIRM_MINUTES = 30;
/** Payees a member may keep. */
export { MAX_PAYEES } from '@lobby/api';
/** How long a deposit waits before the sandbox credits it, unless configured otherwise. */
export const DEFAULT_DEPOSIT_DELAY_MS = 3_000;
/** Wrong payment passwords in PAYMENT_PASSWORD_WINDOW_MS that lock it until the oldest leaves. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;
/** Logins the member centre lists. */
export const LOGIN_HISTORY_SIZE = 20;

/** The brand a /wps call without a `Merchant` header is for, and the one new brands copy. */
export const DEFAULT_MERCHANT = 'aurora';
