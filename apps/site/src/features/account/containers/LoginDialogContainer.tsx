import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoginDialog } from '@lobby/ui';
import { useAtom, useAtomValue, useSetAtom } from '../../../state/jotai';
import { PageBanner } from '../../banners/PageBanner';
import { readRememberedUser } from '../../session/rememberedUser';
import { loginNoticeAtom } from '../dialogs.atoms';
import { refreshCaptchaAtom } from '../login.actions';
import { captchaImageAtom } from '../login.atoms';
import { useLoginForm } from '../useLoginForm';
import { useDialogClose } from './useDialogClose';
import { useSocialSignIn } from '../identity/useSocialSignIn';

/** The login dialog (doc 1 §2, §4): both modes, remember me, captcha when asked, the w_reg banner. */
export function LoginDialogContainer() {
  const { t } = useLingui();
  const location = useLocation();
  const [notice, setNotice] = useAtom(loginNoticeAtom);
  const form = useLoginForm(
    notice === 'sessionExpired' ? t`Your session has ended. Please log in again.` : null,
  );
  const captcha = useAtomValue(captchaImageAtom);
  const refreshCaptcha = useSetAtom(refreshCaptchaAtom);
  const close = useDialogClose();
  const [remembered] = useState(() => readRememberedUser());
  const social = useSocialSignIn();

  useEffect(() => setNotice(null), [setNotice]);

  return (
    <LoginDialog
      open
      onOpenChange={close}
      banner={<PageBanner group="w_reg" pathname={location.pathname} />}
      {...form}
      error={social.error ?? form.error}
      socialProviders={social.providers}
      onSocialSignIn={social.onSignIn}
      defaultUsername={remembered ?? ''}
      defaultRemember={remembered !== null}
      captcha={
        captcha === null
          ? null
          : { image: captcha, onRefresh: () => void refreshCaptcha().catch(() => undefined) }
      }
    />
  );
}
