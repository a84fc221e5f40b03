import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@lobby/core';
import { RegisterDialog, registerRulesOf, type RegisterValues } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { errorMessage } from '../../api/errorMessages';
import { PageBanner } from '../../banners/PageBanner';
import { whitelabelAtom } from '../../system/atoms';
import { accountDialogAtom } from '../dialogs';
import { fetchCaptchaAtom } from '../login';
import {
  checkAffiliateAtom,
  countriesAtom,
  loadRegisterSetupAtom,
  registerAtom,
  registerRulesAtom,
  sendRegisterSmsAtom,
  type RegisterFields,
} from '../register';
import { useLoginAttempt } from '../useLoginAttempt';
import { useDialogClose } from './useDialogClose';

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
  const serverRules = useAtomValue(registerRulesAtom);
  const countries = useAtomValue(countriesAtom);
  const loadSetup = useSetAtom(loadRegisterSetupAtom);
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

  const rules = useMemo(() => registerRulesOf(serverRules), [serverRules]);
  const captchaEnabled = rules.captcha?.enabled === true;

  useEffect(() => {
    void loadSetup().catch((failure: unknown) => setError(errorMessage(i18n, failure)));
  }, [loadSetup, i18n]);

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
    const attempt = await register({
      fields: { ...(fields as RegisterFields), ...(affiliate ? { affiliateCode: affiliate } : {}) },
      by: method,
      referralCode,
    });
    const message = onAttempt(attempt, true);
    if (message !== null) {
      setError(message);
      if (captchaEnabled) refreshCaptcha();
      throw new Error(message);
    }
    if (matchRoute(location.pathname)?.dialog) close(false);
  };

  if (serverRules === null && error === null) return null;

  return (
    <RegisterDialog
      open
      onOpenChange={close}
      banner={<PageBanner group="w_reg" pathname={location.pathname} />}
      rules={rules}
      usernameRegisterEnabled={flags.USERNAMEREG3 !== false}
      mobileRegisterEnabled={flags.MOBILENUMREG3 === true}
      smsVerificationEnabled={flags.REGMOBVERF3 === true}
      countries={countries ?? []}
      onSendCode={async (request) => {
        setError(null);
        try {
          return await sendCode({
            target: { countryDialingCode: request.countryDialingCode, mobileNo: request.mobile },
            registerType: request.method,
          });
        } catch (failure) {
          setError(errorMessage(i18n, failure));
          throw failure;
        }
      }}
      captcha={
        captchaEnabled && captcha !== null ? { image: captcha, onRefresh: refreshCaptcha } : null
      }
      affiliateCodeValid={affiliateValid}
      {...(affiliateCode !== null && !affiliateValid
        ? { defaultAffiliateCode: affiliateCode }
        : {})}
      onSubmit={submit}
      error={error}
      onLogin={() => openDialog({ kind: 'login' })}
    />
  );
}
