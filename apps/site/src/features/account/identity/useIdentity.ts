import { useMemo, useRef } from 'react';
import type { I18n } from '@lingui/core';
import type { IdentityChannel } from '@lobby/api';
import { smsCountdownSeconds } from '@lobby/core';
import { errorMessage } from '../../../data/errorMessages';
import { useAtomValue } from '../../../state/jotai';
import { loadDeferredMessages } from '../../preferences/useDeferredMessages';
import { permissionAtom } from '../../system/system.atoms';

/** The provider's client, loaded the first time a form uses it (never on the first visit). */
export const loadIdentityClient = () => import('./identityClient');

/**
 * The message of a failure where the provider took part: the provider's own failures and the
 * server's refusals of its token (doc 1 §8), else the catalogue's. Their texts load with them
 * (a chunk and the deferred catalog), so the shell's catalogue and the first visit carry none.
 */
export async function identityFailureMessage(i18n: I18n, error: unknown): Promise<string> {
  const [{ identityErrorMessage }] = await Promise.all([
    import('./identityMessages'),
    loadDeferredMessages(i18n.locale)?.catch(() => undefined),
  ]);
  return identityErrorMessage(i18n, error) ?? errorMessage(i18n, error);
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
            async sendCode({ countryDialingCode, mobile }) {
              const { sendPhoneCode } = await loadIdentityClient();
              const dialingCode = countryDialingCode.replace(/^\+/, '');
              verification.current = await sendPhoneCode(
                project,
                `+${dialingCode}${mobile.trim()}`,
              );
              return smsCountdownSeconds(null, { socialAuth: true });
            },
            async confirmCode(code) {
              const { confirmPhoneCode } = await loadIdentityClient();
              const confirmed = await confirmPhoneCode(project, verification.current, code.trim());
              return confirmed.idToken;
            },
          };
    const socialChannels = (channels ?? []).filter(
      (channel): channel is Exclude<IdentityChannel, 'phone'> => channel !== 'phone',
    );
    return { project, phone, socialChannels };
  }, [project, phoneOn, channels]);
}
