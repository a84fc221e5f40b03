import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, SERVER_CODES, type MemberInfo } from '@lobby/api';
import { ChunkLoadError } from '../../app/loadChunk';
import { createSiteStore } from '../../app/siteStore';
import { apiSourceAtom } from '../../data/api';
import { queryState } from '../../data/query';
import { botProof, loginResult, memberInfo } from '../../test/accounts';
import { fakeApi, type FakeEndpoints } from '../../test/fakeApi';
import { readRememberedUser } from '../session/rememberedUser';
import { sessionAtom } from '../session/session.atoms';
import { readStoredSession } from '../session/sessionStore';
import { accountDialogAtom, afterLoginDialogAtom } from './dialogs.atoms';
import { freePlayAtom, loginAtom, logoutAtom } from './login.actions';
import { captchaImageAtom } from './login.atoms';
import { memberQuery } from './member.queries';

// The login flow (doc 1 §4) against a fake API: what the member ends up with, call by call.

function site(endpoints: FakeEndpoints = {}) {
  const api = {
    fetchBotCheck: vi.fn(() => Promise.resolve(botProof)),
    getMemberInfo: vi.fn(() => Promise.resolve(memberInfo('player01', 125_000))),
    logout: vi.fn(() => Promise.resolve(null)),
    ...endpoints,
  };
  const store = createSiteStore({ api: fakeApi(api), session: null });
  return { store, api };
}

const byPassword = (username: string, password: string, remember?: boolean) => ({
  credentials: {
    type: 'username' as const,
    username,
    password,
    ...(remember === undefined ? {} : { remember }),
  },
  pathname: '/',
});

afterEach(() => {
  window.sessionStorage.clear();
  document.cookie = 'lobby.rememberedUser=; Max-Age=0; Path=/';
});

describe('login', () => {
  test('a member logs in: the session is stored, the member loaded, the after-login notices raised', async () => {
    const login = vi.fn(() => Promise.resolve(loginResult('player01')));
    const fetchBotCheck = vi.fn(() => Promise.resolve(botProof));
    const { store } = site({ login, fetchBotCheck });
    store.set(accountDialogAtom, { kind: 'login' });

    const attempt = await store.set(loginAtom, byPassword('player01', 'Player#2026', true));

    expect(attempt).toEqual({ kind: 'loggedIn', next: null });
    // The bot check first, then the login with its proof and the password exactly as typed.
    expect(fetchBotCheck.mock.invocationCallOrder[0]).toBeLessThan(
      login.mock.invocationCallOrder[0]!,
    );
    expect(login).toHaveBeenCalledWith(expect.anything(), {
      type: 'username',
      username: 'player01',
      password: 'Player#2026',
      botCheck: botProof,
    });
    expect(store.get(sessionAtom)?.token).toBe('token-of-player01');
    expect(readStoredSession()?.user.account).toBe('player01');
    expect(queryState(store.get, memberQuery).data?.sumBalance).toBe(125_000);
    expect(store.get(accountDialogAtom)).toBeNull();
    expect(store.get(afterLoginDialogAtom)).toBe(true);
    expect(readRememberedUser()).toBe('player01');
  });

  // social and phone-provider sign-in (issue 29)
  test("the provider's token logs in (type firebase) with no bot check: the token is the proof", async () => {
    const login = vi.fn(() => Promise.resolve(loginResult('player01')));
    const fetchBotCheck = vi.fn(() => Promise.resolve(botProof));
    const { store } = site({ login, fetchBotCheck });

    const attempt = await store.set(loginAtom, {
      credentials: {
        type: 'firebase',
        countryDialingCode: '63',
        mobileNum: '9170000001',
        firebaseIdToken: 'signed-token',
      },
      pathname: '/',
    });

    expect(attempt).toEqual({ kind: 'loggedIn', next: null });
    expect(fetchBotCheck).not.toHaveBeenCalled();
    expect(login).toHaveBeenCalledWith(expect.anything(), {
      type: 'firebase',
      countryDialingCode: '63',
      mobileNum: '9170000001',
      firebaseIdToken: 'signed-token',
    });
    expect(store.get(sessionAtom)?.token).toBe('token-of-player01');
  });

  test('a wrong password: the failure to show, no session, nothing held', async () => {
    const wrong = new ApiError({
      kind: 'server',
      status: 400,
      code: SERVER_CODES.badCredentials,
      message: 'Account or password wrong',
    });
    const { store } = site({ login: () => Promise.reject(wrong) });
    const attempt = await store.set(loginAtom, byPassword('player01', 'nope'));
    expect(attempt).toEqual({ kind: 'failed', error: wrong });
    expect(store.get(sessionAtom)).toBeNull();
  });

  test('a failure that asks for the captcha brings its picture in', async () => {
    const { store } = site({
      login: () =>
        Promise.reject(
          new ApiError({ kind: 'server', status: 400, code: SERVER_CODES.captchaRequired }),
        ),
      getCaptcha: () => Promise.resolve('iVBORw0KGgo='),
    });
    await store.set(loginAtom, byPassword('player01', 'nope'));
    await vi.waitFor(() =>
      expect(store.get(captchaImageAtom)).toBe('data:image/png;base64,iVBORw0KGgo='),
    );
  });

  test('the server holds the member to a change: a session that must change the password first, and no account call before it', async () => {
    const { store, api } = site({
      login: () => Promise.resolve(loginResult('default01', { mustChangePassword: true })),
    });
    const attempt = await store.set(loginAtom, byPassword('default01', '123456'));
    expect(attempt).toEqual({ kind: 'forcedChange' });
    expect(store.get(sessionAtom)?.mustChangePassword).toBe(true);
    expect(readStoredSession()?.mustChangePassword).toBe(true);
    expect(store.get(accountDialogAtom)).toEqual({
      kind: 'forcedChange',
      reason: 'defaultPassword',
    });
    expect(api.getMemberInfo).not.toHaveBeenCalled();
  });

  test('the reason is the server’s: an expired password it enforces; none where it does not', async () => {
    const enforced = site({
      login: () =>
        Promise.resolve(
          loginResult('expired01', { passwordExpired: true, mustChangePassword: true }),
        ),
    });
    expect(await enforced.store.set(loginAtom, byPassword('expired01', 'Expired#2026'))).toEqual({
      kind: 'forcedChange',
    });
    expect(enforced.store.get(accountDialogAtom)).toMatchObject({ reason: 'expiredPassword' });

    // The site no longer decides from what was typed: the default password without the server's
    // word is an ordinary login.
    const notEnforced = site({
      login: () => Promise.resolve(loginResult('default01', { passwordExpired: true })),
    });
    expect(await notEnforced.store.set(loginAtom, byPassword('default01', '123456'))).toEqual({
      kind: 'loggedIn',
      next: null,
    });
  });

  test('a player who is not an agent, on the agent page: the session just opened is closed again', async () => {
    const { store, api } = site({ login: () => Promise.resolve(loginResult('player01')) });
    const attempt = await store.set(loginAtom, {
      ...byPassword('player01', 'Player#2026'),
      pathname: '/join',
    });
    expect(attempt).toEqual({ kind: 'notAgent' });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)).toBeNull();
    expect(readStoredSession()).toBeNull();
  });

  test('a login from a new address opens the extra step, with how the member logged in', async () => {
    const verification = new ApiError({
      kind: 'server',
      status: 403,
      code: SERVER_CODES.verificationRequired,
      value: { verificationId: 'v-123', methods: ['mobile', 'email'] },
    });
    const { store } = site({ login: () => Promise.reject(verification) });
    const attempt = await store.set(loginAtom, byPassword('traveler1', 'Travel#2026', true));
    expect(attempt).toEqual({ kind: 'verification' });
    expect(store.get(accountDialogAtom)).toEqual({
      kind: 'verification',
      pending: {
        verificationId: 'v-123',
        methods: ['mobile', 'email'],
        loginType: 'username',
        username: 'traveler1',
        remember: true,
        pathname: '/',
      },
    });
  });

  test('the API’s code not arriving is a failure to show, and the next attempt tries again', async () => {
    const { store, api } = site({ login: () => Promise.resolve(loginResult('player01')) });
    const real = store.get(apiSourceAtom);
    store.set(apiSourceAtom, { load: () => Promise.reject(new ChunkLoadError('missing')) });
    const attempt = await store.set(loginAtom, byPassword('player01', 'Player#2026'));
    expect(attempt.kind).toBe('failed');
    expect(api.fetchBotCheck).not.toHaveBeenCalled();

    store.set(apiSourceAtom, real);
    expect((await store.set(loginAtom, byPassword('player01', 'Player#2026'))).kind).toBe(
      'loggedIn',
    );
  });
});

describe('free play and logout', () => {
  test('free play: a trial session and its member', async () => {
    const loginFreeplay = vi.fn(() =>
      Promise.resolve(
        loginResult('guest7', {
          user: { customerId: 7, account: 'guest7', username: 'guest7', type: 4 },
        }),
      ),
    );
    const { store } = site({ loginFreeplay });
    expect(await store.set(freePlayAtom)).toEqual({ kind: 'loggedIn', next: null });
    expect(loginFreeplay).toHaveBeenCalledWith(expect.anything(), {
      os: expect.any(String) as unknown,
      platform: 'W',
    });
    expect(store.get(sessionAtom)?.user.type).toBe(4);
  });

  test('logout ends the session here and tells the other tabs holding it, even when the server call fails', async () => {
    const broadcastSessionEnd = vi.fn();
    const { store } = site({
      login: () => Promise.resolve(loginResult('player01')),
      logout: () => Promise.reject(new ApiError({ kind: 'network' })),
      broadcastSessionEnd,
    });
    await store.set(loginAtom, byPassword('player01', 'Player#2026'));
    await store.set(logoutAtom);
    expect(store.get(sessionAtom)).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(broadcastSessionEnd).toHaveBeenCalledWith('logout', 'token-of-player01');
  });
});

describe('a second player in the same tab', () => {
  test('sees only their own member, balance and favourites, never the first one’s', async () => {
    const members: Record<string, MemberInfo> = {
      player01: memberInfo('player01', 125_000),
      vip001: memberInfo('vip001', 5_250_000),
    };
    let current = 'player01';
    const { store } = site({
      login: (_client, request) => {
        current = request.type === 'username' ? request.username : '';
        return Promise.resolve(loginResult(current));
      },
      getMemberInfo: () => Promise.resolve(members[current]!),
    });
    await store.set(loginAtom, byPassword('player01', 'Player#2026'));
    expect(queryState(store.get, memberQuery).data?.account).toBe('player01');
    await store.set(logoutAtom);
    expect(queryState(store.get, memberQuery).data).toBeUndefined();

    await store.set(loginAtom, byPassword('vip001', 'Vip#2026'));
    expect(queryState(store.get, memberQuery).data).toEqual(members.vip001);
  });
});
