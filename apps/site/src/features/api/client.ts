import type { ApiClient, PrefetchedCall } from '@lobby/api';
import type * as RuntimeModule from './runtime';
import { atom } from '../../state/jotai';
import { brandAtom } from '../brand/atoms';
import { localeAtom } from '../preferences/atoms';
import { sessionTokenAtom } from '../session/atoms';

/** What every call sends: merchant = the brand code, the active locale code, the token if any. */
export interface ApiSettings {
  merchant: string;
  language: string;
  token: string | null;
}

export const apiSettingsAtom = atom<ApiSettings>((get) => ({
  merchant: get(brandAtom).code,
  language: get(localeAtom).code,
  token: get(sessionTokenAtom),
}));

export type ApiRuntime = typeof RuntimeModule;

let prefetchedCalls: readonly PrefetchedCall[] = [];

/** The first calls the boot script asked (ADR 019): the network chunk answers from them once. */
export function setPrefetchedCalls(calls: readonly PrefetchedCall[]): void {
  prefetchedCalls = calls;
}

/** The calls set above, handed over once. */
export function takePrefetchedCalls(): readonly PrefetchedCall[] {
  const calls = prefetchedCalls;
  prefetchedCalls = [];
  return calls;
}

let runtime: Promise<ApiRuntime> | null = null;

/** The network chunk (ky, endpoints, schemas), fetched once, on the first call. */
export function loadApi(): Promise<ApiRuntime> {
  runtime ??= import('./runtime');
  return runtime;
}

/**
 * The site's one API client and the endpoint functions. Rebuilt when the brand, language or token
 * changes (cheap), so every call carries the current headers.
 */
export const apiAtom = atom<Promise<{ api: ApiRuntime; client: ApiClient }>>(async (get) => {
  const settings = get(apiSettingsAtom);
  const api = await loadApi();
  return { api, client: api.createClient(settings) };
});
