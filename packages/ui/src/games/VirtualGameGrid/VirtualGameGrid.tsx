import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/EmptyState';
import { useThemeScope } from '../../theme/ThemeContext';
import { GameCard, type GameTile } from '../GameCard';
import { PHONE_CARD_MIN_REM } from '../GameGrid/GameGrid.styles';
import {
  gridMetrics,
  isGridKey,
  moveIndex,
  scrollToShow,
  visibleRows,
  type RowRange,
} from './gridLayout';
import { observeSize, type BoxSize } from './observeSize';
import {
  GRID_GAP_PX,
  GRID_PADDING_PX,
  StyledCanvas,
  StyledRow,
  StyledScroller,
} from './VirtualGameGrid.styles';

export interface VirtualGameGridProps<G extends GameTile = GameTile> {
  /** Every game of the list (thousands are fine: only the rows in view are rendered). */
  games: readonly G[];
  /** The grid's accessible name ("All slots games"), translated by the caller. */
  label: string;
  /** Keep it stable (useCallback): visible rows re-render only when their props change. */
  onLaunch: (game: G) => void;
  /** Without it, cards show no favourite toggle. Keep it stable too. */
  onToggleFavourite?: (game: G) => void;
  /** Cards without thumbnails, in shorter rows. @default false */
  lowData?: boolean;
  /** The scroll area's height, as a CSS length. @default '70vh' */
  height?: string;
  /** Columns are at least this wide, in CSS pixels. @default 160 */
  minColumnWidth?: number;
  /** Never more columns than this, however wide the area. @default 8 */
  maxColumns?: number;
  /**
   * Rows rendered beyond each edge of the view once the list has scrolled, so fast scrolling
   * shows no blank (the first paint, at the top, draws only the rows in view). @default 1
   */
  overscanRows?: number;
  /** What to do when the list is empty (a "Clear filters" button). */
  emptyAction?: ReactNode;
  /**
   * Names the list shown (a filter). When it changes, the grid goes back to the top and its first
   * card takes the tab stop, as with a new `key`, but its rows and cards stay and are written
   * over: cheaper than building them again.
   */
  listKey?: string | number;
  className?: string;
}

interface RowProps<G extends GameTile> {
  row: number;
  games: readonly G[];
  columns: number;
  top: number;
  cardHeight: number;
  /** The column of the focusable card in this row, -1 when it is in another row. */
  activeColumn: number;
  lowData: boolean;
  onLaunch: (game: G) => void;
  onToggleFavourite: ((game: G) => void) | undefined;
}

function RowView<G extends GameTile>({
  row,
  games,
  columns,
  top,
  cardHeight,
  activeColumn,
  lowData,
  onLaunch,
  onToggleFavourite,
}: RowProps<G>) {
  const start = row * columns;
  const cells: ReactNode[] = [];
  for (let column = 0; column < columns && start + column < games.length; column += 1) {
    const game = games[start + column] as G;
    // Keyed by column: a row drawn again for other games updates its cards in place.
    cells.push(
      <GameCard
        key={column}
        role="gridcell"
        aria-colindex={column + 1}
        data-index={start + column}
        game={game}
        onLaunch={onLaunch}
        lowData={lowData}
        tabIndex={column === activeColumn ? 0 : -1}
        {...(onToggleFavourite && { onToggleFavourite })}
      />,
    );
  }
  return (
    <StyledRow
      role="row"
      aria-rowindex={row + 1}
      style={{
        transform: `translateY(${top}px)`,
        height: cardHeight,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {cells}
    </StyledRow>
  );
}
// Rows that stay in view keep their props while scrolling, so they skip rendering.
const Row = memo(RowView) as typeof RowView;

const NO_SIZE: BoxSize = { width: 0, height: 0 };

/** How long after the last scroll event the cards take the pointer again. */
export const SCROLL_SETTLE_MS = 150;

/**
 * Below this width the grid is a phone's: its cards may be as narrow as the paged grid's there, with
 * its narrower gap, so three fit a row at 360 px even beside a scrollbar (LOOK.md).
 */
const PHONE_GRID_MAX_PX = 480;
const PHONE_CARD_MIN_PX = PHONE_CARD_MIN_REM * 16;
const PHONE_GRID_GAP_PX = 8;

/**
 * Every game of a type in one scrollable grid, however many: only the rows in view (and, once
 * scrolled, one more at each edge) are in the document, all rows are the same height, and rows are placed by
 * transform on a canvas as tall as the whole list, so scrolling moves nothing else. A scroll
 * renders only when the rows change, and a row scrolling in reuses the elements of the row that
 * left. Columns follow the area's width. It is an ARIA grid: one card is in the tab order, and
 * the arrow keys, Home, End, PageUp and PageDown move focus between cards, scrolling as needed.
 * Give it a new `listKey` (or `key`) to start again from the top (a new filter).
 */
export function VirtualGameGrid<G extends GameTile>({
  games,
  label,
  onLaunch,
  onToggleFavourite,
  lowData = false,
  height = '70vh',
  minColumnWidth = 160,
  maxColumns = 8,
  overscanRows = 1,
  emptyAction,
  listKey,
  className,
}: VirtualGameGridProps<G>) {
  const { t } = useLingui();
  const { dir } = useThemeScope();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<BoxSize>(NO_SIZE);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const focusActive = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const empty = games.length === 0;

  // A new list starts at the top, the first card in the tab order.
  const [shownList, setShownList] = useState(listKey);
  if (listKey !== shownList) {
    setShownList(listKey);
    setScrollTop(0);
    setActive(0);
  }
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && scroller.scrollTop !== 0) scroller.scrollTop = 0;
  }, [listKey]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    return observeSize(scroller, (next) => {
      setSize((previous) =>
        previous.width === next.width && previous.height === next.height ? previous : next,
      );
      setScrollTop(scroller.scrollTop);
    });
  }, [empty]);

  const phone = size.width < PHONE_GRID_MAX_PX;
  const gap = phone ? PHONE_GRID_GAP_PX : GRID_GAP_PX;
  const metrics = gridMetrics({
    width: size.width - 2 * GRID_PADDING_PX,
    minColumnWidth: phone ? Math.min(minColumnWidth, PHONE_CARD_MIN_PX) : minColumnWidth,
    maxColumns,
    gap,
    lowData,
  });
  const { columns, rowHeight, cardHeight } = metrics;
  const count = games.length;
  const rowCount = Math.ceil(count / columns);
  // A shorter list (a new filter) may end before the focused card: the last one takes over.
  const activeIndex = Math.min(active, Math.max(0, count - 1));
  const activeRow = Math.floor(activeIndex / columns);
  const overscan = Math.max(0, Math.floor(overscanRows));
  const measured = size.width > 0;
  // The most rows a range can hold: those a view can show (one more when rows are cut at both
  // edges) and the overscan on each side.
  const slots = Math.ceil(size.height / rowHeight) + 1 + 2 * overscan;
  const rowsAt = (top: number): RowRange => {
    // Until the area is measured no row can be placed: the first commit draws none, rather than
    // cards in a guessed layout that the measure replaces before the first paint.
    if (!measured) return { first: 0, last: -1 };
    const around = (extra: number) =>
      visibleRows({
        scrollTop: top - GRID_PADDING_PX,
        viewportHeight: size.height,
        rowHeight,
        rowCount,
        overscan: extra,
      });
    // At the top, only the rows in view: the first paint is the cheapest, and the first scroll
    // brings the rows beyond before it can reveal them (the last row in view is rarely whole).
    if (top <= 0) return around(0);
    // Once scrolled, always `slots` rows around the view: each row that scrolls in then takes
    // the slot of the row that left (see the keys below).
    const shown = around(overscan);
    const first = Math.max(0, Math.min(shown.first, rowCount - slots));
    return { first, last: Math.min(rowCount - 1, first + slots - 1) };
  };
  const range = rowsAt(scrollTop);

  // Focus follows a keyboard move once the card is rendered.
  useLayoutEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    scrollerRef.current
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] [data-ui="GameCard.Launch"]`)
      ?.focus({ preventScroll: true });
  }, [activeIndex]);

  if (empty) {
    return (
      <EmptyState
        {...(className !== undefined && { className })}
        title={t`No games found`}
        description={t`Try another vendor, category or name.`}
        action={emptyAction}
      />
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isGridKey(event.key) || event.altKey || event.shiftKey) return;
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const scroller = scrollerRef.current;
    if (!cell || !scroller) return;
    event.preventDefault();
    const next = moveIndex({
      index: Number(cell.dataset.index),
      key: event.key,
      ctrl: event.ctrlKey || event.metaKey,
      columns,
      count,
      pageRows: Math.max(1, Math.floor(size.height / rowHeight)),
      rtl: dir === 'rtl',
    });
    const target = scrollToShow({
      row: Math.floor(next / columns),
      rowHeight,
      gap,
      offset: GRID_PADDING_PX,
      scrollTop: scroller.scrollTop,
      viewportHeight: size.height,
    });
    if (target !== scroller.scrollTop) {
      scroller.scrollTop = target;
      setScrollTop(target);
    }
    focusActive.current = true;
    setActive(next);
  };

  // A click or Tab into a card makes it the one in the tab order.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (cell) setActive(Number(cell.dataset.index));
  };

  // Rows are placed by their index, not by the scroll position: a scroll that keeps the same rows
  // needs no render, so most scroll events (dozens a second) cost nothing.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const scroller = event.currentTarget;
    // While the list moves under a still pointer, cards would take and lose hover one after
    // another, each a restyle and a repaint: they ignore the pointer until scrolling settles.
    // An attribute written here, outside React, costs no render.
    if (!scroller.hasAttribute('data-scrolling')) scroller.setAttribute('data-scrolling', '');
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(
      () => scroller.removeAttribute('data-scrolling'),
      SCROLL_SETTLE_MS,
    );
    const top = scroller.scrollTop;
    const next = rowsAt(top);
    if (next.first !== range.first || next.last !== range.last) setScrollTop(top);
  };

  // Rows are drawn in a fixed set of slots, a row's slot being its index modulo their number: a
  // row scrolled into view takes the elements of the row that left, and only what differs is
  // written, instead of building a row of cards from nothing. The row that holds the tab stop
  // keeps its slot wherever it is, in view or not, so focus stays on its card while the list
  // scrolls and a click that makes a card the tab stop lands on the same element; a row in view
  // that would share that slot gets elements of its own. Document order follows the rows.
  const activeSlot = activeRow % slots;
  const rowKey = (row: number) =>
    row === activeRow || row % slots !== activeSlot ? `s${row % slots}` : `r${row}`;
  const rows: number[] = [];
  if (measured && activeRow < range.first) rows.push(activeRow);
  for (let row = range.first; row <= range.last; row += 1) rows.push(row);
  if (measured && activeRow > range.last && activeRow < rowCount) rows.push(activeRow);

  return (
    <StyledScroller
      ref={scrollerRef}
      className={className}
      role="grid"
      aria-label={label}
      aria-rowcount={rowCount}
      aria-colcount={columns}
      style={{ blockSize: height, '--virtual-grid-gap': `${gap}px` }}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <StyledCanvas
        role="rowgroup"
        style={{ height: rowCount * rowHeight - gap + 2 * GRID_PADDING_PX }}
      >
        {rows.map((row) => (
          <Row
            key={rowKey(row)}
            row={row}
            games={games}
            columns={columns}
            top={GRID_PADDING_PX + row * rowHeight}
            cardHeight={cardHeight}
            activeColumn={row === activeRow ? activeIndex % columns : -1}
            lowData={lowData}
            onLaunch={onLaunch}
            onToggleFavourite={onToggleFavourite}
          />
        ))}
      </StyledCanvas>
    </StyledScroller>
  );
}
VirtualGameGrid.displayName = 'VirtualGameGrid';
