import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type RegisterRequest } from '@lobby/api';
import { createSiteStore } from '../../app/siteStore';
import { queryState } from '../../data/query';
import { botProof, loginResult, memberInfo } from '../../test/accounts';
import { fakeApi, type FakeEndpoints } from '../../test/fakeApi';
import { sessionAtom } from '../session/session.atoms';
import { memberQuery } from './member.queries';
import { checkAffiliateAtom, registerAtom } from './register.actions';

// Registration (doc 1 §4) against a fake API.

function site(endpoints: FakeEndpoints = {}) {
  const api = {
    fetchBotCheck: vi.fn(() => Promise.resolve(botProof)),
    checkAffiliate: vi.fn(() => Promise.resolve(null)),
    register: vi.fn((_client: unknown, request: RegisterRequest) =>
      Promise.resolve(loginResult(request.username ?? 'new')),
    ),
    registerByMobile: vi.fn(() => Promise.resolve(loginResult('639170000099'))),
    getMemberInfo: vi.fn(() => Promise.resolve(memberInfo('newplayer', 0))),
    ...endpoints,
  };
  return { store: createSiteStore({ api: fakeApi(api), session: null }), api };
}

const fields = {
  username: 'newplayer',
  password: 'Newplayer#2026',
  confirmPassword: 'Newplayer#2026',
};

afterEach(() => window.sessionStorage.clear());

describe('registration', () => {
  test('registers with the site’s own fields, bot-checked, and logs the new member in', async () => {
    const { store, api } = site();
    const attempt = await store.set(registerAtom, { fields, by: 'username', referralCode: 'REF7' });
    expect(attempt).toEqual({ kind: 'loggedIn', next: null });
    expect(api.register).toHaveBeenCalledWith(expect.anything(), {
      ...fields,
      referralCode: 'REF7',
      domain: window.location.hostname,
      registerUrl: window.location.origin + window.location.pathname,
      registerMethod: 'WEB',
      login: true,
      botCheck: botProof,
    });
    expect(api.checkAffiliate).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)?.user.account).toBe('newplayer');
    expect(queryState(store.get, memberQuery).data?.account).toBe('newplayer');
  });

  test('an affiliate code is checked first; a wrong one stops the registration', async () => {
    const invalid = new ApiError({ kind: 'server', status: 400, code: 'INVALID_AFFILIATE' });
    const { store, api } = site({ checkAffiliate: () => Promise.reject(invalid) });
    const attempt = await store.set(registerAtom, {
      fields: { ...fields, affiliateCode: 'WRONG1' },
      by: 'username',
      referralCode: null,
    });
    expect(attempt).toEqual({ kind: 'failed', error: invalid });
    expect(api.register).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toBeNull();
  });

  test('by mobile: the mobile registration', async () => {
    const { store, api } = site();
    await store.set(registerAtom, {
      fields: { ...fields, mobileNum: '9170000099', countryDialingCode: '63' },
      by: 'mobile',
      referralCode: null,
    });
    expect(api.registerByMobile).toHaveBeenCalledTimes(1);
    expect(api.register).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)?.token).toBe('token-of-639170000099');
  });

  test('a failure keeps nothing: no session, the failure to show', async () => {
    const taken = new ApiError({ kind: 'server', status: 400, code: 'USERNAME_TAKEN' });
    const { store } = site({ register: () => Promise.reject(taken) });
    const attempt = await store.set(registerAtom, { fields, by: 'username', referralCode: null });
    expect(attempt).toEqual({ kind: 'failed', error: taken });
    expect(store.get(sessionAtom)).toBeNull();
  });

  test('the address’s affiliate code: valid or not, as the server says', async () => {
    const { store } = site({
      checkAffiliate: (_client, { code }) =>
        code === 'PARTNER01' ? Promise.resolve(null) : Promise.reject(new Error('invalid')),
    });
    expect(await store.set(checkAffiliateAtom, 'PARTNER01')).toBe(true);
    expect(await store.set(checkAffiliateAtom, 'RETIRED01')).toBe(false);
  });
});
