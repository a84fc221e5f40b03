import { styled } from 'styled-components';

/** Holds the login form's place while its chunk loads, so the header does not grow. */
export const StyledLoginSlot = styled.div`
  min-block-size: 2.25rem;
  min-inline-size: 16rem;
`;

/** Holds the navigation bar's place while its chunk loads. */
export const StyledNavigationSlot = styled.div`
  min-block-size: 3rem;
`;
