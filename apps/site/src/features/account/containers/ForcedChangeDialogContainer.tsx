import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ForcedChangeReason } from '@lobby/core';
import { ForcedChangeDialog, type ForcedChangeValues } from '@lobby/ui';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { errorMessage } from '../../../data/errorMessages';
import { passwordMemory } from '../../session/passwordMemory';
import { sessionUserAtom } from '../../session/session.atoms';
import { accountDialogAtom } from '../dialogs.atoms';
import { changePasswordAtom } from '../password.actions';
import { registerSettingQuery } from '../register.queries';

/**
 * The forced change (doc 1 §4): the old password is asked for only when it is not held in memory
 * (a reload in the middle of the change); on success the member reloads and the app goes home.
 */
export function ForcedChangeDialogContainer({
  reason,
}: {
  reason: ForcedChangeReason | 'required';
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const user = useAtomValue(sessionUserAtom);
  // The password rule checks the new password before any call; without it, the server's does.
  const rules = useQuery(registerSettingQuery).data;
  const change = useSetAtom(changePasswordAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const [askOld] = useState(() => !passwordMemory.has());
  const [error, setError] = useState<string | null>(null);

  if (!user) return null;

  const submit = async (values: ForcedChangeValues) => {
    setError(null);
    try {
      await change({
        ...(values.oldPassword !== undefined ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
      });
      void navigate('/');
    } catch (failure) {
      setError(errorMessage(i18n, failure));
      throw failure;
    }
  };

  return (
    <ForcedChangeDialog
      open
      required
      username={user.username}
      askOldPassword={askOld}
      reason={reason === 'expiredPassword' ? 'expired' : 'default'}
      {...(rules?.password ? { passwordRule: rules.password } : {})}
      onSubmit={submit}
      error={error}
      onSignOut={() => openDialog({ kind: 'logout' })}
    />
  );
}
