import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type LoginRequest } from '@lobby/api';
import { createSiteStore } from '../../app/siteStore';
import { botProof, loginResult, memberInfo } from '../../test/accounts';
import { fakeApi, type FakeEndpoints } from '../../test/fakeApi';
import { sessionAtom } from '../session/session.atoms';
import { accountDialogAtom } from './dialogs.atoms';
import { changePasswordAtom, forgotByEmailAtom, resetByPhoneAtom } from './password.actions';

// Password recovery and the forced change (doc 1 §4) against a fake API.

function site(endpoints: FakeEndpoints = {}) {
  const api = {
    fetchBotCheck: vi.fn(() => Promise.resolve(botProof)),
    getMemberInfo: vi.fn(() => Promise.resolve(memberInfo('player01', 125_000))),
    ...endpoints,
  };
  return { store: createSiteStore({ api: fakeApi(api), session: null }), api };
}

const phone = { countryDialingCode: '63', mobileNo: '9170000001' };

afterEach(() => {
  window.sessionStorage.clear();
});

describe('password recovery', () => {
  test('by e-mail: the request, and a failure reaches the dialog', async () => {
    const forgotPasswordByEmail = vi.fn(() => Promise.resolve(null));
    const { store } = site({ forgotPasswordByEmail });
    await store.set(forgotByEmailAtom, { username: 'player01', email: 'player01@demo.example' });
    expect(forgotPasswordByEmail).toHaveBeenCalledWith(expect.anything(), {
      username: 'player01',
      email: 'player01@demo.example',
    });

    const unknown = new ApiError({ kind: 'server', status: 404, message: 'No such account' });
    const failing = site({ forgotPasswordByEmail: () => Promise.reject(unknown) });
    await expect(
      failing.store.set(forgotByEmailAtom, { username: 'ghost', email: 'ghost@demo.example' }),
    ).rejects.toBe(unknown);
  });

  test('by phone: the new password is set with the code, then the member logs in with it', async () => {
    const setPasswordBySms = vi.fn(() => Promise.resolve(null));
    const login = vi.fn((_client: unknown, _request: LoginRequest) =>
      Promise.resolve(loginResult('player01')),
    );
    const { store } = site({ setPasswordBySms, login });
    const attempt = await store.set(resetByPhoneAtom, {
      target: phone,
      code: '123456',
      newPassword: 'Fresh#Pass2026',
    });
    expect(attempt).toEqual({ kind: 'loggedIn', next: null });
    expect(setPasswordBySms).toHaveBeenCalledWith(expect.anything(), {
      mobileNum: '9170000001',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Fresh#Pass2026',
    });
    // The login's user name is the mobile number (doc 1 §3 Login payload).
    expect(login.mock.calls[0]?.[1]).toMatchObject({
      type: 'username',
      username: '9170000001',
      password: 'Fresh#Pass2026',
    });
    expect(store.get(sessionAtom)?.user.account).toBe('player01');
  });

  test('by phone with a wrong code: no login', async () => {
    const wrong = new ApiError({ kind: 'server', status: 400, code: 'BAD_CODE' });
    const login = vi.fn();
    const { store } = site({ setPasswordBySms: () => Promise.reject(wrong), login });
    const attempt = await store.set(resetByPhoneAtom, {
      target: phone,
      code: '000000',
      newPassword: 'Fresh#Pass2026',
    });
    expect(attempt).toEqual({ kind: 'failed', error: wrong });
    expect(login).not.toHaveBeenCalled();
  });
});

describe('the forced change', () => {
  test('takes the new password only (the server holds the session to it), clears the flag and closes the dialog', async () => {
    const changePassword = vi.fn(() => Promise.resolve(null));
    const { store } = site({ changePassword });
    store.set(sessionAtom, {
      token: 't',
      user: { customerId: 9, account: 'default01', username: 'default01', type: 0 },
      mustChangePassword: true,
    });
    store.set(accountDialogAtom, { kind: 'forcedChange', reason: 'defaultPassword' });
    await store.set(changePasswordAtom, 'Better#2026');
    expect(changePassword).toHaveBeenCalledWith(expect.anything(), {
      newPassword: 'Better#2026',
      confirmNewPassword: 'Better#2026',
    });
    expect(store.get(sessionAtom)?.mustChangePassword).toBe(false);
    expect(store.get(accountDialogAtom)).toBeNull();
  });

  test('a refused change keeps the session held to it and the dialog open', async () => {
    const refused = new ApiError({ kind: 'server', status: 400, message: 'Too weak' });
    const { store } = site({ changePassword: () => Promise.reject(refused) });
    store.set(sessionAtom, {
      token: 't',
      user: { customerId: 9, account: 'default01', username: 'default01', type: 0 },
      mustChangePassword: true,
    });
    store.set(accountDialogAtom, { kind: 'forcedChange', reason: 'defaultPassword' });
    await expect(store.set(changePasswordAtom, 'weak')).rejects.toBe(refused);
    expect(store.get(sessionAtom)?.mustChangePassword).toBe(true);
    expect(store.get(accountDialogAtom)).toEqual({
      kind: 'forcedChange',
      reason: 'defaultPassword',
    });
  });
});
