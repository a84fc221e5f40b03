import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { loopControlStyles, loopLtr, loopRtl } from '../../primitives/loop';

interface RootVars {
  $visible: number;
  $gap: number;
  $duration: number;
}

/** Count, gap and loop time arrive as custom properties: no class per value, no re-render per frame. */
export const StyledRoot = styled.section.attrs<DataUi & RootVars>(
  ({ $visible, $gap, $duration }) => ({
    'data-ui': 'VendorStrip',
    style: {
      '--strip-visible': $visible,
      '--strip-gap': `${$gap}px`,
      '--strip-duration': `${$duration}ms`,
    },
  }),
)`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  min-width: 0;
`;

export const StyledViewport = styled.div.attrs<DataUi>({ 'data-ui': 'VendorStrip.Viewport' })`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  container-type: inline-size;
`;

export const StyledTrack = styled.div.attrs<DataUi>({ 'data-ui': 'VendorStrip.Track' })`
  display: flex;

  &[data-animated] {
    width: max-content;
    animation: ${loopLtr} var(--strip-duration) linear infinite;
    will-change: transform;
  }

  ${StyledRoot}[data-dir='rtl'] &[data-animated] {
    animation-name: ${loopRtl};
  }

  ${StyledRoot}[data-paused] &,
  ${StyledRoot}:hover &,
  ${StyledRoot}:focus-within & {
    animation-play-state: paused;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-animated] {
      width: auto;
      animation: none;
    }
  }
`;

export const StyledGroup = styled.ul.attrs<DataUi>({ 'data-ui': 'VendorStrip.Group' })`
  display: flex;
  flex: none;
  gap: var(--strip-gap);
  margin: 0;
  padding: 0;
  padding-inline-end: var(--strip-gap);
  list-style: none;

  ${StyledTrack}:not([data-animated]) & {
    flex: 1;
    flex-wrap: wrap;
    justify-content: center;
    padding-inline-end: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    flex: 1;
    flex-wrap: wrap;
    justify-content: center;
    padding-inline-end: 0;

    &[aria-hidden='true'] {
      display: none;
    }
  }
`;

/** `visible` logos fill the strip at wide widths; fewer on narrow containers. */
export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'VendorStrip.Item' })`
  --strip-columns: var(--strip-visible);
  flex: none;
  width: calc((100cqi - (var(--strip-columns) - 1) * var(--strip-gap)) / var(--strip-columns));
  min-width: 4.5rem;

  @container (max-width: 64rem) {
    --strip-columns: min(var(--strip-visible), 6);
  }

  @container (max-width: 36rem) {
    --strip-columns: min(var(--strip-visible), 3);
  }
`;

/** A logo's box: the image, and the space the strip holds before its logos render. */
const logoBox = css`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 1;
  padding: ${token('space.1')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
`;

export const StyledLogo = styled.img.attrs<DataUi>({ 'data-ui': 'VendorStrip.Logo' })`
  ${logoBox}
  object-fit: contain;

  /* A special logo (BTI) is the whole tile: no padding, the frame in the emphasis colour. */
  &[data-special] {
    padding: 0;
    object-fit: cover;
    border-color: ${token('border.emphasis')};
  }
`;

export const StyledLogoSpace = styled.span.attrs<DataUi>({ 'data-ui': 'VendorStrip.LogoSpace' })`
  ${logoBox}
`;

export const StyledControl = styled.button.attrs<DataUi>({
  'data-ui': 'VendorStrip.Control',
  type: 'button',
})`
  ${loopControlStyles}
`;
