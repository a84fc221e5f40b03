import type { DataUi } from '../../primitives/dataUi';
import { inlineLinkStyles } from '../../primitives/inlineLink';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledRealityCheck = styled.div.attrs<DataUi>({ 'data-ui': 'RealityCheckDialog' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
`;

/** Continue first in reading order, then Log out; the history link on its own line below. */
export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'RealityCheckDialog.Actions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space.2')};
`;

export const StyledHistoryLink = styled.a.attrs<DataUi>({
  'data-ui': 'RealityCheckDialog.History',
})`
  align-self: flex-start;
  ${inlineLinkStyles}
`;
