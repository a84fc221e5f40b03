import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner';
import { StyledContainer, StyledContent, StyledVeil } from './LoaderOverlay.styles';

export interface LoaderOverlayProps extends ComponentPropsWithRef<'div'> {
  /** Covers the content with a spinner and blocks it. @default false */
  loading?: boolean;
  /** What is loading, read by screen readers. @default the translated "Loading" */
  label?: string;
}

/**
 * Wraps content that is refreshing: the container is `aria-busy`, the content is `inert` (no
 * clicks, no focus) under a veil with a spinner, and keeps its size (no layout shift).
 */
export function LoaderOverlay({ loading = false, label, children, ...rest }: LoaderOverlayProps) {
  return (
    <StyledContainer {...rest} aria-busy={loading || undefined}>
      <StyledContent inert={loading}>{children}</StyledContent>
      {loading && (
        <StyledVeil>
          <Spinner size="lg" {...(label !== undefined && { label })} />
        </StyledVeil>
      )}
    </StyledContainer>
  );
}
LoaderOverlay.displayName = 'LoaderOverlay';
