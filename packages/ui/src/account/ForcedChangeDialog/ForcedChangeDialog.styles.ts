import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'ForcedChangeDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};

  /* A read-only value looks like one: no field frame inviting a click. */
  & input[readonly] {
    border-style: dashed;
    background: ${token('bg.sunken')};
  }
`;
