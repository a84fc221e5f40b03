import { styled } from 'styled-components';
import { LOGIN_FORM_HEIGHT } from '../shell/HeaderContainer.styles';

/** The form takes the place its placeholder held: the top bar keeps its height when it arrives. */
export const StyledHeaderLogin = styled.div`
  display: flex;
  flex: 1;
  justify-content: flex-end;
  align-items: flex-start;
  gap: 0.5rem;
  min-width: 0;
  min-block-size: ${LOGIN_FORM_HEIGHT};
`;
