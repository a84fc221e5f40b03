import {
  broadcastSessionEnd,
  GAME_TYPES,
  loginVerificationOf,
  SERVER_CODES,
  subscribeSessionExpiry,
  type ApiClient,
} from '@lobby/api';
import type { ApiRuntime } from '../data/api';

/** The endpoints a test answers; the names are the API chunk's (`data/runtime.ts`). */
export type FakeEndpoints = Partial<Omit<ApiRuntime, 'createClient'>>;

/**
 * A stand-in for the API chunk, for tests of the site's logic below the browser
 * (`createSiteStore({ api: fakeApi({ getBanners: ... }) })`): the endpoints the test gives, the
 * pure helpers of the real one, and any other endpoint a call that fails with a message naming it,
 * so a test notices a call it did not expect. The client is a token: the fake endpoints ignore it.
 */
export function fakeApi(endpoints: FakeEndpoints = {}): ApiRuntime {
  const client = { apiOrigin: undefined } as ApiClient;
  const known: Record<string, unknown> = {
    GAME_TYPES,
    SERVER_CODES,
    broadcastSessionEnd,
    loginVerificationOf,
    subscribeSessionExpiry,
    createClient: () => client,
    ...endpoints,
  };
  return new Proxy(known, {
    get(target, name) {
      if (typeof name === 'symbol') return undefined;
      if (name in target) return target[name];
      // Awaiting the fake (the API's load is a promise) looks for `then`: it is not a thenable.
      if (name === 'then') return undefined;
      return () => Promise.reject(new Error(`The test's fake API has no ${name}`));
    },
  }) as unknown as ApiRuntime;
}
