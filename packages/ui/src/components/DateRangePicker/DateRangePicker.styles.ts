import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledFieldset = styled.fieldset.attrs<DataUi>({ 'data-ui': 'DateRangePicker' })`
  display: grid;
  gap: ${token('space.3')};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend.attrs<DataUi>({ 'data-ui': 'DateRangePicker.Legend' })`
  margin-block-end: ${token('space.2')};
  padding: 0;
  font-weight: 600;
`;

export const StyledFields = styled.div.attrs<DataUi>({ 'data-ui': 'DateRangePicker.Fields' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.3')};
`;

export const StyledField = styled.div.attrs<DataUi>({ 'data-ui': 'DateRangePicker.Field' })`
  display: grid;
  align-content: start;
  gap: ${token('space.1')};
  flex: 1 1 10rem;
  min-width: 0;
`;

export const StyledLabel = styled.label.attrs<DataUi>({ 'data-ui': 'DateRangePicker.Label' })`
  font-size: 0.875rem;
  color: ${token('fg.default')};
`;

export const StyledInput = styled.input.attrs<DataUi>({
  'data-ui': 'DateRangePicker.Input',
  type: 'date',
})`
  min-height: 2.5rem;
  padding-inline: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${token('fg.danger')};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 1px;
  }
`;

export const StyledError = styled.p.attrs<DataUi>({ 'data-ui': 'DateRangePicker.Error' })`
  margin: 0;
  color: ${token('fg.danger')};
  font-size: 0.875rem;

  &:empty {
    display: none;
  }
`;

export const StyledPresets = styled.div.attrs<DataUi>({ 'data-ui': 'DateRangePicker.Presets' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.2')};
`;

export const StyledPreset = styled.button.attrs<DataUi>({
  'data-ui': 'DateRangePicker.Preset',
  type: 'button',
})`
  min-height: 2rem;
  padding-inline: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  @media (hover: hover) {
    &:hover:not(:disabled, [aria-pressed='true']) {
      background: ${token('bg.sunken')};
    }
  }

  &[aria-pressed='true'] {
    border-color: transparent;
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
