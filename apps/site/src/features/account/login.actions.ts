import type { LoginRequest, LoginResult } from '@lobby/api';
import { isApiError } from '@lobby/api';
import { loginOutcome, smsCountdownSeconds } from '@lobby/core';
import { apiAtom, apiForTokenAtom, type Api, type ApiRuntime } from '../../data/api';
import { fetchQuery } from '../../data/query';
import { atom, type Getter, type Setter } from '../../state/jotai';
import { endSessionAtom, startSessionAtom } from '../session/session.actions';
import { sessionTokenAtom } from '../session/session.atoms';
import { forgetRememberedUser, rememberUser } from '../session/rememberedUser';
import {
  accountDialogAtom,
  afterLoginDialogAtom,
  firstLoginAtom,
  type PendingVerification,
} from './dialogs.atoms';
import { captchaImageAtom } from './login.atoms';
import { memberQuery } from './member.queries';

/** A phone number a code is sent to. */
export interface SmsTarget {
  countryDialingCode: string;
  mobileNo: string;
}

export type LoginCredentials =
  | { type: 'username'; username: string; password: string; remember?: boolean }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string }
  // The sign-in provider verified the phone (its code, or a social account): doc 1 §3 type firebase.
  | { type: 'firebase'; mobileNum: string; countryDialingCode: string; firebaseIdToken: string };

export type LoginAttempt =
  | { kind: 'loggedIn'; next: '/agentHome' | null }
  | { kind: 'forcedChange' }
  | { kind: 'notAgent' }
  | { kind: 'verification' }
  | { kind: 'failed'; error: unknown };

/** A new captcha picture from the server, as a data URL (each call is a new picture). */
export const fetchCaptchaAtom = atom(null, async (_get, set) => {
  const { api, client } = await set(apiAtom);
  return `data:image/png;base64,${await api.getCaptcha(client)}`;
});

export const refreshCaptchaAtom = atom(null, async (_get, set) => {
  set(captchaImageAtom, await set(fetchCaptchaAtom));
});

interface LoginContext {
  loginType: LoginCredentials['type'];
  username: string | null;
  /** Remember me as ticked; undefined where the form does not offer it (the choice stays). */
  remember: boolean | undefined;
  pathname: string;
}

/**
 * Login (doc 1 §4): bot check (not for an SMS login) -> the encrypted login call -> what follows
 * success. A failure that carries the captcha marker brings the captcha in; one that asks for the
 * new-IP step opens it. The typed password goes into the encrypted call and nowhere else: nothing
 * holds it afterwards (the forced change needs no old password, ADR 022).
 */
export const loginAtom = atom(
  null,
  async (
    get,
    set,
    {
      credentials,
      captcha,
      pathname,
    }: { credentials: LoginCredentials; captcha?: string; pathname: string },
  ): Promise<LoginAttempt> => {
    const context: LoginContext = {
      loginType: credentials.type,
      username: credentials.type === 'username' ? credentials.username : null,
      remember: credentials.type === 'username' ? credentials.remember : undefined,
      pathname,
    };
    let loaded: Api;
    try {
      loaded = await set(apiAtom);
    } catch (error) {
      return { kind: 'failed', error };
    }
    const { api, client } = loaded;
    try {
      const captchaEntry = captcha === undefined || captcha === '' ? {} : { captcha };
      let request: LoginRequest;
      if (credentials.type === 'username') {
        const botCheck = await api.fetchBotCheck(client);
        request = {
          type: 'username',
          username: credentials.username,
          password: credentials.password,
          botCheck,
          ...captchaEntry,
        };
      } else if (credentials.type === 'firebase') {
        // The provider's token is the proof: no bot check, as for an SMS code.
        request = {
          type: 'firebase',
          mobileNum: credentials.mobileNum,
          countryDialingCode: credentials.countryDialingCode,
          firebaseIdToken: credentials.firebaseIdToken,
        };
      } else {
        request = {
          type: 'sms',
          mobileNum: credentials.mobileNum,
          countryDialingCode: credentials.countryDialingCode,
          verificationCode: credentials.verificationCode,
          ...captchaEntry,
        };
      }
      const result = await api.login(client, request);
      set(captchaImageAtom, null);
      return await completeLogin(get, set, result, context);
    } catch (error) {
      return handleLoginFailure(set, api, error, context);
    }
  },
);

function handleLoginFailure(
  set: Setter,
  api: ApiRuntime,
  error: unknown,
  context: LoginContext,
): LoginAttempt {
  const verification = api.loginVerificationOf(error);
  if (verification) {
    set(accountDialogAtom, { kind: 'verification', pending: { ...verification, ...context } });
    return { kind: 'verification' };
  }
  if (isApiError(error, 'server') && error.failure.code === api.SERVER_CODES.captchaRequired) {
    void set(refreshCaptchaAtom).catch(() => undefined);
  }
  return { kind: 'failed', error };
}

/** What follows a successful login, shared by the login, the new-IP step and forgot-by-phone. */
export async function completeLogin(
  get: Getter,
  set: Setter,
  result: LoginResult,
  context: LoginContext,
): Promise<LoginAttempt> {
  if (context.loginType === 'username' && context.username !== null) {
    if (context.remember === true) rememberUser(context.username);
    else if (context.remember === false) forgetRememberedUser();
  }
  // Whether the password must change first is the server's to say (it refuses every other member
  // call until then): the default password, or an expired one where the brand enforces expiry.
  const outcome = loginOutcome({
    mustChangePassword: result.mustChangePassword,
    passwordExpired: result.passwordExpired,
    isAgent: result.user.type,
    pathname: context.pathname,
  });

  if (outcome.kind === 'notAgent') {
    // The session the server just opened is closed again at once; nothing of it is kept.
    await endServerSession(set, result.token);
    return { kind: 'notAgent' };
  }
  if (outcome.kind === 'forcedChange') {
    set(startSessionAtom, { result, mustChangePassword: true });
    set(accountDialogAtom, { kind: 'forcedChange', reason: outcome.reason });
    return { kind: 'forcedChange' };
  }
  set(startSessionAtom, { result });
  set(accountDialogAtom, null);
  set(firstLoginAtom, result.firstTimeLogin);
  set(afterLoginDialogAtom, true);
  // The header shows the session's items until the member's info is here; a failure keeps them.
  await fetchQuery(set, memberQuery).catch(() => undefined);
  return { kind: 'loggedIn', next: outcome.next };
}

async function endServerSession(set: Setter, token: string): Promise<void> {
  try {
    const { api, client } = await set(apiForTokenAtom, token);
    await api.logout(client);
  } catch {
    // The token was never stored; the server's expiry ends it if this call could not.
  }
}

/** The login SMS code (bot-checked: the send is the SMS bomber's target); answers the countdown. */
export const sendLoginCodeAtom = atom(null, async (_get, set, target: SmsTarget) => {
  const { api, client } = await set(apiAtom);
  const botCheck = await api.fetchBotCheck(client);
  const sent = await api.sendLoginSms(client, {
    mobileNum: target.mobileNo,
    countryDialingCode: target.countryDialingCode,
    botCheck,
  });
  return smsCountdownSeconds(sent.expiredMinutes);
});

/** The new-IP step: a code sent by the chosen method. */
export const sendVerificationCodeAtom = atom(
  null,
  async (
    _get,
    set,
    { verificationId, method }: { verificationId: string; method: 'mobile' | 'email' },
  ) => {
    const { api, client } = await set(apiAtom);
    const sent = await api.sendLoginVerificationCode(client, { verificationId, method });
    return smsCountdownSeconds(sent.expiredMinutes);
  },
);

/** The new-IP step: the code or answer completes the login. */
export const completeVerificationAtom = atom(
  null,
  async (
    get,
    set,
    {
      pending,
      method,
      value,
    }: {
      pending: PendingVerification;
      method: PendingVerification['methods'][number];
      value: string;
    },
  ): Promise<LoginAttempt> => {
    try {
      const { api, client } = await set(apiAtom);
      const result = await api.completeLoginVerification(client, {
        verificationId: pending.verificationId,
        method,
        code: value,
      });
      return await completeLogin(get, set, result, pending);
    } catch (error) {
      return { kind: 'failed', error };
    }
  },
);

/** Free play (doc 1 §4): a trial account; on success the member loads and the app goes to /. */
export const freePlayAtom = atom(null, async (get, set): Promise<LoginAttempt> => {
  try {
    const { api, client } = await set(apiAtom);
    const result = await api.loginFreeplay(client, { os: navigatorOs(), platform: 'W' });
    set(startSessionAtom, { result });
    set(accountDialogAtom, null);
    await fetchQuery(set, memberQuery).catch(() => undefined);
    return { kind: 'loggedIn', next: null };
  } catch (error) {
    return { kind: 'failed', error };
  }
});

function navigatorOs(): string {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } })
    .userAgentData?.platform;
  return (platform ?? navigator.platform ?? 'web').slice(0, 32) || 'web';
}

/** Logout (doc 1 §4): the call, then the session ends in this tab and, by the channel, in all. */
export const logoutAtom = atom(null, async (get, set) => {
  const token = get(sessionTokenAtom);
  try {
    const { api, client } = await set(apiAtom);
    await api.logout(client);
  } catch {
    // The member asked to leave: the session ends here whatever the server answered.
  }
  set(endSessionAtom);
  set(accountDialogAtom, null);
  set(afterLoginDialogAtom, false);
  try {
    const { api } = await set(apiAtom);
    // The other tabs holding this session end it too; a tab holding another member's keeps it.
    if (token !== null) api.broadcastSessionEnd('logout', token);
  } catch {
    // Without the API's code no other tab can be told; each learns at its next call.
  }
});
