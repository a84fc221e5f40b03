import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A part of a member centre page under its own heading. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A page made of several units one under the other (the agent centre's contract pages). */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.5')};
`;
