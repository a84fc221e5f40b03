import { useAtomValue, useSetAtom } from '../../state/jotai';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { ProtectionNoticeDialog } from '../protection/ProtectionNoticeDialog';
import { accountDialogAtom } from './dialogs.atoms';
import { AccountNotices } from './containers/AccountNotices';
import { ForcedChangeDialogContainer } from './containers/ForcedChangeDialogContainer';
import { ForgotPasswordDialogContainer } from './containers/ForgotPasswordDialogContainer';
import { LoginDialogContainer } from './containers/LoginDialogContainer';
import { RegisterDialogContainer } from './containers/RegisterDialogContainer';
import { VerificationDialogContainer } from './containers/VerificationDialogContainer';

/** The open account dialog (one at a time); this module is its own chunk, fetched on demand. */
export function AccountDialogHost() {
  useDeferredMessages();
  const dialog = useAtomValue(accountDialogAtom);
  const setDialog = useSetAtom(accountDialogAtom);
  switch (dialog?.kind) {
    case 'login':
      return <LoginDialogContainer />;
    case 'register':
      return <RegisterDialogContainer />;
    case 'forgotPassword':
      return <ForgotPasswordDialogContainer />;
    case 'forcedChange':
      return <ForcedChangeDialogContainer reason={dialog.reason} />;
    case 'verification':
      return <VerificationDialogContainer pending={dialog.pending} />;
    case 'realAccountNeeded':
    case 'memberCentreOff':
    case 'notAgent':
    case 'logout':
      return <AccountNotices kind={dialog.kind} />;
    // issue 30: the session ended by a break or the session-time limit, and why
    case 'protection':
      return <ProtectionNoticeDialog notice={dialog} onClose={() => setDialog(null)} />;
    default:
      return null;
  }
}
