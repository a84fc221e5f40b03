import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledStage = styled.div`
  position: relative;
  align-self: center;
  inline-size: min(18rem, 100%);
  aspect-ratio: 1;
`;

/** The wheel turns by its inline `transform`; the time of the turn is set inline too. */
export const StyledDisc = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  transition-property: transform;
  transition-timing-function: cubic-bezier(0.15, 0.85, 0.25, 1);

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The pointer at the top: the segment under it is the prize. */
export const StyledPointer = styled.svg`
  position: absolute;
  inset-block-start: -0.25rem;
  inset-inline-start: 50%;
  inline-size: 1.5rem;
  block-size: 1.75rem;
  transform: translateX(-50%);
  filter: drop-shadow(0 1px 1px rgb(0 0 0 / 0.4));

  [dir='rtl'] & {
    transform: translateX(50%);
  }
`;

export const StyledControls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};
`;
