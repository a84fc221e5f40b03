import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StyledDemoBadge } from './DemoBadge.styles';

export interface DemoBadgeProps extends Omit<
  ComponentPropsWithRef<'span'>,
  'children' | 'role' | 'aria-label'
> {
  /**
   * The badge's accessible name. It starts with the visible words, so speech users can say what
   * they see. @default "Demo account: balances have no cash value"
   */
  label?: string;
}

/**
 * The permanent mark of a trial (free-play) account, for the header: it cannot be dismissed, and
 * its name says that the balance is play money.
 */
export function DemoBadge({ label, ...rest }: DemoBadgeProps) {
  const { t } = useLingui();
  return (
    <StyledDemoBadge
      {...rest}
      role="note"
      aria-label={label ?? t`Demo account: balances have no cash value`}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="8" cy="8" r="6.25" />
        <path d="M6.5 5.5v5l4-2.5z" fill="currentColor" />
      </svg>
      {t`Demo account`}
    </StyledDemoBadge>
  );
}
DemoBadge.displayName = 'DemoBadge';
