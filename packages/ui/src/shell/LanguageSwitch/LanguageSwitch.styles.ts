import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledField = styled.div.attrs<DataUi>({ 'data-ui': 'LanguageSwitch' })`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.2')};
`;

export const StyledLabel = styled.label.attrs<DataUi>({ 'data-ui': 'LanguageSwitch.Label' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledSelect = styled.select.attrs<DataUi>({ 'data-ui': 'LanguageSwitch.Select' })`
  min-height: 2.25rem;
  padding-inline: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.875rem;

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.55;
  }
`;
