import { useLingui } from '@lingui/react/macro';
import { Arrow } from './Arrow';
import { clampPage } from '@lobby/core';
import { StyledPager, StyledPagerStatus, StyledStepButton } from './Pagination.styles';

export interface PagerProps {
  /** The current page, 1-based (clamped into 1..totalPages). */
  page: number;
  /** How many pages there are (at least 1 is assumed). */
  totalPages: number;
  /** Called with the previous or next page; never below 1 or above totalPages. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name. @default 'Pagination' (translated) */
  'aria-label'?: string;
  className?: string;
}

/** Compact previous/next paging with "Page N of M" between the buttons (the game list pager). */
export function Pager({
  page,
  totalPages,
  onPageChange,
  'aria-label': ariaLabel,
  className,
}: PagerProps) {
  const { t } = useLingui();
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = clampPage(page, total);
  return (
    <StyledPager aria-label={ariaLabel ?? t`Pagination`} className={className}>
      <StyledStepButton
        aria-label={t`Previous page`}
        disabled={current <= 1}
        onClick={() => onPageChange(clampPage(current - 1, total))}
      >
        <Arrow to="previous" />
      </StyledStepButton>
      <StyledPagerStatus>{t`Page ${current} of ${total}`}</StyledPagerStatus>
      <StyledStepButton
        aria-label={t`Next page`}
        disabled={current >= total}
        onClick={() => onPageChange(clampPage(current + 1, total))}
      >
        <Arrow to="next" />
      </StyledStepButton>
    </StyledPager>
  );
}
Pager.displayName = 'Pager';
