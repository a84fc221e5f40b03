import { useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { IdentityChannel } from '@lobby/api';
import { smsCountdownSeconds } from '@lobby/core';
import { IDENTITY_ERRORS, IdentityProviderError } from '../../../data/identityErrors';
import { useAtomValue } from '../../../state/jotai';
import { loadDeferredMessages } from '../../preferences/useDeferredMessages';
import { permissionAtom } from '../../system/system.atoms';

/** The provider's client, loaded the first time a form uses it (never on the first visit). */
export const loadIdentityClient = () => import('./identityClient');

/**
 * Runs a provider call with the provider's messages (in the deferred catalog) loaded by the time
 * it fails: the header's compact form may use the provider before any dialog loaded them.
 */
async function withMessages<T>(locale: string, run: () => Promise<T>): Promise<T> {
  const messages = loadDeferredMessages(locale);
  try {
    return await run();
  } catch (error) {
    await messages?.catch(() => undefined);
    throw error;
  }
}

/** A phone as the forms hold it. */
export interface ProviderPhone {
  countryDialingCode: string;
  mobile: string;
}

export interface PhoneProvider {
  /** Sends the code through the provider; answers the countdown (1 minute, doc 1 §9). */
  sendCode(phone: ProviderPhone): Promise<number>;
  /** Confirms the code of the last send: answers the provider's ID token. */
  confirmCode(code: string): Promise<string>;
}

/**
 * The merchant's sign-in provider as the site configuration names it: the phone channel (the
 * forms' SMS codes go through the provider) and the social channels (their buttons).
 */
export function useIdentity(): {
  project: string | null;
  phone: PhoneProvider | null;
  socialChannels: readonly Exclude<IdentityChannel, 'phone'>[];
} {
  const identity = useAtomValue(permissionAtom)?.info.identity;
  const { locale } = useLingui().i18n;
  // The verification id of the last code sent, which its confirmation names.
  const verification = useRef<string | null>(null);
  const project = identity?.project ?? null;
  const phoneOn = identity?.channels.includes('phone') === true;
  const channels = identity?.channels;
  return useMemo(() => {
    const phone: PhoneProvider | null =
      project === null || !phoneOn
        ? null
        : {
            sendCode: ({ countryDialingCode, mobile }) =>
              withMessages(locale, async () => {
                const { sendPhoneCode } = await loadIdentityClient();
                const dialingCode = countryDialingCode.replace(/^\+/, '');
                verification.current = await sendPhoneCode(
                  project,
                  `+${dialingCode}${mobile.trim()}`,
                );
                return smsCountdownSeconds(null, { socialAuth: true });
              }),
            confirmCode: (code) =>
              withMessages(locale, async () => {
                // No code was sent from this form: the one typed cannot be checked.
                if (verification.current === null) {
                  throw new IdentityProviderError(IDENTITY_ERRORS.codeExpired);
                }
                const { confirmPhoneCode } = await loadIdentityClient();
                const confirmed = await confirmPhoneCode(
                  project,
                  verification.current,
                  code.trim(),
                );
                return confirmed.idToken;
              }),
          };
    const socialChannels = (channels ?? []).filter(
      (channel): channel is Exclude<IdentityChannel, 'phone'> => channel !== 'phone',
    );
    return { project, phone, socialChannels };
  }, [project, phoneOn, channels, locale]);
}
