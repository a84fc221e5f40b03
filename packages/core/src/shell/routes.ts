import { bannerGroupForPath } from './banners';
import type { PageBannerGroup } from './banners';
import { hashOf, pathKey, pathOf } from './path';

/**
 * The route table of doc 1 §2 (doc 2 §2.1, §2.5) as data: which lazily loaded screen group serves a
 * path, which parts of the shell it shows, and what it opens. The site turns this into its router;
 * the header, banner and side menu read the chrome.
 *
 * Mappings the spec leaves open (it names the groups and the paths, not every pairing):
 * - /noticePage, /agentHome and /login have no group of their own: they render in `index` (the home
 *   screen). /login opens the login dialog over it, the target of the login guard.
 * - /download is the app-download page under the guard's exception name: `download`, like /down.
 * - /helpmc shares `help` with /help and shows no header (nor footer or side menu: it is the
 *   help centre embedded elsewhere).
 * - Pages the spec describes only by name take the home chrome (header with navigation, footer,
 *   side menu); the banner follows bannerGroupForPath.
 * - /responsibleGaming (issue 30, not in doc 1 §2) is the responsible-gaming page: the `help`
 *   group with the full chrome, so the footer's link and the member centre's reach it on every brand.
 * - The vendor game list is `/games/:games` in the `game` group; /live, /sports and /esports are
 *   the same screen with the parameter fixed. `games` is upper-cased into the game type.
 */

export const SCREEN_GROUPS = [
  'Vip',
  'byIframe',
  'download',
  'egame',
  'fbSports',
  'game',
  'help',
  'index',
  'joinus',
  'lottery',
  'pointMall',
  'promo',
  'promoDetail',
  'seamless',
  'vnlottery',
] as const;
export type ScreenGroup = (typeof SCREEN_GROUPS)[number];

/** `withNav`: full header; `noNav`: header without its navigation; `none`: no header. */
export type HeaderMode = 'withNav' | 'noNav' | 'none';

export interface Chrome {
  header: HeaderMode;
  footer: boolean;
  sideMenu: boolean;
}

/** A dialog the route opens over its screen. */
export type RouteDialog = 'register' | 'login';

export interface RouteDef {
  /** The path as the spec spells it. */
  path: string;
  group: ScreenGroup;
  chrome: Chrome;
  dialog: RouteDialog | null;
  /** The game type a games or electronic-games page lists (`/live` -> `LIVE`), else null. */
  gameType: string | null;
}

const FULL: Chrome = { header: 'withNav', footer: true, sideMenu: true };
const NO_SIDE_MENU: Chrome = { header: 'withNav', footer: true, sideMenu: false };
const HEADER_ONLY: Chrome = { header: 'withNav', footer: false, sideMenu: false };
const HEADER_NO_NAV: Chrome = { header: 'noNav', footer: false, sideMenu: false };
const BARE: Chrome = { header: 'none', footer: false, sideMenu: false };

function route(
  path: string,
  group: ScreenGroup,
  chrome: Chrome,
  extra: { dialog?: RouteDialog; gameType?: string } = {},
): RouteDef {
  return { path, group, chrome, dialog: extra.dialog ?? null, gameType: extra.gameType ?? null };
}

export const ROUTES: readonly RouteDef[] = [
  route('/', 'index', FULL),
  route('/index', 'index', FULL),
  route('/index.html', 'index', FULL),
  route('/home', 'index', FULL),
  route('/register', 'index', FULL, { dialog: 'register' }),
  route('/register.html', 'index', FULL, { dialog: 'register' }),
  route('/login', 'index', FULL, { dialog: 'login' }),
  route('/noticePage', 'index', FULL),
  route('/agentHome', 'index', FULL),
  route('/vip', 'Vip', FULL),
  route('/pointMall', 'pointMall', NO_SIDE_MENU),
  route('/live', 'game', FULL, { gameType: 'LIVE' }),
  route('/sports', 'game', FULL, { gameType: 'SPORTS' }),
  route('/esports', 'game', FULL, { gameType: 'ESPORTS' }),
  route('/rng', 'egame', FULL, { gameType: 'RNG' }),
  route('/fish', 'egame', FULL, { gameType: 'FISH' }),
  route('/pvp', 'egame', FULL, { gameType: 'PVP' }),
  route('/lottery', 'lottery', HEADER_NO_NAV),
  route('/vnlottery', 'vnlottery', HEADER_ONLY),
  route('/seamless', 'seamless', HEADER_NO_NAV),
  route('/fbsports', 'fbSports', HEADER_ONLY),
  route('/game', 'byIframe', HEADER_ONLY),
  route('/promotions', 'promo', FULL),
  route('/promoDetail', 'promoDetail', FULL),
  route('/help', 'help', FULL),
  route('/helpmc', 'help', BARE),
  // issue 30: limits, reality check and breaks (the page says what a visitor or trial account can do)
  route('/responsibleGaming', 'help', FULL),
  // issue 27 (doc 2 §2.5 names the screens, not their paths): the winner board's own view and
  // the feedback form, both in the Vip group (the VIP club's chunk) with the full chrome
  route('/winners', 'Vip', FULL),
  route('/feedback', 'Vip', FULL),
  route('/down', 'download', FULL),
  route('/download', 'download', FULL),
  route('/join', 'joinus', FULL),
];

/** The vendor game list route; `games` is the game type in any case (`/games/card` -> `CARD`). */
export const GAME_LIST_ROUTE = '/games/:games';
const GAME_LIST_PREFIX = '/games/';
const GAMES_PARAM = /^[a-z][a-z0-9_]*$/i;

/** The type a `games` route parameter names: upper-cased; null when it is not a type name. */
export function gameTypeFromParam(games: string): string | null {
  return GAMES_PARAM.test(games) ? games.toUpperCase() : null;
}

export interface RouteMatch extends RouteDef {
  bannerGroup: PageBannerGroup | null;
  /** The help section the hash opens (`/help#term` -> `terms`). */
  section: 'terms' | null;
  params: { games?: string };
}

const BY_KEY = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** The route of a location (path, query and hash allowed), or null when no route serves it. */
export function matchRoute(location: string): RouteMatch | null {
  const key = pathKey(location);
  const def = BY_KEY.get(key);
  if (def) {
    return {
      ...def,
      bannerGroup: bannerGroupForPath(key),
      section: def.path === '/help' && hashOf(location) === 'term' ? 'terms' : null,
      params: {},
    };
  }
  if (key.startsWith(GAME_LIST_PREFIX)) {
    const games = pathOf(location).slice(GAME_LIST_PREFIX.length);
    const gameType = gameTypeFromParam(games);
    if (gameType === null) return null;
    return {
      path: GAME_LIST_ROUTE,
      group: 'game',
      chrome: FULL,
      dialog: null,
      gameType,
      bannerGroup: bannerGroupForPath(`/${games}`),
      section: null,
      params: { games },
    };
  }
  return null;
}

/** The page listing a game type: its own page where it has one (`/live`), else the generic route. */
export function gameListPath(gameType: string): string {
  const own = ROUTES.find((r) => r.gameType === gameType.toUpperCase());
  return own ? own.path : `${GAME_LIST_PREFIX}${encodeURIComponent(gameType.toLowerCase())}`;
}
