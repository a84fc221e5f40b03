import { afterEach, describe, expect, test } from 'vitest';
import { clearStoredSession, readStoredSession, writeStoredSession } from './sessionStore';

const session = {
  token: 'opaque-token',
  user: { customerId: 42, account: 'player1', username: 'player1', type: 0, memberLabel: 'Gold' },
  mustChangePassword: false,
};

afterEach(() => window.sessionStorage.clear());

describe('the stored session', () => {
  test('survives a reload: what was written is read back', () => {
    writeStoredSession(session);
    expect(readStoredSession()).toEqual(session);
  });

  test('keeps the forced-change flag until it is cleared', () => {
    writeStoredSession({ ...session, mustChangePassword: true });
    expect(readStoredSession()?.mustChangePassword).toBe(true);
    writeStoredSession(session);
    expect(window.sessionStorage.getItem('mustChangePassword')).toBeNull();
  });

  test('is absent when an item is missing or not a number', () => {
    writeStoredSession(session);
    window.sessionStorage.setItem('isAgent', 'agent');
    expect(readStoredSession()).toBeNull();
    window.sessionStorage.clear();
    expect(readStoredSession()).toBeNull();
  });

  test('logout clears everything except merchant and merchantCode', () => {
    window.sessionStorage.setItem('merchant', 'aurora');
    window.sessionStorage.setItem('merchantCode', 'AUR');
    window.sessionStorage.setItem('somethingElse', 'x');
    writeStoredSession(session);
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
    expect(window.sessionStorage.getItem('somethingElse')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('aurora');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('AUR');
    expect(window.sessionStorage.length).toBe(2);
  });

  test('never holds a password', () => {
    writeStoredSession(session);
    const stored = Object.keys(window.sessionStorage).map((k) => window.sessionStorage.getItem(k));
    expect(stored.join(' ')).not.toMatch(/password/i);
  });
});
