import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledInvite = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space.3')};
  max-width: 40rem;
  padding: ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};

  & > h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  & > p {
    margin: 0;
  }
`;

/** The daily tasks: the mission board under its heading. */
export const StyledTasks = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
