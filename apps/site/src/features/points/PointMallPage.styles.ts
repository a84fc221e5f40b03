import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledPointMall = styled.div`
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

/** The balance beside the conversion on a wide screen; one above the other on a phone. */
export const StyledTop = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  gap: ${token('space.4')};
  min-width: 0;
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${token('space.3')};
  min-width: 0;
`;

export const StyledItems = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${token('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }

  & > li > * {
    flex: 1;
  }
`;
