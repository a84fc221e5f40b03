import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** The artwork keeps its 16:5 box before it loads, so nothing below it jumps. */
export const StyledArtwork = styled.img.attrs<DataUi>({ 'data-ui': 'Promotion.Artwork' })`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 5;
  object-fit: cover;
  background: ${token('bg.sunken')};
`;

export const StyledPeriod = styled.p.attrs<DataUi>({ 'data-ui': 'Promotion.Period' })`
  margin: 0;
  color: ${token('fg.muted')};
  font-size: 0.8125rem;
`;
