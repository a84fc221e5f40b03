import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@lobby/core';
import { RegisterDialog, registerRulesOf, type RegisterValues } from '@lobby/ui';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { errorMessage } from '../../../data/errorMessages';
import { PageBanner } from '../../banners/PageBanner';
import { permissionAtom, whitelabelAtom } from '../../system/system.atoms';
import { accountDialogAtom } from '../dialogs.atoms';
import { fetchCaptchaAtom } from '../login.actions';
import {
  checkAffiliateAtom,
  registerAtom,
  sendRegisterSmsAtom,
  type RegisterFields,
} from '../register.actions';
import { countriesQuery, registerSettingQuery } from '../register.queries';
import { useLoginAttempt } from '../useLoginAttempt';
import { useDialogClose } from './useDialogClose';
import { identityFailureMessage, useIdentity } from '../identity/useIdentity';
import { useSocialSignIn } from '../identity/useSocialSignIn';

/** The address's codes: the affiliate code (checked on open) and the referral code (kept as is). */
function addressCodes(search: string): {
  affiliateCode: string | null;
  referralCode: string | null;
} {
  const query = new URLSearchParams(search);
  const pick = (name: string) => query.get(name)?.trim().slice(0, 64) || null;
  return { affiliateCode: pick('affiliateCode'), referralCode: pick('referralCode') };
}

/** The registration dialog (doc 1 §2, §4): every field by the site's rules. */
export function RegisterDialogContainer() {
  const { i18n } = useLingui();
  const location = useLocation();
  const flags = useAtomValue(whitelabelAtom);
  // The age the brand asks visitors to confirm (doc 1 §9); the dialog's default, 18, until known.
  const minimumAge = useAtomValue(permissionAtom)?.info.registrationAge;
  const setting = useQuery(registerSettingQuery);
  const countries = useQuery(countriesQuery).data;
  const serverRules = setting.data ?? null;
  const checkAffiliate = useSetAtom(checkAffiliateAtom);
  const sendCode = useSetAtom(sendRegisterSmsAtom);
  const register = useSetAtom(registerAtom);
  const fetchCaptcha = useSetAtom(fetchCaptchaAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const close = useDialogClose();
  const onAttempt = useLoginAttempt();
  const [{ affiliateCode, referralCode }] = useState(() => addressCodes(location.search));
  const [affiliateValid, setAffiliateValid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // Where the merchant enabled the provider's phone channel, the registration's code is checked
  // through the provider (doc 1 §4): its ID token goes in place of the code.
  const phoneProvider = useIdentity().phone;
  const social = useSocialSignIn();

  const rules = useMemo(() => registerRulesOf(serverRules), [serverRules]);
  const captchaEnabled = rules.captcha?.enabled === true;

  useEffect(() => {
    if (affiliateCode === null) return;
    let current = true;
    void checkAffiliate(affiliateCode).then((valid) => {
      if (current) setAffiliateValid(valid);
    });
    return () => {
      current = false;
    };
  }, [affiliateCode, checkAffiliate]);

  const refreshCaptcha = () => {
    void fetchCaptcha()
      .then(setCaptcha)
      .catch(() => undefined);
  };
  useEffect(() => {
    if (captchaEnabled) refreshCaptcha();
    // Fetched once when the rule turns the captcha on; later refreshes are the member's clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [captchaEnabled]);

  const submit = async (values: RegisterValues) => {
    setError(null);
    const { method, countryCode: _country, ...fields } = values;
    // A valid code from the address is used as is: its field was not shown.
    const affiliate = affiliateValid ? affiliateCode : (fields.affiliateCode ?? null);
    let provider: Pick<RegisterFields, 'firebaseChannel' | 'firebaseIdToken'> = {};
    if (phoneProvider && fields.mobileNum && fields.verificationCode) {
      try {
        const firebaseIdToken = await phoneProvider.confirmCode(fields.verificationCode);
        provider = { firebaseChannel: 'phone', firebaseIdToken };
      } catch (failure) {
        const message = await identityFailureMessage(i18n, failure);
        setError(message);
        throw new Error(message);
      }
      delete fields.verificationCode;
    }
    const attempt = await register({
      fields: {
        ...(fields as RegisterFields),
        ...provider,
        ...(affiliate ? { affiliateCode: affiliate } : {}),
      },
      by: method,
      referralCode,
    });
    const message =
      provider.firebaseIdToken !== undefined && attempt.kind === 'failed'
        ? await identityFailureMessage(i18n, attempt.error)
        : onAttempt(attempt, true);
    if (message !== null) {
      setError(message);
      if (captchaEnabled) refreshCaptcha();
      throw new Error(message);
    }
    if (matchRoute(location.pathname)?.dialog) close(false);
  };

  // The rules decide the form: without them (nor a failure to say so), nothing to show yet.
  const setupFailure = setting.error === undefined ? null : errorMessage(i18n, setting.error);
  if (serverRules === null && setupFailure === null) return null;

  return (
    <RegisterDialog
      open
      onOpenChange={close}
      banner={<PageBanner group="w_reg" pathname={location.pathname} />}
      rules={rules}
      usernameRegisterEnabled={flags.USERNAMEREG3 !== false}
      mobileRegisterEnabled={flags.MOBILENUMREG3 === true}
      mobilePasswordEnabled={flags.MOBILENUMPASSREG3 === true}
      smsVerificationEnabled={flags.REGMOBVERF3 === true}
      countries={countries ?? []}
      onSendCode={async (request) => {
        setError(null);
        try {
          if (phoneProvider) {
            return await phoneProvider.sendCode({
              countryDialingCode: request.countryDialingCode,
              mobile: request.mobile,
            });
          }
          return await sendCode({
            target: { countryDialingCode: request.countryDialingCode, mobileNo: request.mobile },
            registerType: request.method,
          });
        } catch (failure) {
          setError(
            phoneProvider
              ? await identityFailureMessage(i18n, failure)
              : errorMessage(i18n, failure),
          );
          throw failure;
        }
      }}
      captcha={
        captchaEnabled && captcha !== null ? { image: captcha, onRefresh: refreshCaptcha } : null
      }
      {...(minimumAge === undefined ? {} : { minimumAge })}
      affiliateCodeValid={affiliateValid}
      {...(affiliateCode !== null && !affiliateValid
        ? { defaultAffiliateCode: affiliateCode }
        : {})}
      onSubmit={submit}
      error={social.error ?? error ?? (serverRules === null ? setupFailure : null)}
      socialProviders={social.providers}
      onSocialSignIn={social.onSignIn}
      onLogin={() => openDialog({ kind: 'login' })}
    />
  );
}
