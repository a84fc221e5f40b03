import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledMain = styled.main`
  max-width: 75rem;
  margin-inline: auto;
  padding: ${token('space.4')};
  display: grid;
  gap: ${token('space.4')};
`;

/** The jackpot counter's place while its chunk loads. */
export const StyledJackpotSlot = styled.div`
  min-block-size: 4rem;
`;
