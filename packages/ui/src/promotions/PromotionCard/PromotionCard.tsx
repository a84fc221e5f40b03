import type { MouseEvent } from 'react';
import { PromotionPeriod } from '../shared/PromotionPeriod';
import { PromotionStatusBadge } from '../shared/PromotionStatusBadge';
import { StyledArtwork } from '../shared/promotions.styles';
import type { PromotionSummary } from '../shared/types';
import {
  StyledBody,
  StyledLink,
  StyledPromotionCard,
  StyledSummary,
  StyledTitle,
  StyledTitleRow,
} from './PromotionCard.styles';

export interface PromotionCardProps {
  promotion: PromotionSummary;
  /** Where the card leads (`/promoDetail?id=7`). */
  href: string;
  /** A plain click, instead of loading `href` (the site routes in place). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One promotion in the grid: its artwork, title (the link to its detail, stretched over the card),
 * summary, period and the player's status. The artwork is decoration: the title says it all.
 */
export function PromotionCard({ promotion, href, onOpen }: PromotionCardProps) {
  return (
    <StyledPromotionCard>
      <StyledArtwork src={promotion.image} alt="" loading="lazy" decoding="async" />
      <StyledBody>
        <StyledTitleRow>
          <StyledTitle>
            <StyledLink
              href={href}
              onClick={(event) => {
                if (!onOpen || event.defaultPrevented || event.button !== 0) return;
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(event);
              }}
            >
              {promotion.title}
            </StyledLink>
          </StyledTitle>
          <PromotionStatusBadge status={promotion.status} />
        </StyledTitleRow>
        <StyledSummary>{promotion.summary}</StyledSummary>
        <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
      </StyledBody>
    </StyledPromotionCard>
  );
}
PromotionCard.displayName = 'PromotionCard';
