import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledForm = styled.form.attrs<DataUi>({ 'data-ui': 'Form' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
`;
