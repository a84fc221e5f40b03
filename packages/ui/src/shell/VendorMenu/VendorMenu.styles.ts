import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';
import { token } from '@lobby/theme';

/** A vendor tile's height. */
const TILE_HEIGHT = '4rem';
/** The room round the tiles for their focus rings. */
const RING_ROOM = '4px';

/** The menu's height: a caller keeps this much room while the vendors load, so nothing moves. */
export const VENDOR_MENU_HEIGHT = `calc(${TILE_HEIGHT} + 2 * ${RING_ROOM})`;

/** The list between its scroll arrows; the arrows are outside the list. */
export const StyledFrame = styled.div.attrs<DataUi>({ 'data-ui': 'VendorMenu' })`
  display: flex;
  align-items: center;
  gap: ${token('space.1')};
  min-width: 0;
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'VendorMenu.List' })<{
  $limitToSeven: boolean;
}>`
  --vendor-tile: 6.5rem;
  --vendor-gap: ${token('space.2')};
  display: flex;
  gap: var(--vendor-gap);
  min-width: 0;
  /* At most seven tiles show at once (the spec's arrows above seven); the rest scroll. */
  max-inline-size: ${({ $limitToSeven }) =>
    $limitToSeven ? 'calc(7 * var(--vendor-tile) + 6 * var(--vendor-gap) + 8px)' : 'none'};
  margin: 0;
  /* Room for the focus ring inside the scroll box. */
  padding: ${RING_ROOM};
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  list-style: none;

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'VendorMenu.Item' })`
  flex: none;
`;

export const StyledVendor = styled.button.attrs<DataUi>({
  'data-ui': 'VendorMenu.Vendor',
  type: 'button',
})`
  position: relative;
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: var(--vendor-tile);
  height: ${TILE_HEIGHT};
  padding: ${token('space.2')};
  border: 1px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  transition: border-color 120ms ease;

  /* The vendor the list is filtered by: a heavier frame, not colour alone. */
  &[aria-pressed='true'] {
    border: 2px solid ${token('border.emphasis')};
    background: ${token('bg.sunken')};
  }

  @media (hover: hover) {
    &:hover {
      border-color: ${token('border.emphasis')};
      background: ${token('bg.sunken')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  /* A special logo (BTI) is the whole tile: no padding, the frame in the emphasis colour. */
  &[data-special] {
    padding: 0;
    overflow: hidden;
    border-color: ${token('border.emphasis')};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledLogo = styled.img.attrs<DataUi>({ 'data-ui': 'VendorMenu.Logo' })`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;

  &[data-special] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledHot = styled.span.attrs<DataUi>({ 'data-ui': 'VendorMenu.Hot' })`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 2px;
  font-size: 0.6875rem;
  line-height: 1;
`;
