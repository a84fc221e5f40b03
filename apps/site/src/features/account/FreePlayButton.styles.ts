import { token } from '@lobby/theme';
import { styled } from 'styled-components';

export const StyledFreePlay = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
`;

export const StyledFreePlayError = styled.p`
  margin: 0;
  color: ${token('fg.danger')};
  font-size: 0.8125rem;
`;
