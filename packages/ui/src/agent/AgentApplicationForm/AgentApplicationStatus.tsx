import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../../member/shared/formatDateTime';
import {
  StyledActions,
  StyledFacts,
  StyledHeading,
  StyledText,
} from '../../member/shared/shared.styles';
import { StyledAgentApplicationStatus, StyledStatusHeader } from './AgentApplicationForm.styles';

export type AgentApplicationState = 'pending' | 'approved' | 'rejected';

/** What AGENT_application answers for a member who has applied. */
export interface AgentApplicationRecord {
  status: AgentApplicationState;
  /** Epoch ms. */
  submittedAt: number;
  /** Epoch ms; null while pending. */
  decidedAt: number | null;
}

export interface AgentApplicationStatusProps {
  application: AgentApplicationRecord;
  /** Approved: opens the agent centre (the account is an agent's now). */
  onOpenAgentCentre?: () => void;
  /** Rejected: shows the form again, for a new application. */
  onApplyAgain?: () => void;
}

const TONES: Record<AgentApplicationState, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Where the applicant's application stands, with when it was sent and decided, and a way on. */
export function AgentApplicationStatus({
  application,
  onOpenAgentCentre,
  onApplyAgain,
}: AgentApplicationStatusProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const { status, submittedAt, decidedAt } = application;
  const word: Record<AgentApplicationState, string> = {
    pending: t`Under review`,
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  const explanation: Record<AgentApplicationState, string> = {
    pending: t`We are reviewing your application. Its status shows here once it is decided.`,
    approved: t`Welcome aboard: your account is an agent account now.`,
    rejected: t`Your application was not approved this time. You may apply again.`,
  };

  return (
    <StyledAgentApplicationStatus aria-labelledby={headingId}>
      <StyledStatusHeader>
        <StyledHeading id={headingId}>{t`Your agent application`}</StyledHeading>
        <StatusBadge tone={TONES[status]}>{word[status]}</StatusBadge>
      </StyledStatusHeader>
      <StyledText>{explanation[status]}</StyledText>
      <StyledFacts>
        <dt>{t`Submitted`}</dt>
        <dd>{formatDateTime(submittedAt, lang)}</dd>
        {decidedAt !== null && (
          <>
            <dt>{t`Decided`}</dt>
            <dd>{formatDateTime(decidedAt, lang)}</dd>
          </>
        )}
      </StyledFacts>
      {status === 'approved' && onOpenAgentCentre && (
        <StyledActions>
          <Button onClick={onOpenAgentCentre}>{t`Open the agent centre`}</Button>
        </StyledActions>
      )}
      {status === 'rejected' && onApplyAgain && (
        <StyledActions>
          <Button variant="secondary" onClick={onApplyAgain}>
            {t`Apply again`}
          </Button>
        </StyledActions>
      )}
    </StyledAgentApplicationStatus>
  );
}
AgentApplicationStatus.displayName = 'AgentApplicationStatus';
