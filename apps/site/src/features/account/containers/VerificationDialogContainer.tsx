import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@lobby/core';
import { VerificationDialog, type VerificationValues } from '@lobby/ui';
import { useSetAtom } from '../../../state/jotai';
import { errorMessage } from '../../../data/errorMessages';
import type { PendingVerification } from '../dialogs.atoms';
import { completeVerificationAtom, sendVerificationCodeAtom } from '../login.actions';
import { useLoginAttempt } from '../useLoginAttempt';
import { useDialogClose } from './useDialogClose';

/** The extra step of a login from an IP the server does not know for the member (doc 1 §4). */
export function VerificationDialogContainer({ pending }: { pending: PendingVerification }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const send = useSetAtom(sendVerificationCodeAtom);
  const complete = useSetAtom(completeVerificationAtom);
  const close = useDialogClose();
  const onAttempt = useLoginAttempt();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: VerificationValues) => {
    setError(null);
    const attempt = await complete({ pending, method: values.method, value: values.value });
    const message = onAttempt(attempt, matchRoute(location.pathname)?.dialog === 'login');
    if (message !== null) {
      setError(message);
      throw new Error(message);
    }
  };

  return (
    <VerificationDialog
      open
      onOpenChange={close}
      methods={pending.methods}
      onSend={async (method) => {
        setError(null);
        try {
          return await send({ verificationId: pending.verificationId, method });
        } catch (failure) {
          setError(errorMessage(i18n, failure));
          throw failure;
        }
      }}
      onSubmit={submit}
      error={error}
    />
  );
}
