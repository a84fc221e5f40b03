import type { RegisterRequest } from '@lobby/api';
import { smsCountdownSeconds } from '@lobby/core';
import { apiAtom } from '../../data/api';
import { atom } from '../../state/jotai';
import { completeLogin, type LoginAttempt, type SmsTarget } from './login.actions';

/** The address's affiliate code, checked when the dialog opens: valid hides the field. */
export const checkAffiliateAtom = atom(null, async (_get, set, code: string): Promise<boolean> => {
  const { api, client } = await set(apiAtom);
  try {
    await api.checkAffiliate(client, { code, domain: window.location.hostname });
    return true;
  } catch {
    return false;
  }
});

/** The registration SMS; answers the countdown in seconds (expiredMinutes x 60). */
export const sendRegisterSmsAtom = atom(
  null,
  async (
    _get,
    set,
    { target, registerType }: { target: SmsTarget; registerType: 'mobile' | 'username' },
  ) => {
    const { api, client } = await set(apiAtom);
    const botCheck = await api.fetchBotCheck(client);
    const sent = await api.sendRegisterSms(client, { ...target, registerType, botCheck });
    return smsCountdownSeconds(sent.expiredMinutes);
  },
);

export type RegisterFields = Omit<
  RegisterRequest,
  'login' | 'registerUrl' | 'registerMethod' | 'botCheck' | 'domain' | 'referralCode'
>;

/**
 * Registration (doc 1 §4): the affiliate code (when present) is checked first, then the bot
 * check and the encrypted call with registerUrl, domain, referralCode and registerMethod WEB; on
 * success the member is logged in.
 */
export const registerAtom = atom(
  null,
  async (
    get,
    set,
    {
      fields,
      by,
      referralCode,
    }: { fields: RegisterFields; by: 'username' | 'mobile'; referralCode: string | null },
  ): Promise<LoginAttempt> => {
    try {
      const { api, client } = await set(apiAtom);
      if (fields.affiliateCode) {
        await api.checkAffiliate(client, {
          code: fields.affiliateCode,
          domain: window.location.hostname,
        });
      }
      const botCheck = await api.fetchBotCheck(client);
      const request: RegisterRequest = {
        ...fields,
        ...(referralCode ? { referralCode } : {}),
        domain: window.location.hostname,
        registerUrl: window.location.origin + window.location.pathname,
        registerMethod: 'WEB',
        login: true,
        botCheck,
      };
      const result =
        by === 'mobile'
          ? await api.registerByMobile(client, request)
          : await api.register(client, request);
      // A new account: no default or expired password to force a change of.
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
