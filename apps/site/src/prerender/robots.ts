// The site's robots.txt (RFC 9309): search engines may read the public pages; they are kept out of
// the API and of the addresses that are no page of their own for a reader who arrives from a search.
import { GAME_LIST_ROUTE, ROUTES } from '@lobby/core';

/** Where the API answers (the `/wps` contract, and the lottery gateway of some operators). */
const API_PREFIXES = ['/wps/', '/lgw/'];

/**
 * Route addresses a search engine should not list, and why: a dialog over the home page, a copy
 * of another page, a screen that needs a signed-in player or embeds a game provider's frame.
 */
export const NOT_FOR_SEARCH: Readonly<Record<string, string>> = {
  '/login': 'the login dialog over the home page',
  '/register': 'the registration dialog over the home page (and its .html alias)',
  '/index': 'the home page again (and its .html alias)',
  '/agentHome': "an agent's home, for signed-in agents",
  '/helpmc': 'the help centre embedded without the site around it',
  '/game': "a game's frame, opened from the lobby for a signed-in player",
  '/seamless': 'the games of the seamless wallet, for signed-in players',
  '/fbsports': "the sports book's frame, for signed-in players",
};

/** The prefix of the game lists (`/games/slots`), which `/game` would otherwise shut out. */
const GAME_LISTS = GAME_LIST_ROUTE.slice(0, GAME_LIST_ROUTE.indexOf(':'));

/** The robots.txt of the site: every public page allowed, the API and the addresses above not. */
export function robotsTxt(): string {
  const routes = new Set(ROUTES.map((route) => route.path));
  for (const path of Object.keys(NOT_FOR_SEARCH)) {
    if (!routes.has(path)) throw new Error(`robots.txt: ${path} is not in the route table`);
  }
  const lines = [
    '# Public pages are open to search engines; the API and the pages that are dialogs, copies',
    '# or signed-in screens are not. Rules match by prefix, and the longest rule wins.',
    'User-agent: *',
    'Allow: /',
    `Allow: ${GAME_LISTS}`,
    ...API_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    ...Object.keys(NOT_FOR_SEARCH).map((path) => `Disallow: ${path}`),
  ];
  return `${lines.join('\n')}\n`;
}
