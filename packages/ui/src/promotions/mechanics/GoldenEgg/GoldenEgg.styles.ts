import { keyframes, styled } from 'styled-components';
import { token } from '@lobby/theme';

const crack = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-8deg); }
  75% { transform: rotate(8deg); }
`;

/** The eggs in a row that wraps on a phone. */
export const StyledEggs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An egg is a button: reached by Tab, smashed with Enter or Space. */
export const StyledEgg = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.1')};
  min-inline-size: 5.5rem;
  padding: ${token('space.2')};
  border: 2px solid transparent;
  border-radius: ${token('radius.md')};
  background: none;
  color: ${token('fg.default')};
  font: inherit;
  cursor: pointer;

  & > svg {
    inline-size: 4rem;
    block-size: 5rem;
  }

  &:hover:not([aria-disabled='true']) {
    border-color: ${token('border.emphasis')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[data-smashed='true'] > svg {
    animation: ${crack} 400ms ease-in-out 2;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-smashed='true'] > svg {
      animation: none;
    }
  }
`;
