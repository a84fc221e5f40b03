import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';

import {
  StyledControl as CheckboxControl,
  StyledDescription as CheckboxDescription,
  StyledInput as CheckboxInput,
  StyledLabel as CheckboxLabel,
  StyledText as CheckboxText,
} from '../Checkbox/Checkbox.styles';

// The radio row reuses the checkbox's room (label row, 24 px control, transparent native input)
// under its own data-ui names.
export { StyledCircle } from '../Checkbox/Checkbox.styles';
export const StyledLabel = styled(CheckboxLabel).attrs<DataUi>({ 'data-ui': 'Radio.Label' })``;
export const StyledControl = styled(CheckboxControl).attrs<DataUi>({
  'data-ui': 'Radio.Control',
})``;
export const StyledInput = styled(CheckboxInput).attrs<DataUi>({ 'data-ui': 'Radio.Input' })``;
export const StyledText = styled(CheckboxText).attrs<DataUi>({ 'data-ui': 'Radio.Text' })``;
export const StyledDescription = styled(CheckboxDescription).attrs<DataUi>({
  'data-ui': 'Radio.Description',
})``;

export const StyledRadio = styled.div.attrs<DataUi>({ 'data-ui': 'Radio' })`
  display: grid;
  gap: ${token('space.1')};
`;

export const StyledFieldset = styled.fieldset.attrs<DataUi>({ 'data-ui': 'RadioGroup' })`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend.attrs<DataUi>({ 'data-ui': 'RadioGroup.Legend' })`
  padding: 0;
  margin-block-end: ${token('space.2')};
  font-weight: 600;
`;

export const StyledGroupDescription = styled.p.attrs<DataUi>({
  'data-ui': 'RadioGroup.Description',
})`
  margin: 0 0 ${token('space.2')};
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledOptions = styled.div.attrs<DataUi>({ 'data-ui': 'RadioGroup.Options' })<{
  $orientation: 'vertical' | 'horizontal';
}>`
  display: flex;
  gap: ${token('space.2')} ${token('space.4')};
  ${({ $orientation }) =>
    $orientation === 'horizontal'
      ? css`
          flex-flow: row wrap;
        `
      : css`
          flex-direction: column;
        `}
`;
