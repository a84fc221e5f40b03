import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBody = styled.div.attrs<DataUi>({ 'data-ui': 'ConfirmDialog.Body' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
`;

/** Buttons at the inline end (right, or left right to left); they wrap in long locales. */
export const StyledActions = styled.div.attrs<DataUi>({ 'data-ui': 'ConfirmDialog.Actions' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space.2')};
`;

export const StyledCountdown = styled.p.attrs<DataUi>({ 'data-ui': 'ConfirmDialog.Countdown' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;
