import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SafeHtml } from '../../shell/SafeHtml';
import { PromotionPeriod } from '../shared/PromotionPeriod';
import { PromotionStatusBadge } from '../shared/PromotionStatusBadge';
import { StyledArtwork } from '../shared/promotions.styles';
import type { PromotionSummary } from '../shared/types';
import {
  StyledHeader,
  StyledPromotionDetail,
  StyledSection,
  StyledSectionHeading,
  StyledTitle,
} from './PromotionDetail.styles';

export interface PromotionDetailProps {
  /** `content` is the rules as server HTML: shown only through SafeHtml. */
  promotion: PromotionSummary & { content: string };
  /** What the player can do here (join, apply, claim, a mechanic's panel), under the rules. */
  action?: ReactNode;
}

/** One promotion: its artwork, title, status, period and summary, the rules, and the action. */
export function PromotionDetail({ promotion, action }: PromotionDetailProps) {
  const { t } = useLingui();
  const rulesId = useId();
  const actionId = useId();
  return (
    <StyledPromotionDetail>
      <StyledArtwork src={promotion.image} alt="" decoding="async" />
      <StyledHeader>
        <StyledTitle>{promotion.title}</StyledTitle>
        <PromotionStatusBadge status={promotion.status} />
      </StyledHeader>
      <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
      <p>{promotion.summary}</p>
      {action !== undefined && action !== null && (
        <StyledSection aria-labelledby={actionId}>
          <StyledSectionHeading id={actionId}>{t`Take part`}</StyledSectionHeading>
          {action}
        </StyledSection>
      )}
      <StyledSection aria-labelledby={rulesId}>
        <StyledSectionHeading id={rulesId}>{t`Rules`}</StyledSectionHeading>
        <SafeHtml html={promotion.content} />
      </StyledSection>
    </StyledPromotionDetail>
  );
}
PromotionDetail.displayName = 'PromotionDetail';
