// The service worker's rules as pure functions (ADR 023): which requests it answers and how, what it
// may keep, under which key. The worker (serviceWorker.ts) only does the fetching and the storing.
import { WORKER_PATH, type KeepMessage, type WorkerConfig } from './contract';
import { brandFileUrl } from '../boot/brandHead';
import { OFFLINE_PAGE_FILE } from '../offline/contract';

/**
 * - `network`: not the worker's: the browser fetches it as if there were no worker. The API and
 *   anything that carries credentials, writes, other origins: never answered from, nor kept in, a
 *   cache.
 * - `asset`: a hashed file of the build, which never changes: from the cache, else the network
 *   (and kept).
 * - `page`: the network first (and kept); offline, the kept copy of that page, else the offline
 *   page.
 * - `file`: another file of the site (icons, the manifest): the network; offline, a copy kept at
 *   install if there is one. Never kept otherwise.
 */
export type CacheRule = 'network' | 'asset' | 'page' | 'file';

/** What the rules read of a request. */
export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a page the browser opens. */
  mode: string;
  hasAuthorization: boolean;
}

/** What the rules read of a response. */
export interface ResponseFacts {
  status: number;
  /** `basic` for a same-origin answer. */
  type: string;
  cacheControl: string | null;
  vary: string | null;
  contentType: string | null;
}

/** Where the API answers: the `/wps` contract, and the lottery gateway some operators mount apart. */
const API_ROOTS = ['/wps', '/lgw'];
/** The build's hashed files (Vite's `assets/`), served as immutable. */
const ASSETS_PREFIX = '/assets/';

export function isApiPath(pathname: string): boolean {
  return API_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** How the worker answers a request of a page of `origin`. */
export function cacheRuleFor(request: RequestFacts, origin: string): CacheRule {
  if (request.method !== 'GET' || request.hasAuthorization) return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin || isApiPath(url.pathname) || url.pathname === WORKER_PATH) {
    return 'network';
  }
  if (url.pathname.startsWith(ASSETS_PREFIX)) return 'asset';
  return request.mode === 'navigate' ? 'page' : 'file';
}

/**
 * Whether an answer may be kept: a whole, same-origin success that its server allows to be stored
 * (the API answers `no-store`; a `private` answer belongs to one player).
 */
export function mayKeep(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (/(^|,)\s*(no-store|private)\b/i.test(response.cacheControl ?? '')) return false;
  return response.vary?.trim() !== '*';
}

/** Whether a page's answer may be kept: as `mayKeep`, and HTML. */
export function mayKeepPage(response: ResponseFacts): boolean {
  return mayKeep(response) && /^text\/html\b/i.test(response.contentType ?? '');
}

/**
 * The key a page is kept under: its address without query or fragment, and without a trailing
 * slash (`/rng/?vendor=x` is `/rng`): the site serves the same page for all of them.
 */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}`;
}

/** Pages kept beyond this many go, the longest kept first. */
export const MAX_KEPT_PAGES = 40;

/** The worker's caches, named by its version. */
export function cacheNames(version: string) {
  return {
    precache: `lobby-${version}-precache`,
    pages: `lobby-${version}-pages`,
    assets: `lobby-${version}-assets`,
  };
}

/** Whether a cache is an older worker's, to be deleted when this one takes over. */
export function isStaleCache(name: string, version: string): boolean {
  return name.startsWith('lobby-') && !name.startsWith(`lobby-${version}-`);
}

/** The brand the worker was registered for (`/sw.js?brand=<code>`), else the default. */
export function workerBrand(workerUrl: string, config: WorkerConfig): string {
  const requested = new URL(workerUrl).searchParams.get('brand');
  return requested !== null && config.brands.includes(requested) ? requested : config.defaultBrand;
}

/** A brand's offline page. */
export const offlinePageUrl = (brand: string) => brandFileUrl(brand, OFFLINE_PAGE_FILE);

/** What the worker keeps at install: the build's list, and its brand's offline page and favicon. */
export function precacheUrls(config: WorkerConfig, brand: string): string[] {
  return [...config.precache, offlinePageUrl(brand), brandFileUrl(brand, 'icon.svg')];
}

/** The most files one message may ask the worker to keep. */
const MAX_KEPT_PER_MESSAGE = 200;

/**
 * The page and files a message from the site asks the worker to keep, each an absolute URL the
 * rules allow it to keep (a page of the site, hashed files); null for anything else.
 */
export function keepRequestOf(
  data: unknown,
  origin: string,
): { page: string | null; assets: string[] } | null {
  const message = data as Partial<KeepMessage> | null;
  if (message?.type !== 'keep' || !Array.isArray(message.assets)) return null;
  const resolve = (path: unknown, mode: string) => {
    if (typeof path !== 'string') return null;
    let url: string;
    try {
      url = new URL(path, origin).href;
    } catch {
      return null;
    }
    return cacheRuleFor({ method: 'GET', url, mode, hasAuthorization: false }, origin);
  };
  const page =
    resolve(message.page, 'navigate') === 'page'
      ? new URL(String(message.page), origin).href
      : null;
  const assets = message.assets
    .slice(0, MAX_KEPT_PER_MESSAGE)
    .filter((path) => resolve(path, 'cors') === 'asset')
    .map((path) => new URL(String(path), origin).href);
  return { page, assets };
}
