import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

const open = keyframes`
  0% { transform: scale(1) rotate(0deg); }
  30% { transform: scale(1.06) rotate(-4deg); }
  60% { transform: scale(1.06) rotate(4deg); }
  100% { transform: scale(1) rotate(0deg); }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: translateY(0); }
`;

/** The envelope picture; it shakes open once when `data-opening` is set. */
export const StyledEnvelope = styled.div`
  display: flex;
  justify-content: center;

  & > svg {
    inline-size: min(10rem, 60%);
    block-size: auto;
  }

  &[data-opening='true'] > svg {
    animation: ${open} 600ms ease-in-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-opening='true'] > svg {
      animation: none;
    }
  }
`;

/** The amount, rising out of the envelope (still under reduced motion). */
export const StyledAmount = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.2')};

  &[data-opening='true'] {
    animation: ${rise} 400ms ease-out 300ms both;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-opening='true'] {
      animation: none;
    }
  }
`;

export const StyledNext = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.1')};
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
