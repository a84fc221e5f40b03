import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';

/**
 * Fixed measures, shared with the virtual grid's row arithmetic: the text block below the
 * thumbnail is this tall whatever the name, so every card of a list is the same height.
 */
export const GAME_CARD_INFO_HEIGHT_PX = 52;
export const GAME_CARD_BORDER_PX = 1;
/** Thumbnails are 4:3 (height = width x 3 / 4). */
export const GAME_CARD_THUMB_RATIO = 3 / 4;

export const StyledCard = styled.div.attrs<DataUi>({ 'data-ui': 'GameCard' })`
  position: relative;
  min-width: 0;
  --game-card-favourite-room: 0px;

  &[data-favourite-button] {
    --game-card-favourite-room: 2.5rem;
  }
`;

export const StyledLaunch = styled.button.attrs<DataUi>({
  'data-ui': 'GameCard.Launch',
  type: 'button',
})`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: 100%;
  margin: 0;
  padding: 0;
  border: ${GAME_CARD_BORDER_PX}px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('bg.surface')};
  color: ${token('fg.default')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: border-color 120ms ease;

  @media (hover: hover) {
    &:hover {
      border-color: ${token('border.emphasis')};
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The thumbnail's box: its 4:3 size is set before the image arrives, so nothing moves. It follows
 * the text in the document (the button's name starts with the game) and is drawn above it.
 */
export const StyledThumb = styled.span.attrs<DataUi>({ 'data-ui': 'GameCard.Thumb' })`
  position: relative;
  display: block;
  order: -1;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
  background: ${token('bg.sunken')};
`;

export const StyledImage = styled.img.attrs<DataUi>({
  'data-ui': 'GameCard.Image',
  alt: '',
  decoding: 'async',
  draggable: false,
})`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity 150ms ease;

  &[data-loaded='true'] {
    opacity: 1;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Name on the first line; vendor (and, in low-data cards, "Hot") on the second. */
export const StyledInfo = styled.span.attrs<DataUi>({ 'data-ui': 'GameCard.Info' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: center;
  align-items: center;
  column-gap: ${token('space.2')};
  row-gap: 2px;
  box-sizing: border-box;
  block-size: ${GAME_CARD_INFO_HEIGHT_PX}px;
  min-width: 0;
  padding-inline: ${token('space.3')};
  line-height: 1.25;

  /* Low-data cards have no thumbnail for the favourite toggle to sit on: keep the text clear. */
  [data-low-data] & {
    padding-inline-end: calc(${token('space.3')} + var(--game-card-favourite-room));
  }
`;

const oneLine = css`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledName = styled.span.attrs<DataUi>({ 'data-ui': 'GameCard.Name' })`
  ${oneLine}
  grid-column: 1 / -1;
  font-size: 0.875rem;
  font-weight: 600;
`;

export const StyledVendor = styled.span.attrs<DataUi>({ 'data-ui': 'GameCard.Vendor' })`
  ${oneLine}
  color: ${token('fg.muted')};
  font-size: 0.75rem;
`;

/** On the thumbnail's top corner; in low-data cards, after the vendor. */
export const StyledHot = styled(StatusBadge)`
  font-size: 0.6875rem;
  line-height: 1;

  [data-ui='GameCard.Thumb'] > & {
    position: absolute;
    inset-block-start: ${token('space.2')};
    inset-inline-start: ${token('space.2')};
  }
`;

export const StyledFavourite = styled(IconButton)`
  position: absolute;
  inset-block-start: ${token('space.1')};
  inset-inline-end: ${token('space.1')};

  &[aria-pressed='true'] {
    color: ${token('fg.danger')};
  }
`;
