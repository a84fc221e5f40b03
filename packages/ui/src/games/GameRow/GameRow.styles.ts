import type { DataUi } from '../../primitives/dataUi';
import { css, styled } from 'styled-components';
import { token } from '@lobby/theme';
import { GAME_CARD_BORDER_PX, GAME_CARD_INFO_HEIGHT_PX } from '../GameCard/GameCard.styles';

/**
 * The row is a size container: a card's width comes from the row's width (`cqi`), whatever the
 * page around it, so a row in a narrow column is a phone row. A quarter card peeks in at the end,
 * which tells a thumb the row scrolls: 3 cards (and a quarter) up to 40rem, 5 up to 60rem, then 7.
 */
export const StyledRow = styled.section.attrs<DataUi>({ 'data-ui': 'GameRow' })`
  --row-gap: ${token('space.2')};
  --row-focus-room: 4px;
  container-type: inline-size;
  min-width: 0;
  /* A page of rows lays out and paints only those near the screen; the rest keep their last size
     (a header and a card's height until they have drawn once). */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 12rem;
`;

/**
 * A card's width. A container cannot query itself, so the columns are chosen on the row's
 * children (the list, the failure box) from the row's width.
 */
const tileSize = css`
  --row-columns: 3.25;
  --row-tile: calc(
    (100cqi - 2 * var(--row-focus-room) - (var(--row-columns) - 0.25) * var(--row-gap)) /
      var(--row-columns)
  );

  @container (min-width: 40rem) {
    --row-columns: 5.25;
  }

  @container (min-width: 60rem) {
    --row-columns: 7.25;
  }
`;

export const StyledHeader = styled.div.attrs<DataUi>({ 'data-ui': 'GameRow.Header' })`
  display: flex;
  align-items: center;
  gap: ${token('space.2')};
  min-width: 0;
  min-block-size: 2.5rem;
  padding-inline: var(--row-focus-room);
`;

export const StyledTitle = styled.h2.attrs<DataUi>({ 'data-ui': 'GameRow.Title' })`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledSeeAll = styled.a.attrs<DataUi>({ 'data-ui': 'GameRow.SeeAll' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${token('space.1')};
  min-block-size: 2.5rem;
  padding-inline: ${token('space.1')};
  border-radius: ${token('radius.sm')};
  color: ${token('fg.link')};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  & > svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
  }

  @media (hover: hover) {
    &:hover {
      text-decoration: underline;
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('border.focus')};
    outline-offset: 2px;
  }
`;

/** The previous/next buttons: for a mouse; a phone row is swiped, so they leave narrow rows. */
export const StyledArrows = styled.div.attrs<DataUi>({ 'data-ui': 'GameRow.Arrows' })`
  display: none;
  flex: none;
  gap: ${token('space.1')};

  @container (min-width: 40rem) {
    display: inline-flex;
  }
`;

export const StyledList = styled.ul.attrs<DataUi>({ 'data-ui': 'GameRow.List', role: 'list' })`
  ${tileSize}
  display: flex;
  gap: var(--row-gap);
  margin: 0;
  /* Room for the cards' focus rings inside the scroll box. */
  padding: var(--row-focus-room);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-behavior: smooth;
  scroll-padding-inline: var(--row-focus-room);
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  list-style: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &[data-state='loading'] {
    overflow: hidden;
  }

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

export const StyledItem = styled.li.attrs<DataUi>({ 'data-ui': 'GameRow.Item' })`
  flex: none;
  inline-size: var(--row-tile);
  min-width: 0;
  scroll-snap-align: start;
`;

/** A card-sized placeholder: the same border, 4:3 box and text height as a GameCard. */
export const StyledPlaceholder = styled.li.attrs<DataUi>({ 'data-ui': 'GameRow.Placeholder' })`
  flex: none;
  box-sizing: border-box;
  inline-size: var(--row-tile);
  border: ${GAME_CARD_BORDER_PX}px solid ${token('border.default')};
  border-radius: ${token('radius.md')};
  overflow: hidden;
`;

/** The failure takes a card's height, so a retry that succeeds moves nothing below the row. */
export const StyledFailure = styled.div.attrs<DataUi>({ 'data-ui': 'GameRow.Failure' })`
  ${tileSize}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${token('space.2')};
  box-sizing: border-box;
  block-size: calc(
    var(--row-tile) * 3 / 4 + ${GAME_CARD_INFO_HEIGHT_PX + 2 * GAME_CARD_BORDER_PX}px
  );
  margin: var(--row-focus-room);
  padding: ${token('space.3')};
  border: 1px dashed ${token('border.default')};
  border-radius: ${token('radius.md')};
  color: ${token('fg.muted')};
  text-align: center;

  &[data-low-data] {
    block-size: ${GAME_CARD_INFO_HEIGHT_PX + 2 * GAME_CARD_BORDER_PX}px;
  }
`;
