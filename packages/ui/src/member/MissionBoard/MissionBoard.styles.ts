import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledMissionBoard = styled.section.attrs<DataUi>({ 'data-ui': 'MissionBoard' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

/** A mission's progress: the bar and, under it, the amounts. */
export const StyledProgress = styled.span.attrs<DataUi>({ 'data-ui': 'MissionBoard.Progress' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.1')};
  min-width: 8rem;

  & > progress {
    inline-size: 100%;
    block-size: 0.5rem;
    accent-color: ${token('bg.accent')};
  }
`;

/** Today's period and when it starts again. */
export const StyledReset = styled.p.attrs<DataUi>({ 'data-ui': 'MissionBoard.Reset' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.1')};
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.875rem;
`;
