import { pathKey } from './path';

/**
 * Banner groups (doc 1 §2, Banners). Each page below shows the banners of one group; the carousel
 * shows only when that group has banners. The two dialog groups are not tied to a path.
 */
export const BANNER_GROUP_BY_PATH = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  // /elott is not in the route table; the spec names it for w_lott, so the rule keeps it.
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
} as const;

/** The login dialog's banner group. */
export const LOGIN_BANNER_GROUP = 'w_reg';
/** The forgot-password dialog's banner group. */
export const FORGOT_PASSWORD_BANNER_GROUP = 'w_forget';

export type PageBannerGroup = (typeof BANNER_GROUP_BY_PATH)[keyof typeof BANNER_GROUP_BY_PATH];
export type BannerGroup =
  PageBannerGroup | typeof LOGIN_BANNER_GROUP | typeof FORGOT_PASSWORD_BANNER_GROUP;

/**
 * The aliases of the home screen render the home page, so they show its banners too (the spec lists
 * only `/`; /home showing no banner while / does would be the same screen looking different).
 */
const HOME_ALIASES = new Set(['/index', '/index.html', '/home', '/register', '/register.html']);

const BY_KEY = new Map<string, PageBannerGroup>(
  Object.entries(BANNER_GROUP_BY_PATH).map(([path, group]) => [path.toLowerCase(), group]),
);

/** The banner group of the page at `location` (path, query and hash allowed), or null. */
export function bannerGroupForPath(location: string): PageBannerGroup | null {
  const key = pathKey(location);
  return BY_KEY.get(HOME_ALIASES.has(key) ? '/' : key) ?? null;
}
