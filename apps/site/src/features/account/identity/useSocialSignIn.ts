import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@lobby/core';
import type { SocialProvider } from '@lobby/ui';
import { fetchQuery } from '../../../data/query';
import { IDENTITY_ERRORS, IdentityProviderError } from './identityErrors';
import { atom, useSetAtom } from '../../../state/jotai';
import { loginAtom, type LoginAttempt } from '../login.actions';
import { countriesQuery } from '../register.queries';
import { useLoginAttempt } from '../useLoginAttempt';
import { identityFailureMessage, loadIdentityClient, useIdentity } from './useIdentity';

// Brand names: not translated.
const CHANNEL_LABELS: Readonly<Record<string, string>> = { google: 'Google' };

/**
 * A social sign-in: the provider's popup, then the login with its token (type firebase) for the
 * member the verified phone belongs to.
 */
const socialLoginAtom = atom(
  null,
  async (
    _get,
    set,
    { project, channel, pathname }: { project: string; channel: string; pathname: string },
  ): Promise<LoginAttempt> => {
    try {
      const client = await loadIdentityClient();
      const token = await client.signInWithPopup(project, channel);
      const countries = await fetchQuery(set, countriesQuery);
      const phone = client.splitPhoneNumber(
        token.phoneNumber,
        countries.map((country) => country.countryDialingCode),
      );
      if (phone === null) throw new IdentityProviderError(IDENTITY_ERRORS.invalidPhone);
      return await set(loginAtom, {
        credentials: { type: 'firebase', ...phone, firebaseIdToken: token.idToken },
        pathname,
      });
    } catch (error) {
      return { kind: 'failed', error };
    }
  },
);

/** The social buttons the merchant enabled, what they do, and the message of a failed one. */
export function useSocialSignIn(): {
  providers: readonly SocialProvider[];
  /** Settles when the sign-in has ended (the buttons wait for it). */
  onSignIn: (channel: string) => Promise<void>;
  error: string | null;
  pending: boolean;
} {
  const { i18n } = useLingui();
  const location = useLocation();
  const { project, socialChannels } = useIdentity();
  const socialLogin = useSetAtom(socialLoginAtom);
  const onAttempt = useLoginAttempt();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSignIn = async (channel: string) => {
    if (project === null || pending) return;
    setError(null);
    setPending(true);
    try {
      const attempt = await socialLogin({ project, channel, pathname: location.pathname });
      setError(
        attempt.kind === 'failed'
          ? await identityFailureMessage(i18n, attempt.error)
          : onAttempt(attempt, matchRoute(location.pathname)?.dialog !== undefined),
      );
    } finally {
      setPending(false);
    }
  };

  return {
    providers: socialChannels.map((channel) => ({
      id: channel,
      label: CHANNEL_LABELS[channel] ?? channel,
    })),
    onSignIn,
    error,
    pending,
  };
}
