import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

export const StyledBannerCarousel = styled.div.attrs<DataUi>({ 'data-ui': 'BannerCarousel' })`
  min-width: 0;
`;

/**
 * The box reserves the banner's height before the image loads (no layout shift); the ratio is a
 * custom property so each value does not mint a class.
 */
export const StyledFrame = styled.div.attrs<DataUi & { $ratio: string }>(({ $ratio }) => ({
  'data-ui': 'BannerCarousel.Frame',
  style: { '--banner-ratio': $ratio },
}))`
  position: relative;
  aspect-ratio: var(--banner-ratio);
  background: ${token('bg.sunken')};
  overflow: hidden;
`;

export const StyledImage = styled.img.attrs<DataUi>({ 'data-ui': 'BannerCarousel.Image' })`
  && {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledLink = styled.a.attrs<DataUi>({ 'data-ui': 'BannerCarousel.Link' })`
  display: block;
  color: inherit;

  &:focus-visible {
    outline: 3px solid ${token('border.focus')};
    outline-offset: -3px;
  }
`;
