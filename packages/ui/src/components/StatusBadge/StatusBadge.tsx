import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledStatusBadge, type StatusTone } from './StatusBadge.styles';

export interface StatusBadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour of the badge; the text carries the meaning, the colour only supports it. @default 'neutral' */
  tone?: StatusTone;
  /** The short status text ("Hot", "New", "Demo"), translated by the caller. */
  children: ReactNode;
}

/** A short status word on a game tile or account: "Hot", "New", "Demo". */
export function StatusBadge({ tone = 'neutral', children, ...rest }: StatusBadgeProps) {
  return (
    <StyledStatusBadge {...rest} $tone={tone}>
      {children}
    </StyledStatusBadge>
  );
}
StatusBadge.displayName = 'StatusBadge';
