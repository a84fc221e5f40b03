import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A screen's content inside the layout's main element. */
export const StyledPage = styled.div`
  display: grid;
  /* As the layout's main: no item widens the page beyond the viewport. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space.4')};
`;

export const StyledSection = styled.details`
  border-block-end: 1px solid ${token('border.default')};
  padding-block: ${token('space.2')};
`;

export const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.6')};
  padding: 0;
  margin: 0;
  list-style: none;
`;
