import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const StyledDateInput = styled.input.attrs<DataUi>({
  'data-ui': 'DateField.Input',
  type: 'date',
})`
  ${controlStyles}
  /* The native picker's calendar icon follows the theme's color-scheme. */
  max-width: 14rem;
`;
