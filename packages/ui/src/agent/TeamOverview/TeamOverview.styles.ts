import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledTeamOverview = styled.section.attrs<DataUi>({ 'data-ui': 'TeamOverview' })`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.4')};
  min-width: 0;
  color: ${token('fg.default')};
`;

/** One tile per figure: two to a row on a 360 px phone, more as the page widens. */
export const StyledTiles = styled.dl.attrs<DataUi>({ 'data-ui': 'TeamOverview.Tiles' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${token('space.3')};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${token('space.1')};
    min-width: 0;
    padding: ${token('space.3')};
    border: 1px solid ${token('border.default')};
    border-radius: ${token('radius.md')};
    background: ${token('bg.surface')};
  }

  & dt {
    color: ${token('fg.muted')};
    font-size: 0.875rem;
  }

  & dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
