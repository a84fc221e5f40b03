import type { DataUi } from '../../primitives/dataUi';
import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

const fall = keyframes`
  from { transform: translate3d(0, -5vh, 0); }
  to { transform: translate3d(var(--flake-drift), 105vh, 0); }
`;

/** Over the page, never in the way: no pointer events, no accessibility node. */
export const StyledSnow = styled.div.attrs<DataUi>({
  'data-ui': 'Snow',
  'aria-hidden': true,
})`
  position: fixed;
  inset: 0;
  z-index: 5;
  overflow: hidden;
  pointer-events: none;
  contain: strict;

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

export interface FlakeVars {
  $x: number;
  $size: number;
  $duration: number;
  $delay: number;
  $drift: number;
  $opacity: number;
}

/** Each flake's numbers are custom properties in `style`: one class for all flakes. */
export const StyledFlake = styled.span.attrs<DataUi & FlakeVars>(
  ({ $x, $size, $duration, $delay, $drift, $opacity }) => ({
    'data-ui': 'Snow.Flake',
    style: {
      '--flake-x': `${$x}%`,
      '--flake-size': `${$size}px`,
      '--flake-duration': `${$duration}s`,
      '--flake-delay': `${$delay}s`,
      '--flake-drift': `${$drift}px`,
      '--flake-opacity': $opacity,
    },
  }),
)`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: var(--flake-x);
  width: var(--flake-size);
  height: var(--flake-size);
  border-radius: 50%;
  background: ${token('fg.muted')};
  opacity: var(--flake-opacity);
  animation: ${fall} var(--flake-duration) linear var(--flake-delay) infinite;
  will-change: transform;
`;
