import { useLingui } from '@lingui/react/macro';
import { Arrow } from './Arrow';
import { clampPage, pageRange as pageItems } from '@lobby/core';
import {
  StyledEllipsis,
  StyledList,
  StyledNav,
  StyledPageButton,
  StyledStepButton,
} from './Pagination.styles';

export interface PaginationProps {
  /** The current page, 1-based (clamped into 1..totalPages). */
  page: number;
  /** How many pages there are. Nothing renders when there is one page or none. */
  totalPages: number;
  /** Called with the chosen page (never the current one, never out of range). */
  onPageChange: (page: number) => void;
  /** Pages shown around the current one. @default 3 */
  pageRange?: number;
  /** Pages always shown at each end. @default 1 */
  marginPages?: number;
  /** The navigation landmark's name. @default 'Pagination' (translated) */
  'aria-label'?: string;
  className?: string;
}

/**
 * Numbered pages with previous/next: `‹ 1 … 4 5 6 … 10 ›`. The current page is marked with
 * `aria-current="page"`; arrows point the way of reading.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  pageRange = 3,
  marginPages = 1,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  const go = (target: number) => {
    const next = clampPage(target, totalPages);
    if (next !== current) onPageChange(next);
  };
  return (
    <StyledNav aria-label={ariaLabel ?? t`Pagination`} className={className}>
      <StyledList>
        <li>
          <StyledStepButton
            aria-label={t`Previous page`}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <Arrow to="previous" />
          </StyledStepButton>
        </li>
        {pageItems(current, totalPages, { range: pageRange, margin: marginPages }).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <StyledPageButton
                aria-label={t`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </StyledPageButton>
            </li>
          ) : (
            <li key={item}>
              <StyledEllipsis>…</StyledEllipsis>
            </li>
          ),
        )}
        <li>
          <StyledStepButton
            aria-label={t`Next page`}
            disabled={current === totalPages}
            onClick={() => go(current + 1)}
          >
            <Arrow to="next" />
          </StyledStepButton>
        </li>
      </StyledList>
    </StyledNav>
  );
}
Pagination.displayName = 'Pagination';
