import type { LoginResult } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { memberInfoAtom, sessionAtom } from './atoms';
import { passwordMemory } from './passwordMemory';
import { clearStoredSession, writeStoredSession } from './sessionStore';

export interface StartSession {
  result: LoginResult;
  /** The forced change is pending: the member must change the password first. */
  mustChangePassword?: boolean;
}

/** A login, registration or free-play result becomes the tab's session. */
export const startSessionAtom = atom(
  null,
  (_get, set, { result, mustChangePassword = false }: StartSession) => {
    const session = { token: result.token, user: result.user, mustChangePassword };
    writeStoredSession(session);
    set(memberInfoAtom, null);
    set(sessionAtom, session);
  },
);

/** The forced change is done (or was never needed): the flag goes from the session. */
export const passwordChangedAtom = atom(null, (get, set) => {
  const session = get(sessionAtom);
  if (!session) return;
  const next = { ...session, mustChangePassword: false };
  writeStoredSession(next);
  set(sessionAtom, next);
});

/**
 * Ends the session in this tab: session storage cleared except merchant and merchantCode, the
 * held password and the member dropped. Safe to run twice (a logout here also arrives back
 * through the session channel).
 */
export const endSessionAtom = atom(null, (_get, set) => {
  passwordMemory.clear();
  clearStoredSession();
  set(memberInfoAtom, null);
  set(sessionAtom, null);
});

/** Loads the member info; a failure leaves the header on the session items. */
export const loadMemberInfoAtom = atom(null, async (get, set) => {
  if (get(sessionAtom) === null) return;
  try {
    const { api, client } = await get(apiAtom);
    set(memberInfoAtom, await api.getMemberInfo(client));
  } catch {
    // An expired session is handled by the session channel; other failures keep what is shown.
  }
});
