import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The home screen's parts, one under the other. */
export const StyledHome = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.5')};
  min-width: 0;

  /* Until the vendors say which rows there are, the screen holds a screen's height, so the footer
     that follows never shows up and then jumps away. */
  &[aria-busy='true'] {
    min-block-size: 100svh;
  }
`;

/** The screen's place while its code arrives: a screen's height, for the same reason. */
export const StyledHomeSlot = styled.div`
  min-block-size: 100svh;
`;

/** A favourite that could not be changed: the message, above its row. */
export const StyledAlert = styled.p`
  margin: 0;
  padding: ${token('space.2')} ${token('space.3')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.sunken')};
  color: ${token('fg.danger')};
`;
