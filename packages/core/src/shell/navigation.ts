import { gameListPath } from './routes';

/**
 * The header's game navigation (doc 1 §2 Header; doc 2 §2.1, §4.4, §9): one entry per game type
 * that has at least one vendor, each with a dropdown of at most 11 vendor icons.
 *
 * Order of types: the order doc 2 §1 lists the categories (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS,
 * LOTT, ELOTT), with COCKFIGHT moved to right after PVP (doc 2 §4.4: "a fifth one placed after
 * PVP"), then LOTTERY (the API's single lottery category), then doc 1 §1's other categories (CARD,
 * MINI, JACKPOT). Any other type follows in the order its first vendor arrives.
 */
export const NAV_TYPE_ORDER = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'LOTTERY',
  'CARD',
  'MINI',
  'JACKPOT',
] as const;

export const DEFAULT_ESPORTS_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const DEFAULT_COCKFIGHT_CODES = ['DS88'] as const;
/** The dropdown shows at most this many vendors; "More" shows from this many on. */
export const NAV_VENDOR_LIMIT = 11;
/** The vendor menu shows scroll arrows above this many vendors. */
export const VENDOR_MENU_ARROWS_ABOVE = 7;
/** Vendors that open the lottery page instead of launching. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
/** Vendors drawn with their own special logo. */
export const SPECIAL_LOGO_VENDORS = ['BTI'] as const;
/** Whether the vendor is drawn with its own special logo (doc 1 §2: "Vendor BTI has a special logo"). */
export function hasSpecialLogo(code: string): boolean {
  return (SPECIAL_LOGO_VENDORS as readonly string[]).includes(code.trim().toUpperCase());
}
/** Types whose entry launches the first game of the category (doc 2 §2.1). */
const FIRST_GAME_TYPES = new Set(['LOTT', 'ELOTT']);
const FB_SPORTS_VENDOR = 'FB';
const FB_SPORTS_PATH = '/fbsports';
const LOTTERY_PATH = '/lottery';

/** The vendor fields navigation reads (the API's Vendor has more; they are carried through). */
export interface NavVendor {
  gameType: string;
  /** The vendor code. */
  vassalage: string;
  /** 1 (or true) marks a hot vendor. */
  isHot?: number | boolean | undefined;
}

export type NavAction =
  /** Go to a page (path with its query). */
  | { kind: 'navigate'; to: string }
  /** Launch the first game of the type (or of that vendor, when vendor is set) without a page. */
  | { kind: 'launchFirstGame'; gameType: string; vendor: string | null };

export interface NavVendorItem<V extends NavVendor> {
  vendor: V;
  code: string;
  hot: boolean;
  specialLogo: boolean;
  action: NavAction;
}

export interface NavEntry<V extends NavVendor> {
  gameType: string;
  /** The dropdown: at most NAV_VENDOR_LIMIT vendors, in the order they arrived. */
  vendors: NavVendorItem<V>[];
  /** All vendors of the type. */
  vendorCount: number;
  hasMore: boolean;
  action: NavAction;
}

export interface CategoryCodes {
  /** Vendor codes split out of SPORTS into ESPORTS. @default DEFAULT_ESPORTS_CODES */
  esportsCodes?: readonly string[];
  /** Vendor codes split out of SPORTS into COCKFIGHT. @default DEFAULT_COCKFIGHT_CODES */
  cockfightCodes?: readonly string[];
}

export interface BuildNavigationInput<V extends NavVendor> extends CategoryCodes {
  vendors: readonly V[];
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** `/lottery` with the optional gameCode, vendor and playType (from the game's defaultPlayType). */
export function lotteryPath(query: {
  gameCode?: string | null | undefined;
  vendor?: string | null | undefined;
  playType?: string | null | undefined;
}): string {
  return withQuery(LOTTERY_PATH, {
    gameCode: query.gameCode,
    vendor: query.vendor,
    playType: query.playType,
  });
}

export function isLotteryVendor(code: string): boolean {
  return (LOTTERY_VENDORS as readonly string[]).includes(code.toUpperCase());
}

/** What clicking a game type's navigation entry does. */
export function typeAction(gameType: string, firstVendor: string | null): NavAction {
  const type = gameType.toUpperCase();
  if (type === 'COCKFIGHT') return { kind: 'launchFirstGame', gameType: type, vendor: firstVendor };
  if (FIRST_GAME_TYPES.has(type)) return { kind: 'launchFirstGame', gameType: type, vendor: null };
  // The API's umbrella category has a page: the lottery lobby.
  if (type === 'LOTTERY') return { kind: 'navigate', to: LOTTERY_PATH };
  // RNG, FISH, PVP (and LIVE, SPORTS, ESPORTS) have their own page; others the vendor game list.
  return { kind: 'navigate', to: gameListPath(type) };
}

/** What clicking a vendor icon in a type's dropdown does. */
export function vendorAction(gameType: string, code: string): NavAction {
  const type = gameType.toUpperCase();
  const vendor = code.toUpperCase();
  if (type === 'SPORTS' && vendor === FB_SPORTS_VENDOR)
    return { kind: 'navigate', to: FB_SPORTS_PATH };
  if (isLotteryVendor(vendor)) return { kind: 'navigate', to: lotteryPath({ vendor: code }) };
  if (type === 'COCKFIGHT' || FIRST_GAME_TYPES.has(type)) {
    return { kind: 'launchFirstGame', gameType: type, vendor: code };
  }
  // RNG, FISH and PVP: their page with the vendor chosen; others: the vendor game list.
  return { kind: 'navigate', to: withQuery(gameListPath(type), { vendor: code }) };
}

/**
 * The rule that files vendors under categories, for one set of codes: esports and cockfight
 * vendors leave SPORTS (`SPORTS`/`DS88` -> `COCKFIGHT`), and a vendor without a type or a code is
 * listed nowhere (null). The navigation and the lobby both file vendors with it, so they cannot
 * disagree; made once per list, as it builds its code sets once.
 */
export function vendorCategorizer({
  esportsCodes = DEFAULT_ESPORTS_CODES,
  cockfightCodes = DEFAULT_COCKFIGHT_CODES,
}: CategoryCodes = {}): (vendor: NavVendor) => string | null {
  const esports = new Set(esportsCodes.map((c) => c.toUpperCase()));
  const cockfight = new Set(cockfightCodes.map((c) => c.toUpperCase()));
  return (vendor) => {
    const type = vendor.gameType.toUpperCase();
    if (type === '' || vendor.vassalage === '') return null;
    if (type !== 'SPORTS') return type;
    const code = vendor.vassalage.toUpperCase();
    if (cockfight.has(code)) return 'COCKFIGHT';
    if (esports.has(code)) return 'ESPORTS';
    return type;
  };
}

/** The header's navigation entries, in NAV_TYPE_ORDER, one per type with at least one vendor. */
export function buildNavigation<V extends NavVendor>({
  vendors,
  ...codes
}: BuildNavigationInput<V>): NavEntry<V>[] {
  const categoryOf = vendorCategorizer(codes);
  const byType = new Map<string, V[]>();
  const seen = new Set<string>();
  for (const vendor of vendors) {
    const type = categoryOf(vendor);
    if (type === null) continue;
    // One icon per vendor and type: a repeated code adds nothing but a duplicate key.
    const id = `${type}\u0000${vendor.vassalage.toUpperCase()}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const list = byType.get(type);
    if (list) list.push(vendor);
    else byType.set(type, [vendor]);
  }
  const rank = (type: string): number => {
    const at = (NAV_TYPE_ORDER as readonly string[]).indexOf(type);
    return at === -1 ? NAV_TYPE_ORDER.length : at;
  };
  // Map keeps arrival order; a stable sort by rank keeps it among unknown types.
  return [...byType.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([gameType, list]) => ({
      gameType,
      vendors: list.slice(0, NAV_VENDOR_LIMIT).map((vendor) => ({
        vendor,
        code: vendor.vassalage,
        hot: vendor.isHot === 1 || vendor.isHot === true,
        specialLogo: hasSpecialLogo(vendor.vassalage),
        action: vendorAction(gameType, vendor.vassalage),
      })),
      vendorCount: list.length,
      hasMore: list.length >= NAV_VENDOR_LIMIT,
      action: typeAction(gameType, list[0]?.vassalage ?? null),
    }));
}

/** The vendor menu shows scroll arrows when a type has more than 7 vendors. */
export function vendorMenuNeedsArrows(count: number): boolean {
  return count > VENDOR_MENU_ARROWS_ABOVE;
}

/** A game launch item (doc 2 §3.5): the fields routing reads. */
export interface LaunchItem {
  gameType: string;
  isGame?: string | null | undefined;
  defaultPlayType?: string | null | undefined;
  vendor?: string | null | undefined;
  accountTypeName?: string | null | undefined;
  gameCode?: string | null | undefined;
  code?: string | null | undefined;
  vassalage?: string | null | undefined;
}

export type LaunchTarget =
  /** isGame VASSALAGE: a popup list of the vendor's sub-games. */
  | { kind: 'subGames'; vendor: string | null }
  | { kind: 'navigate'; to: string }
  /** The generic launch (the launchGame call), after the login check. */
  | { kind: 'launch'; gameType: string; vendor: string | null; gameCode: string | null };

/** Where launching a game goes (doc 2 §2.1). Every launch needs login first: guard it before. */
export function launchTarget(item: LaunchItem): LaunchTarget {
  const vendor = item.vendor || item.accountTypeName || item.vassalage || null;
  const gameCode = item.gameCode || item.code || null;
  if (item.isGame === 'VASSALAGE') return { kind: 'subGames', vendor };
  if (vendor !== null && isLotteryVendor(vendor)) {
    return {
      kind: 'navigate',
      to: lotteryPath({ gameCode, vendor, playType: item.defaultPlayType }),
    };
  }
  return { kind: 'launch', gameType: item.gameType.toUpperCase(), vendor, gameCode };
}
