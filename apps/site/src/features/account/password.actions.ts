import type { BindRequest, BindTarget } from '@lobby/api';
import { offsetCountdownSeconds, smsCountdownSeconds } from '@lobby/core';
import { apiAtom } from '../../data/api';
import { fetchQuery } from '../../data/query';
import { atom } from '../../state/jotai';
import { passwordChangedAtom } from '../session/session.actions';
import { accountDialogAtom } from './dialogs.atoms';
import { completeLogin, type LoginAttempt, type SmsTarget } from './login.actions';
import { memberQuery } from './member.queries';

/** Forgot by e-mail (doc 1 §4): resolves when the server sent the e-mail. */
export const forgotByEmailAtom = atom(
  null,
  async (_get, set, request: { username: string; email: string }) => {
    const { api, client } = await set(apiAtom);
    await api.forgotPasswordByEmail(client, request);
  },
);

/**
 * The forgot-password SMS. The countdown starts offset by half the request's time (doc 1 §4 SMS
 * send), so it ends with the server's window.
 */
export const sendForgotSmsAtom = atom(null, async (_get, set, target: SmsTarget) => {
  const { api, client } = await set(apiAtom);
  const botCheck = await api.fetchBotCheck(client);
  const started = performance.now();
  const sent = await api.sendForgotSms(client, { ...target, botCheck });
  return offsetCountdownSeconds(
    smsCountdownSeconds(sent.expiredMinutes),
    performance.now() - started,
  );
});

/**
 * Forgot by phone (doc 1 §4): the new password is set with the SMS code, then the member is logged
 * in with it (the same login as the dialog's, so a new-IP step or forced change still applies).
 */
export const resetByPhoneAtom = atom(
  null,
  async (
    get,
    set,
    { target, code, newPassword }: { target: SmsTarget; code: string; newPassword: string },
  ): Promise<LoginAttempt> => {
    try {
      const { api, client } = await set(apiAtom);
      await api.setPasswordBySms(client, {
        mobileNum: target.mobileNo,
        countryDialingCode: target.countryDialingCode,
        verificationCode: code,
        newPassword,
      });
      // The login payload's user name may be the mobile number (doc 1 §3 Login payload).
      const botCheck = await api.fetchBotCheck(client);
      const result = await api.login(client, {
        type: 'username',
        username: target.mobileNo,
        password: newPassword,
        botCheck,
      });
      return await completeLogin(get, set, result, {
        loginType: 'username',
        username: null,
        remember: undefined,
        pathname: '/',
      });
    } catch (error) {
      return { kind: 'failed', error };
    }
  },
);

/**
 * The forced change (doc 1 §4): the server holds the session to it since the login, so the new
 * password is all it takes (ADR 022). On success the flag goes, the dialog closes and the member
 * reloads.
 */
export const changePasswordAtom = atom(null, async (_get, set, newPassword: string) => {
  const { api, client } = await set(apiAtom);
  await api.changePassword(client, { newPassword, confirmNewPassword: newPassword });
  set(passwordChangedAtom);
  set(accountDialogAtom, null);
  await fetchQuery(set, memberQuery, { force: true }).catch(() => undefined);
});

/** The member changes the login password (the security centre): the old one proves it is them. */
export const changeLoginPasswordAtom = atom(
  null,
  async (_get, set, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) => {
    const { api, client } = await set(apiAtom);
    await api.changePassword(client, { oldPassword, newPassword, confirmNewPassword: newPassword });
  },
);

/**
 * Sends the code that binds a mobile number or an e-mail address (the security centre); resolves
 * to the seconds before another may be sent.
 */
export const sendBindCodeAtom = atom(null, async (_get, set, target: BindTarget) => {
  const { api, client } = await set(apiAtom);
  const sent = await api.sendBindCode(client, target);
  return smsCountdownSeconds(sent.expiredMinutes);
});

/** Binds the number or address with its code; the member info then shows it. */
export const bindContactAtom = atom(null, async (_get, set, request: BindRequest) => {
  const { api, client } = await set(apiAtom);
  await api.bindContact(client, request);
  await fetchQuery(set, memberQuery, { force: true }).catch(() => undefined);
});
