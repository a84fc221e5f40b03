import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledGroup = styled.div.attrs<DataUi>({ 'data-ui': 'ThemeSwitch' })`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.2')};
`;

export const StyledLabel = styled.span.attrs<DataUi>({ 'data-ui': 'ThemeSwitch.Label' })`
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;

export const StyledOptions = styled.div.attrs<DataUi>({ 'data-ui': 'ThemeSwitch.Options' })`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.full')};
  background: ${token('bg.surface')};
`;

export const StyledOption = styled.button.attrs<DataUi>({
  'data-ui': 'ThemeSwitch.Option',
  type: 'button',
})`
  min-height: 2rem;
  padding-inline: ${token('space.3')};
  border: 0;
  border-radius: ${token('radius.full')};
  background: transparent;
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${token('bg.accent')};
    color: ${token('fg.onAccent')};
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
