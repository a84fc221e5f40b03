import type { DataUi } from '../../primitives/dataUi';
import { css, keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

export type SkeletonVariant = 'block' | 'text' | 'circle';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const shapes = {
  block: css`
    display: block;
    width: var(--skeleton-width, 100%);
    height: var(--skeleton-height, 1rem);
    border-radius: ${token('radius.md')};
  `,
  // A text line takes one line box (1lh, so it follows the surrounding line-height) and paints a
  // 1em bar in its middle: the text that replaces it takes exactly the same height. Padding, not
  // margins, so nothing collapses away.
  text: css`
    display: block;
    box-sizing: border-box;
    width: var(--skeleton-width, 100%);
    height: 1.5em;
    height: 1lh;
    padding-block: calc((1.5em - 1em) / 2);
    padding-block: calc((1lh - 1em) / 2);
    background-clip: content-box;
    border-radius: ${token('radius.sm')};

    &[data-last='true'] {
      width: var(--skeleton-last-width, 60%);
    }
  `,
  circle: css`
    display: inline-block;
    width: var(--skeleton-width, 2.5rem);
    height: var(--skeleton-width, 2.5rem);
    border-radius: 50%;
  `,
} satisfies Record<SkeletonVariant, ReturnType<typeof css>>;

/** Sizes arrive as custom properties through `style`: a size change never mints a class. */
export const StyledSkeleton = styled.span.attrs<DataUi>({ 'data-ui': 'Skeleton' })<{
  $variant: SkeletonVariant;
}>`
  flex: none;
  background: ${token('bg.sunken')};
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${({ $variant }) => shapes[$variant]}

  &[data-still] {
    animation: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledLines = styled.span.attrs<DataUi>({ 'data-ui': 'Skeleton.Lines' })`
  display: block;
  width: var(--skeleton-width, 100%);
`;
