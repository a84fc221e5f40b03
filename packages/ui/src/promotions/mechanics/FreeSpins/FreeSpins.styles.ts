import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The game's card beside what the spins hold; stacked on a phone. */
export const StyledOffer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space.4')};
`;

/** The game's card at the width a lobby grid gives it. */
export const StyledTile = styled.div`
  flex: 0 1 11rem;
  min-inline-size: 0;
`;

/** The spins' figures take the rest of the row, or the whole row on a phone. */
export const StyledFigures = styled.div`
  flex: 1 1 12rem;
  min-inline-size: 0;
`;
