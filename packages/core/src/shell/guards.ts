import { pathKey } from './path';

/** The paths the login guard never redirects from (doc 1 §2). /login itself is one: no loop. */
export const LOGIN_GUARD_EXCEPTIONS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
] as const;

const EXEMPT = new Set<string>(LOGIN_GUARD_EXCEPTIONS.map((p) => p.toLowerCase()));

export interface LoginGuardInput {
  /** The brand setting `loginedToHomePage`: the site is for logged-in players only. */
  loginedToHomePage: boolean;
  hasToken: boolean;
  /** The location being entered (path, query and hash allowed). */
  pathname: string;
}

/** Where to send a visitor instead of `pathname`: `/login`, or null to let them in. */
export function loginGuard({
  loginedToHomePage,
  hasToken,
  pathname,
}: LoginGuardInput): '/login' | null {
  if (!loginedToHomePage || hasToken) return null;
  return EXEMPT.has(pathKey(pathname)) ? null : '/login';
}

export interface SystemGateInput {
  /** The system status call: 0 normal, 1 maintenance, 2 region restriction. */
  status?: 0 | 1 | 2 | undefined;
  /** The permission call's flags. */
  maintenance?: boolean | undefined;
  regionRestriction?: boolean | undefined;
}

/** What replaces the site: the maintenance page, the region-blocked page, or nothing (`open`). */
export type SystemGate = 'open' | 'maintenance' | 'region';

/** Either source may report a state; maintenance wins over a region restriction (doc 1 §4). */
export function systemGate({
  status,
  maintenance,
  regionRestriction,
}: SystemGateInput): SystemGate {
  if (status === 1 || maintenance === true) return 'maintenance';
  if (status === 2 || regionRestriction === true) return 'region';
  return 'open';
}
