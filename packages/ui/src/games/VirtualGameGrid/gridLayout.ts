import {
  GAME_CARD_BORDER_PX,
  GAME_CARD_INFO_HEIGHT_PX,
  GAME_CARD_THUMB_RATIO,
} from '../GameCard/GameCard.styles';

/**
 * The virtual grid's arithmetic, pure so it is table-tested: how many columns fit, how tall a row
 * is, which rows to render for a scroll position, and where an arrow key moves the focus.
 */

export interface GridMetrics {
  columns: number;
  /** Width of one card, in CSS pixels (fractional). */
  cellWidth: number;
  /** Height of a card; every row holds cards of exactly this height. */
  cardHeight: number;
  /** Distance from one row's top to the next: the card plus the gap. */
  rowHeight: number;
}

export interface GridMetricsInput {
  /** The content width available to the cards. */
  width: number;
  minColumnWidth: number;
  maxColumns: number;
  gap: number;
  lowData: boolean;
}

/** Cards as wide as fits at least `minColumnWidth`; their height follows from the 4:3 thumbnail. */
export function gridMetrics({
  width,
  minColumnWidth,
  maxColumns,
  gap,
  lowData,
}: GridMetricsInput): GridMetrics {
  const usable = Math.max(0, width);
  const fit = Math.floor((usable + gap) / (Math.max(1, minColumnWidth) + gap));
  const columns = Math.max(1, Math.min(Math.max(1, Math.floor(maxColumns)), fit));
  const cellWidth = Math.max(0, (usable - gap * (columns - 1)) / columns);
  const thumb = lowData ? 0 : (cellWidth - 2 * GAME_CARD_BORDER_PX) * GAME_CARD_THUMB_RATIO;
  // Rounded up, so a card never reaches into the next row's gap.
  const cardHeight = Math.ceil(
    Math.max(0, thumb) + GAME_CARD_INFO_HEIGHT_PX + 2 * GAME_CARD_BORDER_PX,
  );
  return { columns, cellWidth, cardHeight, rowHeight: cardHeight + gap };
}

export interface RowRange {
  /** First row to render (0-based). */
  first: number;
  /** Last row to render, inclusive; below `first` when there is none. */
  last: number;
}

/** The rows that show at `scrollTop`, plus `overscan` rows above and below. */
export function visibleRows(input: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan: number;
}): RowRange {
  const { scrollTop, viewportHeight, rowHeight, rowCount, overscan } = input;
  if (rowCount <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop);
  const firstShown = Math.min(rowCount - 1, Math.floor(top / rowHeight));
  const lastShown = Math.min(
    rowCount - 1,
    Math.max(firstShown, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) - 1),
  );
  return {
    first: Math.max(0, firstShown - overscan),
    last: Math.min(rowCount - 1, lastShown + overscan),
  };
}

export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.has(key);
}

export interface MoveInput {
  index: number;
  key: GridKey;
  /** Ctrl (or Cmd) held: Home and End go to the first and last game instead of the row's. */
  ctrl: boolean;
  columns: number;
  count: number;
  /** Rows PageUp and PageDown move by. */
  pageRows: number;
  rtl: boolean;
}

/**
 * Where focus goes from `index` (the ARIA grid's keys). Left and right follow the reading
 * direction; Down into a shorter last row lands on its last game; nothing wraps.
 */
export function moveIndex({ index, key, ctrl, columns, count, pageRows, rtl }: MoveInput): number {
  if (count <= 0) return 0;
  const last = count - 1;
  const at = Math.min(Math.max(0, index), last);
  const column = at % columns;
  const row = Math.floor(at / columns);
  const lastRow = Math.floor(last / columns);
  const rowStart = row * columns;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  // Same column, `rows` rows away; the shorter last row ends at its last game.
  const byRows = (rows: number) => {
    const target = Math.min(lastRow, Math.max(0, row + rows));
    return Math.min(last, target * columns + column);
  };
  const page = Math.max(1, Math.floor(pageRows));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      if (key === forward) return column < columns - 1 && at < last ? at + 1 : at;
      return column > 0 ? at - 1 : at;
    case 'ArrowDown':
      return byRows(1);
    case 'ArrowUp':
      return byRows(-1);
    case 'PageDown':
      return byRows(page);
    case 'PageUp':
      return byRows(-page);
    case 'Home':
      return ctrl ? 0 : rowStart;
    case 'End':
      return ctrl ? last : Math.min(last, rowStart + columns - 1);
  }
}

/** The scroll position that shows `row` whole, moving as little as possible. */
export function scrollToShow(input: {
  row: number;
  rowHeight: number;
  gap: number;
  /** Space above the first row (padding). @default 0 */
  offset?: number;
  scrollTop: number;
  viewportHeight: number;
}): number {
  const { row, rowHeight, gap, offset = 0, scrollTop, viewportHeight } = input;
  const top = offset + row * rowHeight;
  const bottom = top + rowHeight - gap;
  if (top - offset < scrollTop) return Math.max(0, top - offset);
  if (bottom + offset > scrollTop + viewportHeight) {
    return Math.max(0, bottom + offset - viewportHeight);
  }
  return scrollTop;
}
