import type { SessionUser } from '@lobby/api';

/**
 * The session items (doc 1 §3) in the tab's session storage, under the spec's names. The token is
 * the only secret here; it is sent only to the API origin by the api package. The typed password
 * is never stored, nor held after the login call.
 */
export interface StoredSession {
  token: string;
  user: SessionUser;
  /** The member must change the password before anything else (forced change). */
  mustChangePassword: boolean;
}

const KEYS = {
  token: 'token',
  customerId: 'customerId',
  account: 'account',
  username: 'username',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  mustChangePassword: 'mustChangePassword',
} as const;

/** What logout leaves in session storage (doc 1 §3 Session items). */
export const KEPT_ON_LOGOUT = ['merchant', 'merchantCode'] as const;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the session lasts as long as the page.
    return null;
  }
}

export function readStoredSession(): StoredSession | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(KEYS.token);
  const account = store.getItem(KEYS.account);
  const customerId = Number(store.getItem(KEYS.customerId));
  const type = Number(store.getItem(KEYS.isAgent));
  if (!token || !account || !Number.isSafeInteger(customerId) || !Number.isSafeInteger(type)) {
    return null;
  }
  const memberLabel = store.getItem(KEYS.memberLabel);
  return {
    token,
    user: {
      customerId,
      account,
      username: store.getItem(KEYS.username) ?? account,
      type,
      ...(memberLabel ? { memberLabel } : {}),
    },
    mustChangePassword: store.getItem(KEYS.mustChangePassword) === '1',
  };
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(KEYS.token, session.token);
    store.setItem(KEYS.customerId, String(session.user.customerId));
    store.setItem(KEYS.account, session.user.account);
    store.setItem(KEYS.username, session.user.username);
    store.setItem(KEYS.isAgent, String(session.user.type));
    if (session.user.memberLabel) store.setItem(KEYS.memberLabel, session.user.memberLabel);
    else store.removeItem(KEYS.memberLabel);
    if (session.mustChangePassword) store.setItem(KEYS.mustChangePassword, '1');
    else store.removeItem(KEYS.mustChangePassword);
  } catch {
    // A full or blocked storage keeps the session in memory for this page only.
  }
}

/** Logout: everything goes except merchant and merchantCode. */
export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  const kept = KEPT_ON_LOGOUT.map((key) => [key, store.getItem(key)] as const);
  store.clear();
  for (const [key, value] of kept) if (value !== null) store.setItem(key, value);
}
