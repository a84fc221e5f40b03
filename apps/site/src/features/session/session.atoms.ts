import type { SessionUser } from '@lobby/api';
import { isTrialAccount } from '@lobby/core';
import { atom } from '../../state/jotai';
import { readStoredSession, type StoredSession } from './sessionStore';

/**
 * The tab's session: the token and the session items, read once from session storage when the
 * site starts, so a reload keeps the member logged in. Only the session actions
 * (session.actions.ts) write it, and they keep session storage and the data layer's session scope
 * in step.
 */
export const sessionAtom = atom<StoredSession | null>(
  typeof window === 'undefined' ? null : readStoredSession(),
);

export const sessionTokenAtom = atom<string | null>((get) => get(sessionAtom)?.token ?? null);
export const sessionUserAtom = atom<SessionUser | null>((get) => get(sessionAtom)?.user ?? null);

/** The account-type code of the session (`isAgent`); null when logged out. */
export const isAgentAtom = atom<number | null>((get) => get(sessionAtom)?.user.type ?? null);

/**
 * A real member is logged in: not a visitor, not a trial account (doc 2 §6: a trial account is kept
 * from favourites, recent games and the member pop-ups).
 */
export const realMemberAtom = atom<boolean>(
  (get) => get(sessionAtom) !== null && !isTrialAccount(get(isAgentAtom)),
);
