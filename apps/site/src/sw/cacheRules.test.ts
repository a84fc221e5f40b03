// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  cacheNames,
  cacheRuleFor,
  isStaleCache,
  keepRequestOf,
  mayKeep,
  mayKeepPage,
  pageKey,
  precacheUrls,
  workerBrand,
  type RequestFacts,
  type ResponseFacts,
} from './cacheRules';
import type { WorkerConfig } from './contract';

const ORIGIN = 'https://lobby.example';
const get = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: new URL(path, ORIGIN).href,
  mode: 'cors',
  hasAuthorization: false,
  ...extra,
});
const ok = (extra: Partial<ResponseFacts> = {}): ResponseFacts => ({
  status: 200,
  type: 'basic',
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding',
  contentType: 'text/html; charset=utf-8',
  ...extra,
});
const config: WorkerConfig = {
  version: 'abc123',
  precache: ['/', '/assets/index-1.js'],
  brands: ['aurora', 'ember', 'jade'],
  defaultBrand: 'aurora',
};

describe('which requests the worker answers, and how', () => {
  test.each([
    ['a page the browser opens', get('/rng', { mode: 'navigate' }), 'page'],
    ['the home page', get('/', { mode: 'navigate' }), 'page'],
    ['a hashed file of the build', get('/assets/app-abc.js'), 'asset'],
    ['a hashed file opened as a page', get('/assets/app-abc.js', { mode: 'navigate' }), 'asset'],
    ['an icon', get('/brands/aurora/icon.svg', { mode: 'no-cors' }), 'file'],
    ['the manifest', get('/brands/jade/manifest.webmanifest'), 'file'],
  ] as const)('%s: %s', (_name, request, rule) => {
    expect(cacheRuleFor(request, ORIGIN)).toBe(rule);
  });

  test.each([
    ['an API call', get('/wps/system/status')],
    ['an API call under a long path', get('/wps/relay/BANNER_list?group=w_home')],
    ['the API root', get('/wps')],
    ['the lottery gateway', get('/lgw/menus')],
    ['an API address opened as a page', get('/wps/dev/outbox', { mode: 'navigate' })],
    ['anything with credentials', get('/assets/app-abc.js', { hasAuthorization: true })],
    ['a page with credentials', get('/rng', { mode: 'navigate', hasAuthorization: true })],
    ['a write', get('/rng', { method: 'POST', mode: 'navigate' })],
    ['a report', get('/wps/csp-report', { method: 'POST' })],
    ['another origin', { ...get('/'), url: 'https://games.provider.example/assets/x.js' }],
    ["the operator's API on its own origin", { ...get('/'), url: 'https://api.example/wps/x' }],
    ['the worker itself', get('/sw.js?brand=aurora')],
    ['an address that is no URL', { ...get('/'), url: 'not a url' }],
  ] as const)('%s: left to the network, never cached', (_name, request) => {
    expect(cacheRuleFor(request, ORIGIN)).toBe('network');
  });

  test('a path that only begins like the API is the site’s', () => {
    expect(cacheRuleFor(get('/wpsx', { mode: 'navigate' }), ORIGIN)).toBe('page');
  });
});

describe('what may be kept', () => {
  test('a whole same-origin success that its server lets be stored', () => {
    expect(mayKeep(ok())).toBe(true);
    expect(mayKeep(ok({ cacheControl: 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(mayKeep(ok({ cacheControl: null, vary: null }))).toBe(true);
  });

  test.each([
    ['an answer its server says not to store (the API)', ok({ cacheControl: 'no-store' })],
    ['no-store among other directives', ok({ cacheControl: 'max-age=0, No-Store' })],
    ["one player's answer", ok({ cacheControl: 'private, max-age=60' })],
    ['a failure', ok({ status: 500 })],
    ['a part of a file', ok({ status: 206 })],
    ['a not-modified answer', ok({ status: 304 })],
    ['an opaque answer from elsewhere', ok({ type: 'opaque' })],
    ['a redirect', ok({ type: 'opaqueredirect', status: 0 })],
    ['an answer that varies on everything', ok({ vary: '*' })],
  ])('never %s', (_name, response) => {
    expect(mayKeep(response)).toBe(false);
  });

  test('a page is kept only as HTML', () => {
    expect(mayKeepPage(ok())).toBe(true);
    expect(mayKeepPage(ok({ contentType: 'application/json' }))).toBe(false);
    expect(mayKeepPage(ok({ contentType: null }))).toBe(false);
    expect(mayKeepPage(ok({ cacheControl: 'no-store' }))).toBe(false);
  });
});

describe('keys, caches and the worker’s brand', () => {
  test('a page is kept under its address without query, fragment or trailing slash', () => {
    expect(pageKey(`${ORIGIN}/rng/?vendor=pg#top`)).toBe(`${ORIGIN}/rng`);
    expect(pageKey(`${ORIGIN}/rng`)).toBe(`${ORIGIN}/rng`);
    expect(pageKey(`${ORIGIN}/?x=1`)).toBe(`${ORIGIN}/`);
    expect(pageKey(`${ORIGIN}/games/card//`)).toBe(`${ORIGIN}/games/card`);
  });

  test('caches are named by version; only older versions of ours are stale', () => {
    const names = cacheNames('abc123');
    expect(Object.values(names).every((name) => !isStaleCache(name, 'abc123'))).toBe(true);
    expect(isStaleCache('lobby-0ld000-pages', 'abc123')).toBe(true);
    expect(isStaleCache('lobby-0ld000-assets', 'abc123')).toBe(true);
    // Another application's cache on the same origin is not ours to delete.
    expect(isStaleCache('other-app-v1', 'abc123')).toBe(false);
  });

  test('the worker keeps its brand’s offline page and icon; an unknown brand gets the default', () => {
    expect(workerBrand(`${ORIGIN}/sw.js?brand=jade`, config)).toBe('jade');
    expect(workerBrand(`${ORIGIN}/sw.js?brand=../x`, config)).toBe('aurora');
    expect(workerBrand(`${ORIGIN}/sw.js`, config)).toBe('aurora');
    expect(precacheUrls(config, 'jade')).toEqual([
      '/',
      '/assets/index-1.js',
      '/brands/jade/offline.html',
      '/brands/jade/icon.svg',
    ]);
  });
});

describe('what the site may ask the worker to keep', () => {
  test('its page and its hashed files, as absolute addresses', () => {
    expect(
      keepRequestOf(
        { type: 'keep', page: '/rng', assets: [`${ORIGIN}/assets/egame-1.js`, '/assets/th-2.js'] },
        ORIGIN,
      ),
    ).toEqual({
      page: `${ORIGIN}/rng`,
      assets: [`${ORIGIN}/assets/egame-1.js`, `${ORIGIN}/assets/th-2.js`],
    });
  });

  test('nothing of the API, of other origins, nor anything but hashed files', () => {
    expect(
      keepRequestOf(
        {
          type: 'keep',
          page: '/wps/member/info',
          assets: [
            '/wps/v2/wallets/balance',
            'https://cdn.example/assets/x.js',
            '/brands/aurora/icon.svg',
            42,
          ],
        },
        ORIGIN,
      ),
    ).toEqual({ page: null, assets: [] });
    expect(
      keepRequestOf({ type: 'keep', page: 'https://evil.example/', assets: [] }, ORIGIN),
    ).toEqual({ page: null, assets: [] });
  });

  test('anything else is no request', () => {
    for (const data of [null, 'keep', { type: 'other' }, { type: 'keep', assets: 'x' }]) {
      expect(keepRequestOf(data, ORIGIN)).toBeNull();
    }
  });
});
