import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ForcedChangeReason } from '@lobby/core';
import { ForcedChangeDialog, type ForcedChangeValues } from '@lobby/ui';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { errorMessage } from '../../../data/errorMessages';
import { sessionUserAtom } from '../../session/session.atoms';
import { accountDialogAtom } from '../dialogs.atoms';
import { changePasswordAtom } from '../password.actions';
import { registerSettingQuery } from '../register.queries';

/**
 * The forced change (doc 1 §4): the server holds the session to it since the login, so the member
 * chooses the new password only, whatever happened since (a reload, the tab hidden a while); on
 * success the member reloads and the app goes home.
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
  const [error, setError] = useState<string | null>(null);

  if (!user) return null;

  const submit = async (values: ForcedChangeValues) => {
    setError(null);
    try {
      await change(values.newPassword);
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
      reason={reason === 'expiredPassword' ? 'expired' : 'default'}
      {...(rules?.password ? { passwordRule: rules.password } : {})}
      onSubmit={submit}
      error={error}
      onSignOut={() => openDialog({ kind: 'logout' })}
    />
  );
}
