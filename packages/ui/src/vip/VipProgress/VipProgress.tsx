import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Skeleton } from '../../components/Skeleton';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledHeading, StyledPanel, StyledText } from '../../member/shared/shared.styles';
import { StyledFill, StyledLevel, StyledMeasure, StyledTrack } from './VipProgress.styles';

/** The member's standing, as the server computes it; amounts in integer minor units. */
export interface VipStanding {
  /** 0: not a VIP yet. */
  level: number;
  validBet: number;
  deposit: number;
  /** The next level's thresholds; null at the top. */
  next: { level: number; validBet: number; deposit: number } | null;
}

export interface VipProgressProps {
  /** null while loading (or when it failed). */
  standing: VipStanding | null;
  /** The level names by number (the ladder's), for "VIP 3" rather than "3". */
  levelName?: (level: number) => string | undefined;
  /** Currency symbol. @default 'P' */
  currency?: string;
  error?: string | null | undefined;
  onRetry?: () => void;
}

function Measure({
  label,
  have,
  need,
  currency,
}: {
  label: string;
  have: number;
  need: number;
  currency: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const percent = need <= 0 ? 100 : Math.round(Math.min(1, have / need) * 100);
  const haveText = formatMoney(have, { symbol: currency });
  const needText = formatMoney(need, { symbol: currency });
  return (
    <StyledMeasure>
      <StyledText id={id}>{t`${label}: ${haveText} of ${needText}`}</StyledText>
      <StyledTrack
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <StyledFill style={{ inlineSize: `${percent}%` }} />
      </StyledTrack>
    </StyledMeasure>
  );
}

/**
 * The member's VIP level and a bar for each thing the next level asks (valid bet, deposits):
 * both must be reached. The server computes the level from the member's real bets and deposits.
 */
export function VipProgress({
  standing,
  levelName = () => undefined,
  currency = 'P',
  error,
  onRetry,
}: VipProgressProps) {
  const { t } = useLingui();
  const headingId = useId();
  const nameOf = (level: number) => levelName(level) ?? t`Level ${level}`;

  let body;
  if (error) body = <RecordProblem message={error} onRetry={onRetry} />;
  else if (!standing) body = <Skeleton width="100%" height="6rem" />;
  else {
    const current = standing.level === 0 ? t`Not a VIP yet` : nameOf(standing.level);
    const next = standing.next;
    const nextName = next ? nameOf(next.level) : '';
    body = (
      <>
        <StyledLevel>{current}</StyledLevel>
        {next ? (
          <>
            <StyledText>{t`To reach ${nextName}:`}</StyledText>
            <Measure
              label={t`Valid bet`}
              have={standing.validBet}
              need={next.validBet}
              currency={currency}
            />
            <Measure
              label={t`Deposits`}
              have={standing.deposit}
              need={next.deposit}
              currency={currency}
            />
          </>
        ) : (
          <StyledText>{t`You have reached the top VIP level.`}</StyledText>
        )}
      </>
    );
  }

  return (
    <StyledPanel aria-labelledby={headingId} aria-busy={!standing && !error}>
      <StyledHeading id={headingId}>{t`Your VIP progress`}</StyledHeading>
      {body}
    </StyledPanel>
  );
}
VipProgress.displayName = 'VipProgress';
