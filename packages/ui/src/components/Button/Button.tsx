import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { StyledButton, StyledSpinner, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner and announces the button as busy. Clicks are ignored, but the button keeps
   * focus (it is not `disabled`), so keyboard users do not lose their place. @default false
   */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useLingui();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <StyledSpinner />}
      {children}
      {loading && <VisuallyHidden>{t`Loading`}</VisuallyHidden>}
    </StyledButton>
  );
}
Button.displayName = 'Button';
