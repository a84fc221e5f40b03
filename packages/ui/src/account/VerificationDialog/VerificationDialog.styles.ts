import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'VerificationDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};

  /* The choice of method sits apart from the answer it leads to. */
  & [data-ui='RadioGroup'] {
    margin-block-end: ${token('space.1')};
  }
`;
