import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRedeemForm = styled.div.attrs<DataUi>({ 'data-ui': 'RedeemDialog' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.3')};
`;
