import type { DataUi } from '../../primitives/dataUi';
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
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  color: ${token('fg.link')};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${token('radius.sm')};

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;
