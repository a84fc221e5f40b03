import type { ReactNode } from 'react';
import {
  StyledAction,
  StyledDescription,
  StyledEmptyState,
  StyledIcon,
  StyledTitle,
} from './EmptyState.styles';

export interface EmptyStateProps {
  /** A decorative icon (hidden from assistive technology: the title carries the meaning). */
  icon?: ReactNode;
  /** What is empty, in a few words ("No records"). */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** An action, usually a Button ("Clear filters"). */
  action?: ReactNode;
  /** The element of the title: a heading level that fits the page outline, or a paragraph. @default 'p' */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

/** Says that a list or table has nothing to show, and what to do next. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs = 'p',
  className,
}: EmptyStateProps) {
  return (
    <StyledEmptyState className={className}>
      {icon && <StyledIcon>{icon}</StyledIcon>}
      <StyledTitle as={titleAs}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmptyState>
  );
}
EmptyState.displayName = 'EmptyState';
