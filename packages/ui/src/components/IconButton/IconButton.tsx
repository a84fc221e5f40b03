import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { StyledIcon, StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /**
   * The accessible name (and tooltip): an icon alone says nothing to a screen reader. Pass a
   * translated string.
   */
  label: string;
  /** The icon, usually an inline SVG; hidden from assistive technology. */
  children: ReactNode;
  /** Visual weight, as Button's. @default 'ghost' */
  variant?: ButtonVariant;
  /** Square side: 32, 40 or 48 px. @default 'md' */
  size?: ButtonSize;
  /** A circle instead of a rounded square. @default false */
  round?: boolean;
  /** Show `label` as a native tooltip on hover. @default true */
  showTooltip?: boolean;
}

/** A button that shows only an icon and is named by a required `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  round = false,
  showTooltip = true,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      {...(showTooltip && { title: label })}
      {...rest}
      type={type}
      aria-label={label}
      $variant={variant}
      $size={size}
      $round={round}
    >
      <StyledIcon>{children}</StyledIcon>
    </StyledIconButton>
  );
}
IconButton.displayName = 'IconButton';
