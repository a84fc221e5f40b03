import type { LoginResult, SessionEndReason } from '@lobby/api';
import { apiAtom } from '../../data/api';
import { newSessionScopeAtom } from '../../data/query';
import { atom } from '../../state/jotai';
import { sessionAtom, sessionTokenAtom } from './session.atoms';
import { clearStoredSession, writeStoredSession } from './sessionStore';

export interface StartSession {
  result: LoginResult;
  /** The forced change is pending: the member must change the password first. */
  mustChangePassword?: boolean;
}

/**
 * A login, registration or free-play result becomes the tab's session. Whatever the data layer
 * held for a session before (another player's balance, favourites, recent games) is dropped.
 */
export const startSessionAtom = atom(
  null,
  (_get, set, { result, mustChangePassword = false }: StartSession) => {
    const session = { token: result.token, user: result.user, mustChangePassword };
    writeStoredSession(session);
    set(newSessionScopeAtom);
    set(sessionAtom, session);
  },
);

/**
 * The server refused a call until the password changes (403 PASSWORD_CHANGE_REQUIRED): the
 * session is held to the forced change, which opens (SessionSync) and stays open until it is done.
 */
export const passwordChangeRequiredAtom = atom(null, (get, set) => {
  const session = get(sessionAtom);
  if (!session || session.mustChangePassword) return;
  const next = { ...session, mustChangePassword: true };
  writeStoredSession(next);
  set(sessionAtom, next);
});

/** The forced change is done (or was never needed): the flag goes from the session. */
export const passwordChangedAtom = atom(null, (get, set) => {
  const session = get(sessionAtom);
  if (!session) return;
  const next = { ...session, mustChangePassword: false };
  writeStoredSession(next);
  set(sessionAtom, next);
});

/**
 * Ends the session in this tab: session storage cleared except merchant and merchantCode, and
 * everything the data layer held for the session dropped. Safe to run twice (a
 * logout here also arrives back through the session channel).
 */
export const endSessionAtom = atom(null, (_get, set) => {
  clearStoredSession();
  set(newSessionScopeAtom);
  set(sessionAtom, null);
});

/**
 * Follows the session channel: `onEnd` runs when this tab's session is logged out, or a call is
 * answered "session expired", in any tab (another member's session ending elsewhere is not this
 * one's). Resolves to the unsubscribe.
 */
export const followSessionEndsAtom = atom(
  null,
  async (get, set, onEnd: (reason: SessionEndReason) => void): Promise<() => void> => {
    const { api } = await set(apiAtom);
    return api.subscribeSessionExpiry(onEnd, { currentToken: () => get(sessionTokenAtom) });
  },
);
