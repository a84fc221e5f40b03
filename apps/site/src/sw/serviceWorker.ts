// The site's service worker, `/sw.js` (ADR 023), built by build/serviceWorker.ts with its
// configuration written in. It keeps the home page and the first paint's files at install, keeps
// hashed files as they are fetched, answers pages from the network first and, offline, from the
// copy it kept or with the offline page. Its rules are in cacheRules.ts; the API and anything with
// credentials never reach a cache.
import {
  cacheNames,
  cacheRuleFor,
  isStaleCache,
  keepRequestOf,
  MAX_KEPT_PAGES,
  mayKeep,
  mayKeepPage,
  offlinePageUrl,
  pageKey,
  precacheUrls,
  workerBrand,
  type ResponseFacts,
} from './cacheRules';
import type { WorkerConfig } from './contract';

declare const __LOBBY_WORKER_CONFIG__: WorkerConfig;

// The few service worker types this file needs. The site's TypeScript program has the DOM library,
// which cannot be combined with the WebWorker one in the same program.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation's answer, asked by the browser while the worker started (navigation preload). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly origin: string;
}
interface WorkerScope {
  readonly location: { readonly href: string; readonly origin: string };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const config = __LOBBY_WORKER_CONFIG__;
const origin = worker.location.origin;
const brand = workerBrand(worker.location.href, config);
const names = cacheNames(config.version);

const factsOf = (response: Response): ResponseFacts => ({
  status: response.status,
  type: response.type,
  cacheControl: response.headers.get('Cache-Control'),
  vary: response.headers.get('Vary'),
  contentType: response.headers.get('Content-Type'),
});

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(names.precache);
      await cache.addAll(precacheUrls(config, brand));
      // The new worker takes over at once: pages are asked from the network first anyway, and a
      // page of the previous build asks for its own hashed files, which the network still has.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (isStaleCache(name, config.version)) await caches.delete(name);
      }
      // The page's answer is asked while the worker starts, not after: network first costs no
      // start-up time.
      await worker.registration.navigationPreload?.enable();
      // The page that registered the worker is served by it from now on (its later files kept).
      await worker.clients.claim();
    })(),
  );
});

async function keepPage(key: string, response: Response): Promise<void> {
  const cache = await caches.open(names.pages);
  await cache.put(key, response);
  const kept = await cache.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_KEPT_PAGES))) {
    await cache.delete(old);
  }
}

async function keptPage(key: string): Promise<Response | undefined> {
  const pages = await caches.open(names.pages);
  const precache = await caches.open(names.precache);
  return (await pages.match(key)) ?? (await precache.match(key));
}

async function answerPage(event: FetchEvent): Promise<Response> {
  const key = pageKey(event.request.url);
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (mayKeepPage(factsOf(response))) event.waitUntil(keepPage(key, response.clone()));
    return response;
  } catch {
    // Offline: this page as last seen (its inline boot script and its files are kept with it),
    // else the offline page, at the address asked for, so that its reload brings the page back.
    return (
      (await keptPage(key)) ??
      (await caches.match(offlinePageUrl(brand), { cacheName: names.precache })) ??
      Response.error()
    );
  }
}

async function answerAsset(event: FetchEvent): Promise<Response> {
  // Immutable: a kept copy is the file. `Vary: Accept-Encoding` names a header the browser adds
  // itself, and says nothing here.
  const kept = await caches.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (mayKeep(factsOf(response))) {
    const copy = response.clone();
    event.waitUntil(caches.open(names.assets).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function answerFile(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    return (
      (await caches.match(event.request, { cacheName: names.precache, ignoreSearch: true })) ??
      Response.error()
    );
  }
}

const answers = { page: answerPage, asset: answerAsset, file: answerFile } as const;

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = cacheRuleFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      hasAuthorization: request.headers.has('Authorization'),
    },
    origin,
  );
  // Not answering leaves the request to the browser, exactly as without a worker.
  if (rule !== 'network') event.respondWith(answers[rule](event));
});

/** Keeps what the site asks for (contract.ts, KeepMessage) that is not kept yet. */
async function keepVisited({ page, assets }: { page: string | null; assets: string[] }) {
  const cache = await caches.open(names.assets);
  for (const url of assets) {
    if (await caches.match(url, { ignoreVary: true })) continue;
    const response = await fetch(url).catch(() => null);
    if (response && mayKeep(factsOf(response))) await cache.put(url, response);
  }
  if (page !== null && !(await keptPage(pageKey(page)))) {
    const response = await fetch(page).catch(() => null);
    if (response && mayKeepPage(factsOf(response))) await keepPage(pageKey(page), response);
  }
}

worker.addEventListener('message', (event) => {
  if (event.origin !== origin) return;
  const wanted = keepRequestOf(event.data, origin);
  if (wanted) event.waitUntil(keepVisited(wanted));
});
