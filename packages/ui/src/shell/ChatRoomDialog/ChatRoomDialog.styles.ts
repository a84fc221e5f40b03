import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The room fills the dialog's body: most of the viewport's height on a phone's sheet too. */
export const StyledChatRoomFrame = styled.iframe.attrs<DataUi>({
  'data-ui': 'ChatRoomDialog.Frame',
})`
  display: block;
  inline-size: 100%;
  block-size: min(28rem, calc(100dvh - 8rem));
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
`;
