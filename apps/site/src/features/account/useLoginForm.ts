import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@lobby/core';
import type { LoginPhone, LoginValues } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { errorMessage } from '../../data/errorMessages';
import { whitelabelAtom } from '../system/system.atoms';
import { accountDialogAtom } from './dialogs.atoms';
import { loginAtom, sendLoginCodeAtom } from './login.actions';
import { countriesQuery } from './register.queries';
import { useLoginAttempt } from './useLoginAttempt';
import { identityFailureMessage, useIdentity } from './identity/useIdentity';

/**
 * What the header's compact form and the login dialog share: the site's flags, the countries for
 * the mobile mode, the submit that runs the login flow, the SMS send and the message to show.
 */
export function useLoginForm(initialError: string | null = null) {
  const { i18n } = useLingui();
  const location = useLocation();
  const flags = useAtomValue(whitelabelAtom);
  const login = useSetAtom(loginAtom);
  const sendCode = useSetAtom(sendLoginCodeAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const onAttempt = useLoginAttempt();
  const [error, setError] = useState<string | null>(initialError);
  const codeLoginEnabled = flags.MOBILEVERCODELOGIN3 === true;
  // Where the merchant enabled the provider's phone channel, the code goes through the provider
  // (doc 1 §3: login type firebase).
  const phoneProvider = useIdentity().phone;

  // The dial codes of the mobile mode, asked only where code login is on.
  const countries = useQuery(codeLoginEnabled ? countriesQuery : null).data;

  const onSubmit = async (values: LoginValues) => {
    setError(null);
    let firebaseIdToken: string | null = null;
    if (values.mode !== 'username' && phoneProvider) {
      try {
        firebaseIdToken = await phoneProvider.confirmCode(values.code);
      } catch (failure) {
        const message = await identityFailureMessage(i18n, failure);
        setError(message);
        throw new Error(message);
      }
    }
    const attempt = await login({
      credentials:
        values.mode !== 'username' && firebaseIdToken !== null
          ? {
              type: 'firebase',
              mobileNum: values.mobile,
              countryDialingCode: values.countryDialingCode,
              firebaseIdToken,
            }
          : values.mode === 'username'
            ? {
                type: 'username',
                username: values.username,
                password: values.password,
                // Undefined in the compact form, which has no remember-me: the choice stays.
                ...(values.remember !== undefined ? { remember: values.remember } : {}),
              }
            : {
                type: 'sms',
                mobileNum: values.mobile,
                countryDialingCode: values.countryDialingCode,
                verificationCode: values.code,
              },
      ...(values.captcha ? { captcha: values.captcha } : {}),
      pathname: location.pathname,
    });
    // Logged in from /login: the route's dialog is done, so the page goes home.
    const message =
      firebaseIdToken !== null && attempt.kind === 'failed'
        ? await identityFailureMessage(i18n, attempt.error)
        : onAttempt(attempt, matchRoute(location.pathname)?.dialog === 'login');
    if (message !== null) {
      setError(message);
      throw new Error(message);
    }
  };

  const onSendCode = async (phone: LoginPhone) => {
    setError(null);
    try {
      if (phoneProvider) return await phoneProvider.sendCode(phone);
      return await sendCode({
        countryDialingCode: phone.countryDialingCode,
        mobileNo: phone.mobile,
      });
    } catch (failure) {
      setError(
        phoneProvider ? await identityFailureMessage(i18n, failure) : errorMessage(i18n, failure),
      );
      throw failure;
    }
  };

  return {
    error,
    onSubmit,
    onSendCode,
    codeLoginEnabled,
    directRegisterEnabled: flags.DIRECTREG3 === true,
    countries: countries ?? [],
    onForgotPassword: () => openDialog({ kind: 'forgotPassword' }),
    onRegister: () => openDialog({ kind: 'register' }),
  };
}
