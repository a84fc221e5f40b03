import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledProblem = styled.p`
  margin: 0;
  text-align: center;
  color: ${token('fg.danger')};
  &:empty {
    display: none;
  }
`;
