import type { Country, RegisterRequest, RegisterSetting } from '@lobby/api';
import { smsCountdownSeconds } from '@lobby/core';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';
import { completeLogin, type LoginAttempt } from './login';

/** The register rules per field (server configuration); null until loaded. */
export const registerRulesAtom = atom<RegisterSetting | null>(null);
/** The dial-code picker's countries; null until loaded. */
export const countriesAtom = atom<readonly Country[] | null>(null);

/** Rules and countries, fetched once per visit when a dialog that needs them opens. */
export const loadRegisterSetupAtom = atom(null, async (get, set) => {
  const { api, client } = await get(apiAtom);
  const [rules, countries] = await Promise.all([
    get(registerRulesAtom) ?? api.getRegisterSetting(client),
    get(countriesAtom) ?? api.getCountries(client),
  ]);
  set(registerRulesAtom, rules);
  set(countriesAtom, countries);
});

/** The countries only (the login's mobile mode and forgot-by-phone need no rules). */
export const loadCountriesAtom = atom(null, async (get, set) => {
  if (get(countriesAtom) !== null) return;
  const { api, client } = await get(apiAtom);
  set(countriesAtom, await api.getCountries(client));
});

/** The address's affiliate code, checked when the dialog opens: valid hides the field. */
export const checkAffiliateAtom = atom(null, async (get, _set, code: string): Promise<boolean> => {
  const { api, client } = await get(apiAtom);
  try {
    await api.checkAffiliate(client, { code, domain: window.location.hostname });
    return true;
  } catch {
    return false;
  }
});

export interface SmsTarget {
  countryDialingCode: string;
  mobileNo: string;
}

/** The registration SMS; answers the countdown in seconds (expiredMinutes x 60). */
export const sendRegisterSmsAtom = atom(
  null,
  async (
    get,
    _set,
    { target, registerType }: { target: SmsTarget; registerType: 'mobile' | 'username' },
  ) => {
    const { api, client } = await get(apiAtom);
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
      const { api, client } = await get(apiAtom);
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
