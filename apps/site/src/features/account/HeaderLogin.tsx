import { useEffect } from 'react';
import { CompactLoginForm } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from './dialogs.atoms';
import { FreePlayButton } from './FreePlayButton';
import { captchaImageAtom } from './login.atoms';
import { StyledHeaderLogin } from './HeaderLogin.styles';
import { useLoginForm } from './useLoginForm';

/**
 * The header's login for visitors: the compact form (both modes; when the server asks for a
 * captcha, the login dialog takes over with it) and free play when enabled. A chunk of its own,
 * with the login flow it calls.
 */
export function HeaderLogin() {
  const form = useLoginForm();
  const captcha = useAtomValue(captchaImageAtom);
  const openDialog = useSetAtom(accountDialogAtom);

  useEffect(() => {
    if (captcha !== null) openDialog({ kind: 'login' });
  }, [captcha, openDialog]);

  return (
    <StyledHeaderLogin>
      <CompactLoginForm {...form} />
      <FreePlayButton />
    </StyledHeaderLogin>
  );
}
