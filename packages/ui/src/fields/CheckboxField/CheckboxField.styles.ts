import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRow = styled.div.attrs<DataUi>({ 'data-ui': 'CheckboxField.Row' })`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.2')};
`;

/** 1.5rem: the box itself meets the 24 px target, the label widens the hit area further. */
export const StyledCheckbox = styled.input.attrs<DataUi>({
  'data-ui': 'CheckboxField.Input',
  type: 'checkbox',
})`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${token('bg.accent')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    outline: 2px solid ${token('fg.danger')};
    outline-offset: 1px;
  }
`;

export const StyledCheckLabel = styled.label.attrs<DataUi>({ 'data-ui': 'CheckboxField.Label' })`
  padding-block: 0.125rem;
  color: ${token('fg.default')};
  line-height: 1.4;
  cursor: pointer;

  & a {
    color: ${token('fg.link')};
  }
`;
