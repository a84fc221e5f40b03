import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** One line of a fixed height in every state (loading, failed, the wins): nothing moves. */
export const StyledTicker = styled.div.attrs<DataUi>({ 'data-ui': 'WinnersTicker' })`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  box-sizing: border-box;
  block-size: 3rem;
  min-width: 0;
  padding-inline: ${token('space.2')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font-size: 0.875rem;

  /* The ticker draws the frame; the marquee inside is only the moving line. */
  & > [data-ui='Marquee'] {
    flex: 1;
    padding-inline: 0;
    border: 0;
    background: transparent;
  }
`;

export const StyledLabel = styled.span.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Label' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${token('space.1')};
  color: ${token('fg.warning')};
  font-weight: 700;
  white-space: nowrap;

  /* On a narrow phone the trophy alone says what the line is; the region keeps its name. */
  @media (max-width: 29.99rem) {
    & > span {
      display: none;
    }
  }
`;

export const StyledTrophy = styled.svg.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Trophy' })`
  inline-size: 1.25rem;
  block-size: 1.25rem;
  flex: none;
`;

export const StyledWin = styled.span.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Win' })`
  color: ${token('fg.muted')};
`;

/** Names and amounts are isolated, so a right-to-left sentence keeps `pl***01` and `P1,250.00` whole. */
export const StyledPlayer = styled.bdi.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Player' })`
  color: ${token('fg.default')};
  font-weight: 600;
`;

export const StyledAmount = styled.bdi.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Amount' })`
  color: ${token('fg.default')};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const StyledSkeleton = styled.span.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Skeleton' })`
  display: block;
  flex: 1;
  min-width: 0;
`;

export const StyledFailure = styled.span.attrs<DataUi>({ 'data-ui': 'WinnersTicker.Failure' })`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.2')};
  min-width: 0;
  color: ${token('fg.muted')};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
