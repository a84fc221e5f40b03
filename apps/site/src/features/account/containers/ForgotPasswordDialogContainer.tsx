import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordDialog, type ForgotPasswordValues } from '@lobby/ui';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { errorMessage } from '../../../data/errorMessages';
import { PageBanner } from '../../banners/PageBanner';
import { contactCustomerServiceAtom } from '../../customerService/customerService.actions';
import { whitelabelAtom } from '../../system/system.atoms';
import { forgotByEmailAtom, resetByPhoneAtom, sendForgotSmsAtom } from '../password.actions';
import { countriesQuery, registerSettingQuery } from '../register.queries';
import { useLoginAttempt } from '../useLoginAttempt';
import { useDialogClose } from './useDialogClose';

/**
 * Forgot password (doc 1 §2, §4): by e-mail (a confirmation, then close), or by phone when the site
 * enables it (the new password set with an SMS code, then logged in with it and home).
 */
export function ForgotPasswordDialogContainer() {
  const { i18n } = useLingui();
  const location = useLocation();
  const flags = useAtomValue(whitelabelAtom);
  const rules = useQuery(registerSettingQuery).data;
  const countries = useQuery(countriesQuery).data;
  const byEmail = useSetAtom(forgotByEmailAtom);
  const sendCode = useSetAtom(sendForgotSmsAtom);
  const byPhone = useSetAtom(resetByPhoneAtom);
  const contact = useSetAtom(contactCustomerServiceAtom);
  const close = useDialogClose();
  const onAttempt = useLoginAttempt();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The phone method is the CHNGPASSVERIF3 feature (password change verified by phone).
  const phoneEnabled = flags.CHNGPASSVERIF3 === true;

  const submit = async (values: ForgotPasswordValues) => {
    setError(null);
    if (values.method === 'email') {
      try {
        await byEmail({ username: values.username, email: values.email });
        setSentTo(values.email);
      } catch (failure) {
        const message = errorMessage(i18n, failure);
        setError(message);
        throw failure;
      }
      return;
    }
    const attempt = await byPhone({
      target: { countryDialingCode: values.countryDialingCode, mobileNo: values.mobile },
      code: values.code,
      newPassword: values.newPassword,
    });
    const message = onAttempt(attempt, true);
    if (message !== null) {
      setError(message);
      throw new Error(message);
    }
  };

  return (
    <ForgotPasswordDialog
      open
      onOpenChange={close}
      banner={<PageBanner group="w_forget" pathname={location.pathname} />}
      phoneEnabled={phoneEnabled}
      {...(rules?.username ? { usernameRule: rules.username } : {})}
      {...(rules?.email ? { emailRule: rules.email } : {})}
      {...(rules?.password ? { passwordRule: rules.password } : {})}
      {...(rules?.mobileNum ? { mobileRule: rules.mobileNum } : {})}
      countries={countries ?? []}
      onSendCode={async (phone) => {
        setError(null);
        try {
          return await sendCode({
            countryDialingCode: phone.countryDialingCode,
            mobileNo: phone.mobile,
          });
        } catch (failure) {
          setError(errorMessage(i18n, failure));
          throw failure;
        }
      }}
      onSubmit={submit}
      error={error}
      sentTo={sentTo}
      onCustomerService={() => void contact()}
    />
  );
}
