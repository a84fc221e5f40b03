import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledLevel = styled.p.attrs<DataUi>({ 'data-ui': 'PlayerRankCard.Level' })`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${token('fg.default')};
`;

/** The track of the progress bar; the fill's inline size is the progress (logical: RTL fills from the right). */
export const StyledTrack = styled.div.attrs<DataUi>({ 'data-ui': 'PlayerRankCard.Track' })`
  block-size: 0.75rem;
  border-radius: 999px;
  background: ${token('bg.sunken')};
  border: 1px solid ${token('border.default')};
  overflow: hidden;
`;

export const StyledFill = styled.div.attrs<DataUi>({ 'data-ui': 'PlayerRankCard.Fill' })`
  block-size: 100%;
  background: ${token('bg.accent')};
`;
