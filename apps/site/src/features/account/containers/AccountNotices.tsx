import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog, ConfirmDialog } from '@lobby/ui';
import { useSetAtom } from '../../../state/jotai';
import { accountDialogAtom } from '../dialogs.atoms';
import { logoutAtom } from '../login.actions';

/**
 * The short account dialogs: "a real account is needed" (a trial account's protected action,
 * doc 1 §8), the member centre switched off for the brand (doc 1 §6), and the logout confirmation
 * (doc 1 §4 Logout), and the agent centre asked for by an account that is not an agent's (doc 1 §6).
 */
export function AccountNotices({
  kind,
}: {
  kind: 'realAccountNeeded' | 'memberCentreOff' | 'notAgent' | 'logout';
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const setDialog = useSetAtom(accountDialogAtom);
  const logout = useSetAtom(logoutAtom);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  if (kind === 'realAccountNeeded') {
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t`A real account is needed`}
        message={t`This is a demo account. Register a real account to use this.`}
      />
    );
  }
  if (kind === 'memberCentreOff') {
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t`Not available`}
        message={t`The member centre is not enabled on this site. Please contact customer service.`}
      />
    );
  }
  if (kind === 'notAgent') {
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t`Agent centre`}
        message={t`Non-agents cannot log in`}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={close}
      title={t`Sign out`}
      message={t`Do you want to sign out?`}
      confirmLabel={t`Sign out`}
      onConfirm={async () => {
        await logout();
        void navigate('/');
      }}
    />
  );
}
