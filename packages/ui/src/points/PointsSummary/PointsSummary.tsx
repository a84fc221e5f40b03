import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Skeleton } from '../../components/Skeleton';
import { StyledHeading, StyledMuted } from '../../member/shared/shared.styles';
import { formatPoints } from '../shared/labels';
import { StyledBalance, StyledPointsSummary } from './PointsSummary.styles';

export interface PointsSummaryProps {
  /** The member's points; null while loading. */
  points: number | null;
  /** Points per 1.00 of wallet money. */
  ratio: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
}

/**
 * The points balance and what points are worth (doc 2 §7): "100 points = P1.00". Points never
 * expire, and the summary says so, so a member does not hurry to spend them.
 */
export function PointsSummary({ points, ratio, currency = 'P' }: PointsSummaryProps) {
  const { t } = useLingui();
  const headingId = useId();
  const worth = formatMoney(100, { symbol: currency });
  const perOne = formatPoints(ratio);
  return (
    // The skeleton is hidden from assistive technology: the region says it is loading.
    <StyledPointsSummary aria-labelledby={headingId} aria-busy={points === null || undefined}>
      <StyledHeading id={headingId}>{t`My points`}</StyledHeading>
      {points === null ? (
        <Skeleton width="8rem" height="2.4rem" />
      ) : (
        <StyledBalance>{formatPoints(points)}</StyledBalance>
      )}
      <StyledMuted>{t`${perOne} points = ${worth}`}</StyledMuted>
      <StyledMuted>{t`Points never expire.`}</StyledMuted>
    </StyledPointsSummary>
  );
}
PointsSummary.displayName = 'PointsSummary';
