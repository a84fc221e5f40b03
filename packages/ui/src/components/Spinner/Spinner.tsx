import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { StyledRing, StyledSpinner, type SpinnerSize } from './Spinner.styles';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** 16, 24 or 40 px. @default 'md' */
  size?: SpinnerSize;
  /** What is loading, read by screen readers. @default the translated "Loading" */
  label?: string;
  /**
   * Something nearby already says it is busy (a busy button, a region with `aria-busy`): hide the
   * spinner from assistive technology instead of announcing it. @default false
   */
  decorative?: boolean;
}

/** A spinning ring that announces "Loading" politely, or stays silent when decorative. */
export function Spinner({ size = 'md', label, decorative = false, ...rest }: SpinnerProps) {
  const { t } = useLingui();
  if (decorative) {
    return (
      <StyledSpinner {...rest} aria-hidden="true">
        <StyledRing $size={size} />
      </StyledSpinner>
    );
  }
  return (
    <StyledSpinner role="status" {...rest}>
      <StyledRing $size={size} />
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
    </StyledSpinner>
  );
}
Spinner.displayName = 'Spinner';
