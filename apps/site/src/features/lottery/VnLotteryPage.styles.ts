import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledLotteryPage = styled.div`
  display: grid;
  gap: ${token('space.6')};
  min-width: 0;

  & h1,
  & h2 {
    margin: 0;
    font-family: ${token('font.heading')};
  }

  & h2 {
    font-size: 1.25rem;
  }
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${token('space.3')};
  min-width: 0;
`;

/**
 * A section's heading row. It is as tall as a button from the start, so the "Play" button that
 * arrives with the menus does not push the section down.
 */
export const StyledSectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')} ${token('space.4')};
  min-block-size: 2.5rem;
`;
