import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledMain = styled.main`
  max-width: 60rem;
  margin-inline: auto;
  padding: ${token('space.6')} ${token('space.4')};
`;

export const StyledPreferences = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.4')};
  align-items: center;
`;
