import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';
import { segmentedGroupStyles, segmentedOptionStyles } from '../../primitives/segmented';

/**
 * A column in either layout; the compact layout's row of fields is set by its own wrapper
 * (CompactLoginForm), which knows how much room the header gives it.
 */
export const StyledRoot = styled.div.attrs<DataUi>({ 'data-ui': 'LoginForm' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.2')};
  min-width: 0;

  &[data-layout='full'] {
    gap: ${token('space.4')};
  }
`;

export const StyledModes = styled.div.attrs<DataUi>({ 'data-ui': 'LoginForm.Modes' })`
  ${segmentedGroupStyles}
  align-self: flex-start;
`;

export const StyledMode = styled.button.attrs<DataUi>({
  'data-ui': 'LoginForm.Mode',
  type: 'button',
})`
  ${segmentedOptionStyles}
`;

/** Remember-me and the forgot-password link share a line, and wrap when it is short. */
export const StyledOptions = styled.div.attrs<DataUi>({ 'data-ui': 'LoginForm.Options' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')} ${token('space.4')};
`;

/** In the full layout the button spans the form; the compact wrapper lines it up with the inputs. */
export const StyledSubmit = styled.div.attrs<DataUi>({ 'data-ui': 'LoginForm.Submit' })`
  display: flex;
  flex-direction: column;
`;

export const StyledLinks = styled.div.attrs<DataUi>({ 'data-ui': 'LoginForm.Links' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.3')};
`;
