import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { segmentedGroupStyles, segmentedOptionStyles } from '../../primitives/segmented';

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
  ${segmentedGroupStyles}
`;

export const StyledOption = styled.button.attrs<DataUi>({
  'data-ui': 'ThemeSwitch.Option',
  type: 'button',
})`
  ${segmentedOptionStyles}
`;
