import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** One card a row at 360 px, three or more at 1280 (a card is never narrower than 18rem). */
export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${token('space.4')};
  margin: 0;
  padding: 0;
  list-style: none;
  padding-block-start: ${token('space.4')};

  & > li {
    display: grid;
    min-inline-size: 0;
  }
`;

export const StyledActionNote = styled.p`
  margin: 0;
  color: ${token('fg.default')};
  overflow-wrap: anywhere;
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${token('fg.danger')};
`;
