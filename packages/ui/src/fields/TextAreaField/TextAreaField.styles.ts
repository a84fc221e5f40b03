import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { controlStyles } from '../Field/Field.styles';

export const StyledTextArea = styled.textarea.attrs<DataUi>({ 'data-ui': 'TextAreaField.Input' })`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

export const StyledCounter = styled.p.attrs<DataUi>({ 'data-ui': 'TextAreaField.Counter' })`
  margin: 0;
  align-self: flex-end;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;

  &[data-over='true'] {
    color: ${token('fg.danger')};
    font-weight: 600;
  }
`;
