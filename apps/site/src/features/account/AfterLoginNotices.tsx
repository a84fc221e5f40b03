import { Suspense } from 'react';
import { useAtomValue } from '../../state/jotai';
import { AfterLoginDialog } from './containers/AfterLoginDialog';
import { afterLoginDialogAtom } from './dialogs.atoms';

/** The after-login dialog once per login, when the login raised its flag (doc 1 §4 Login). */
export function AfterLoginNotices() {
  const pending = useAtomValue(afterLoginDialogAtom);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <AfterLoginDialog />
    </Suspense>
  );
}
