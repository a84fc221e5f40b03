import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledLevel = styled.p.attrs<DataUi>({ 'data-ui': 'VipProgress.Level' })`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${token('fg.default')};
`;

export const StyledMeasure = styled.div.attrs<DataUi>({ 'data-ui': 'VipProgress.Measure' })`
  display: grid;
  gap: 0.375rem;
`;

/** The track of a bar; the fill's inline size is the share (logical: RTL fills from the right). */
export const StyledTrack = styled.div.attrs<DataUi>({ 'data-ui': 'VipProgress.Track' })`
  block-size: 0.75rem;
  border-radius: 999px;
  background: ${token('bg.sunken')};
  border: 1px solid ${token('border.default')};
  overflow: hidden;
`;

export const StyledFill = styled.div.attrs<DataUi>({ 'data-ui': 'VipProgress.Fill' })`
  block-size: 100%;
  background: ${token('bg.accent')};
`;
