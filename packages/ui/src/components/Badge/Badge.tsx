import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { StyledBadge } from './Badge.styles';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The number to show; nothing renders at 0 or below. */
  count: number;
  /**
   * What the count means, read instead of the bare number (a translated "3 unread messages").
   * The visible digits are hidden from screen readers.
   */
  label: string;
  /** Above this, the badge shows `max+`. @default 99 */
  max?: number;
}

/** The count shown: a whole number, capped as `max+`. */
export function badgeText(count: number, max = 99): string {
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

/** A red count (unread messages, new notices): hidden at 0, "99+" above 99. */
export function Badge({ count, label, max = 99, ...rest }: BadgeProps) {
  if (!Number.isFinite(count) || count < 1) return null;
  return (
    <StyledBadge {...rest}>
      <span aria-hidden="true">{badgeText(count, max)}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledBadge>
  );
}
Badge.displayName = 'Badge';
