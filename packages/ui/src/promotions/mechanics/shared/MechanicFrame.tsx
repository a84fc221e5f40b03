import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { StyledClaimError, StyledLoadProblem } from '../../../member/shared/claims.styles';
import { StyledHeading, StyledText } from '../../../member/shared/shared.styles';
import { StyledMechanic } from './mechanics.styles';

export interface MechanicFrameProps {
  /** `data-ui` of the unit, so stories and journeys find it. */
  ui: string;
  title: string;
  /** The state is on its way: a placeholder of the unit's size. */
  loading?: boolean | undefined;
  /** The state could not be loaded: the message and a retry instead of the unit. */
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The last action was refused (taken today, nothing left): the message, above the unit. */
  actionError?: string | null | undefined;
  children: ReactNode;
}

/** What every mechanic shares: its heading, the loading and load-failed states, a refusal. */
export function MechanicFrame({
  ui,
  title,
  loading = false,
  error,
  onRetry,
  actionError,
  children,
}: MechanicFrameProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <StyledMechanic data-ui={ui} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <StyledHeading id={headingId}>{title}</StyledHeading>
      {error ? (
        <StyledLoadProblem>
          <StyledText role="alert">{error}</StyledText>
          {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        </StyledLoadProblem>
      ) : loading ? (
        <Skeleton width="100%" height="16rem" />
      ) : (
        <>
          {actionError && <StyledClaimError role="alert">{actionError}</StyledClaimError>}
          {children}
        </>
      )}
    </StyledMechanic>
  );
}
MechanicFrame.displayName = 'MechanicFrame';
