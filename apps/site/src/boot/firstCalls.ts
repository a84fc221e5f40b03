import { callHeaders, callUrl, paths } from '@lobby/api';
import { matchRoute, pathKey } from '@lobby/core';
import { API_BASE_URL } from '../config/site';
import type { ShellVisit } from './contract';
import type { Visit } from './visit';

/** A GET as the API client would send it: absolute URL and headers. */
export interface FirstCall {
  url: string;
  headers: Record<string, string>;
}

export interface FirstCalls {
  /** The system status and the site configuration: they decide the gate (main.tsx). */
  system: readonly FirstCall[];
  /** The banner list of the address's group, where it has one. */
  banners: FirstCall | null;
}

/**
 * The calls a page makes first, for a visit at `location`, as the API client sends them: the same
 * URLs (`callUrl` under the API's base URL, made absolute against the page) and the same headers
 * (`callHeaders`, with the session's token when there is one).
 */
export function firstCallsOf(
  visit: Visit,
  location: Pick<Location, 'href' | 'host' | 'pathname'>,
  token: string | null,
): FirstCalls {
  const headers = callHeaders({ merchant: visit.brand.code, language: visit.locale.code, token });
  const call = (path: string, query?: Record<string, string>): FirstCall => ({
    url: new URL(callUrl(API_BASE_URL, path, query), location.href).href,
    headers,
  });
  const group = matchRoute(location.pathname)?.bannerGroup ?? null;
  return {
    system: [call(paths.systemStatus), call(paths.systemPermission, { url: location.host })],
    banners: group === null ? null : call(paths.bannerList, { group }),
  };
}

/** Whether the shell a page was rendered with is this visit's: same address, brand, language, mode. */
export function shellMatches(shell: ShellVisit | null, visit: Visit, pathname: string): boolean {
  return (
    shell !== null &&
    shell.path === pathKey(pathname) &&
    shell.brand === visit.brand.code &&
    shell.locale === visit.locale.code &&
    shell.mode === visit.mode
  );
}
