import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { StyledIconButton } from '../Field/Field.styles';

export const StyledToggle = styled(StyledIconButton).attrs<DataUi>({
  'data-ui': 'PasswordField.Toggle',
})``;
