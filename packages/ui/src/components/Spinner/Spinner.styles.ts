import type { DataUi } from '../../primitives/dataUi';
import { css, keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: css`
    width: 1rem;
    height: 1rem;
    border-width: 2px;
  `,
  md: css`
    width: 1.5rem;
    height: 1.5rem;
    border-width: 3px;
  `,
  lg: css`
    width: 2.5rem;
    height: 2.5rem;
    border-width: 4px;
  `,
} satisfies Record<SpinnerSize, ReturnType<typeof css>>;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span.attrs<DataUi>({ 'data-ui': 'Spinner' })`
  display: inline-flex;
  vertical-align: middle;
`;

/** The ring: accent arc on a faint track; slowed down, not stopped, under reduced motion. */
export const StyledRing = styled.span.attrs<DataUi>({
  'data-ui': 'Spinner.Ring',
  'aria-hidden': true,
})<{ $size: SpinnerSize }>`
  display: inline-block;
  border-style: solid;
  border-color: ${token('border.default')};
  border-block-start-color: ${token('bg.accent')};
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
  ${({ $size }) => sizes[$size]}

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
