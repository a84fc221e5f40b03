import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'LoginDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
`;
