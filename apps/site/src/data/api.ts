import {
  prefetchedResponses,
  type ApiClient,
  type PrefetchedCall,
  type PrefetchedLookup,
} from '@lobby/api';
import { loadChunk } from '../app/loadChunk';
import { brandAtom } from '../features/brand/brand.atoms';
import { localeAtom } from '../features/preferences/preferences.atoms';
import { sessionTokenAtom } from '../features/session/session.atoms';
import { atom } from '../state/jotai';
import type * as Runtime from './runtime';
import type { ApiSettings } from './runtime';

/** The API chunk: the endpoint functions and the client factory (runtime.ts). */
export type ApiRuntime = typeof Runtime;

/** What a query or an action calls: the endpoints, and the client they take first. */
export interface Api {
  api: ApiRuntime;
  client: ApiClient;
}

export const apiSettingsAtom = atom<ApiSettings>((get) => ({
  merchant: get(brandAtom).code,
  language: get(localeAtom).code,
  token: get(sessionTokenAtom),
}));

// The chunk is code, not state: one load per page. A failed load is forgotten, so the next call
// tries again (the network may be back, or the visitor retried).
let runtime: Promise<ApiRuntime> | undefined;

/** The API chunk, fetched on the first call (docs/quality.md: ky and the schemas stay out of the first paint). */
export function loadApiRuntime(): Promise<ApiRuntime> {
  runtime ??= loadChunk(() => import('./runtime')).catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/**
 * Where this store's calls get the API chunk from: the real chunk, or a fake API in a test
 * (`createSiteStore({ api })`).
 */
export const apiSourceAtom = atom<{ load: () => Promise<ApiRuntime> }>({ load: loadApiRuntime });

/** The first calls the page's boot script asked (ADR 019), set once when the store is made. */
export const bootCallsAtom = atom<readonly PrefetchedCall[]>([]);

// One lookup per store: each of the boot's answers is used once, by whichever client asks first.
const bootAnswersAtom = atom<PrefetchedLookup>((get) => prefetchedResponses(get(bootCallsAtom)));

const runtimeAtom = atom<ApiRuntime | null>(null);

// One client per settings: it keeps the server's encryption key between calls, and a new brand,
// language or token makes a new one, so every call carries the current headers.
const clientAtom = atom<ApiClient | null>((get) => {
  const loaded = get(runtimeAtom);
  return loaded && loaded.createClient(get(apiSettingsAtom), get(bootAnswersAtom));
});

/**
 * The API for one call: `await set(apiAtom)`. Only the data layer's definitions use it: queries
 * (`*.queries.ts`) and actions (`*.actions.ts`); a lint rule keeps it there (docs/data.md).
 */
export const apiAtom = atom(null, async (get, set): Promise<Api> => {
  if (get(runtimeAtom) === null) set(runtimeAtom, await get(apiSourceAtom).load());
  const api = get(runtimeAtom);
  const client = get(clientAtom);
  if (api === null || client === null) throw new Error('The API chunk did not load');
  return { api, client };
});

/**
 * The API as a session the site does not hold would call it: the login of a non-agent on the
 * agent page is closed again at once, with the token its answer brought.
 */
export const apiForTokenAtom = atom(null, async (get, set, token: string): Promise<Api> => {
  const { api } = await set(apiAtom);
  return {
    api,
    client: api.createClient({ ...get(apiSettingsAtom), token }, () => Promise.resolve(undefined)),
  };
});
