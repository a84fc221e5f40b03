import type { DataUi } from '../../primitives/dataUi';
import { styled } from 'styled-components';

/**
 * Measures the row arithmetic depends on (gridLayout.ts), so they are pixels rather than tokens:
 * the gap between cards, and the padding that keeps the focus rings of edge cards in view.
 */
export const GRID_GAP_PX = 12;
export const GRID_PADDING_PX = 4;

/** The scroll area. Its height comes through `style`; the scrollbar's room is always kept. */
export const StyledScroller = styled.div.attrs<DataUi>({ 'data-ui': 'VirtualGameGrid' })`
  position: relative;
  overflow-x: hidden;
  overflow-y: auto;
  /* The grid places rows itself: the browser's scroll anchoring would fight it. */
  overflow-anchor: none;
  scrollbar-gutter: stable;
  overscroll-behavior: contain;

  /* Set while the list scrolls (see VirtualGameGrid's onScroll). */
  &[data-scrolling] > [data-ui='VirtualGameGrid.Canvas'] {
    pointer-events: none;
  }
`;

/** As tall as every row together; rows are placed on it by transform, so none moves another. */
export const StyledCanvas = styled.div.attrs<DataUi>({ 'data-ui': 'VirtualGameGrid.Canvas' })`
  position: relative;
  contain: layout paint style;
`;

export const StyledRow = styled.div.attrs<DataUi>({ 'data-ui': 'VirtualGameGrid.Row' })`
  position: absolute;
  inset-block-start: 0;
  inset-inline: ${GRID_PADDING_PX}px;
  display: grid;
  align-items: start;
  /* The grid's gap (narrower on a phone), set on the scroll area with the row arithmetic's. */
  column-gap: var(--virtual-grid-gap, ${GRID_GAP_PX}px);
`;
