import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/**
 * Holds the carousel's place while the group's banners load: the 16:5 slide (its width-relative
 * height comes from the padding) plus the controls row under it, so the page below stays put.
 * Until the carousel's code arrives it shows the first banner's picture where the carousel will
 * show it; the boot script of a prerendered page paints that picture into the same place.
 */
export const StyledBannerSlot = styled.div`
  position: relative;
  padding-block-end: 2.75rem;

  &::before {
    content: '';
    display: block;
    padding-block-start: 31.25%;
  }

  & > img {
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    display: block;
    width: 100%;
    aspect-ratio: 16 / 5;
    object-fit: cover;
    border-radius: ${token('radius.lg')};
    background: ${token('bg.sunken')};
  }
`;
