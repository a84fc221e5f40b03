import { useLingui } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { whitelabelAtom } from '../system/system.atoms';
import { StyledPhoneLogin } from './HeaderContainer.styles';

/**
 * A phone visitor's way in, one tap away in the header (the wide header has the compact login
 * form): Log in, and Register where the site allows direct registration. Painted with the shell,
 * before any of the account's code has arrived: a tap opens the dialog once it has.
 */
export function PhoneLogin() {
  const { t } = useLingui();
  const openDialog = useSetAtom(accountDialogAtom);
  const registerAllowed = useAtomValue(whitelabelAtom).DIRECTREG3 === true;
  return (
    <StyledPhoneLogin>
      <Button size="sm" onClick={() => openDialog({ kind: 'login' })}>{t`Log in`}</Button>
      {/* Its place is kept (invisible, out of the tab order) until the site's configuration says
          whether it shows: nothing moves. */}
      <Button
        size="sm"
        variant="secondary"
        data-held={registerAllowed ? undefined : ''}
        onClick={() => openDialog({ kind: 'register' })}
      >
        {t`Register`}
      </Button>
    </StyledPhoneLogin>
  );
}
