import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'AlertDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
`;

export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'AlertDialog.Actions' })`
  display: flex;
  justify-content: flex-end;
`;
