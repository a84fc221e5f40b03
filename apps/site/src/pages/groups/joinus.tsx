import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { AgentApplicationForm, AgentApplicationStatus, Button } from '@lobby/ui';
import { agentApplicationQuery } from '../../features/agentCentre/agentTeam.queries';
import { applyForAgentAtom } from '../../features/agentCentre/agentApplication.actions';
import { PageLoad } from '../../features/memberCentre/PageLoad';
import { useDeferredMessages } from '../../features/preferences/useDeferredMessages';
import { sessionAtom } from '../../features/session/session.atoms';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { StyledPage } from '../Page.styles';

/**
 * /join: the agent application (doc 1 §2). A member sends it and sees its status here; the operator
 * decides it, and an approved member's account becomes an agent's from their next login. A visitor is asked to log in
 * first (on the home page: a login on this page is an agent-page login, which only agents pass).
 */
export function Component() {
  useDeferredMessages();
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  return (
    <StyledPage>
      <h1>{t`Agent programme`}</h1>
      <p>{t`Invite players, build your team and earn commission on their play.`}</p>
      {session === null ? (
        <p>
          <Button onClick={() => void navigate('/login')}>{t`Log in to apply`}</Button>
        </p>
      ) : (
        <Application />
      )}
    </StyledPage>
  );
}

function Application() {
  const { i18n } = useLingui();
  const application = useQuery(agentApplicationQuery);
  const apply = useSetAtom(applyForAgentAtom);
  const [error, setError] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  return (
    <PageLoad result={application}>
      {({ application: current }) =>
        current !== null && !again ? (
          <AgentApplicationStatus
            application={current}
            {...(current.status === 'rejected' ? { onApplyAgain: () => setAgain(true) } : {})}
          />
        ) : (
          <AgentApplicationForm
            error={error}
            onSubmit={async (request) => {
              setError(null);
              try {
                await apply(request);
                setAgain(false);
              } catch (failure) {
                setError(errorMessage(i18n, failure));
              }
            }}
          />
        )
      }
    </PageLoad>
  );
}
