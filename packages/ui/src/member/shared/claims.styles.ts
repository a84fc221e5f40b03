import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

// Shared by the claim pages (RewardCentre, MissionBoard, RebatePanel).

/** The page could not be loaded: the message and a retry, where the content would be. */
export const StyledLoadProblem = styled.div.attrs<DataUi>({ 'data-ui': 'Member.LoadProblem' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.3')};
  padding: ${token('space.6')} ${token('space.4')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  text-align: center;
`;

/** A claim was refused: the message, next to what was claimed. */
export const StyledClaimError = styled.p.attrs<DataUi>({ 'data-ui': 'Member.ClaimError' })`
  margin: 0;
  padding: ${token('space.3')};
  border: 1px solid ${token('border.emphasis')};
  border-radius: ${token('radius.md')};
  color: ${token('fg.danger')};
  overflow-wrap: anywhere;
`;

/** An amount in a table cell: digits line up and never wrap or flip in right-to-left text. */
export const StyledFigure = styled.span.attrs<DataUi>({ 'data-ui': 'Member.Figure' })`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  unicode-bidi: isolate;
`;
