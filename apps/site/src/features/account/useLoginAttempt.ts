import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../data/errorMessages';
import type { LoginAttempt } from './login.actions';

/**
 * What the page does with a login attempt's outcome, the same for every form that logs in: go on
 * (to /agentHome after an agent-page login), or answer with the message to show. The forced-change
 * and new-IP dialogs were already opened by the flow.
 */
export function useLoginAttempt(): (attempt: LoginAttempt, home?: boolean) => string | null {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  return useCallback(
    (attempt: LoginAttempt, home = false) => {
      switch (attempt.kind) {
        case 'loggedIn':
          if (attempt.next !== null) void navigate(attempt.next);
          else if (home) void navigate('/');
          return null;
        case 'notAgent':
          return t`Non-agents cannot log in`;
        case 'failed':
          return errorMessage(i18n, attempt.error);
        default:
          return null;
      }
    },
    [i18n, t, navigate],
  );
}
