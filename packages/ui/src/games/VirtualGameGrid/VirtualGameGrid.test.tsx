import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { render } from '../../test/render';
import { cardName, sampleGames } from '../GameCard/GameCard.fixtures';
import { SCROLL_SETTLE_MS, VirtualGameGrid } from './VirtualGameGrid';

// happy-dom has no layout: the scroll area reports the size the test gives it, remembers its
// scroll position, and ResizeObserver callbacks run when the test says the size changed.
let width = 1208;
let height = 800;
let resizeCallbacks: (() => void)[] = [];
const scrollTops = new WeakMap<Element, number>();
const isScroller = (element: Element) => element.getAttribute('data-ui') === 'VirtualGameGrid';

beforeEach(() => {
  width = 1208;
  height = 800;
  resizeCallbacks = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isScroller(this) ? width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isScroller(this) ? height : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return scrollTops.get(this) ?? 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (
    this: Element,
    value: number,
  ) {
    scrollTops.set(this, value);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tenThousand = sampleGames(10_000);
// 1200 px of content: 7 columns of (1200 - 72) / 7 px; cards (161.1 - 2) x 3/4 + 54 -> 174 px,
// rows 186 px apart; 800 px show 5 rows at most.
const ROW_HEIGHT = 186;

function renderGrid(props: Partial<Parameters<typeof VirtualGameGrid>[0]> = {}) {
  const onLaunch = vi.fn();
  const onToggleFavourite = vi.fn();
  const view = render(
    <VirtualGameGrid
      games={tenThousand}
      label="All slots"
      onLaunch={onLaunch}
      onToggleFavourite={onToggleFavourite}
      {...props}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'All slots' });
  return { ...view, grid, onLaunch, onToggleFavourite };
}

const rowIndexes = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .map((row) => Number(row.getAttribute('aria-rowindex')));

function scrollTo(grid: HTMLElement, top: number) {
  scrollTops.set(grid, top);
  fireEvent.scroll(grid);
}

describe('VirtualGameGrid', () => {
  test('10,000 games: a grid of every row, with only the rows in view in the document', () => {
    const { grid } = renderGrid();
    expect(grid).toHaveAttribute('aria-rowcount', String(Math.ceil(10_000 / 7)));
    expect(grid).toHaveAttribute('aria-colcount', '7');
    // Rows 1 to 5 show, and only they are drawn until the list scrolls.
    expect(rowIndexes(grid)).toEqual([1, 2, 3, 4, 5]);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(35);
    expect(within(grid).getAllByRole('gridcell')[8]).toHaveAttribute('aria-colindex', '2');
    expect(grid.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
  });

  test('scrolling swaps rows in and out and stays within 1,500 elements anywhere', () => {
    const { grid } = renderGrid();
    for (const row of [1, 250, 700, 1200, 1428]) {
      scrollTo(grid, row * ROW_HEIGHT);
      const shown = rowIndexes(grid);
      expect(shown).toContain(Math.min(row + 1, 1429));
      expect(shown.length).toBeLessThanOrEqual(5 + 2 + 1 + 1);
      expect(document.body.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
    }
    scrollTo(grid, 4 + 500 * ROW_HEIGHT);
    // Rows 501 to 505 show, one more each side, and one more below to make the 8 rows a scrolled
    // view keeps; the card in the tab order (the first) stays rendered, in its own place.
    expect(rowIndexes(grid)).toEqual([1, 500, 501, 502, 503, 504, 505, 506, 507]);
    const row = within(grid).getAllByRole('row')[2]!;
    expect(row).toHaveAttribute('aria-rowindex', '501');
    expect(row.style.transform).toBe(`translateY(${4 + 500 * ROW_HEIGHT}px)`);
    expect(within(row).getAllByRole('gridcell')[0]).toHaveAttribute('data-index', String(500 * 7));
    expect(within(grid).getAllByRole('row')[0]!.style.transform).toBe('translateY(4px)');
  });

  test('a scroll that keeps the same rows renders nothing', () => {
    const onRender = vi.fn();
    render(
      <Profiler id="grid" onRender={onRender}>
        <VirtualGameGrid games={tenThousand} label="All slots" onLaunch={vi.fn()} />
      </Profiler>,
    );
    const grid = screen.getByRole('grid', { name: 'All slots' });
    // At the top: rows 1 to 5, those in view. Scrolled: 8 rows, the most 800 px can cut (6) and
    // one more each side.
    expect(rowIndexes(grid)).toEqual([1, 2, 3, 4, 5]);
    scrollTo(grid, 10);
    expect(rowIndexes(grid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const commits = onRender.mock.calls.length;
    // The same 8 rows until row 3 is the first in view, from 376 px.
    for (const top of [60, 120, 200, 375]) scrollTo(grid, top);
    expect(onRender).toHaveBeenCalledTimes(commits);
    scrollTo(grid, 4 * ROW_HEIGHT);
    expect(onRender.mock.calls.length).toBeGreaterThan(commits);
    // Rows 4 to 9 in view, one more each side, and row 1 keeps the tab stop.
    expect(rowIndexes(grid)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('a row scrolled in takes the elements of the row that left', () => {
    const { grid } = renderGrid();
    scrollTo(grid, 4 + 500 * ROW_HEIGHT);
    const rowElement = (index: number) =>
      within(grid)
        .getAllByRole('row')
        .find((row) => row.getAttribute('aria-rowindex') === String(index));
    const leaving = rowElement(500)!;
    const card = within(leaving).getAllByRole('gridcell')[3]!;
    scrollTo(grid, 4 + 501 * ROW_HEIGHT);
    expect(rowElement(500)).toBeUndefined();
    expect(rowElement(508)).toBe(leaving);
    expect(leaving.style.transform).toBe(`translateY(${4 + 507 * ROW_HEIGHT}px)`);
    // The same card element, now showing the game of its new place.
    expect(within(leaving).getAllByRole('gridcell')[3]).toBe(card);
    expect(card).toHaveAttribute('data-index', String(507 * 7 + 3));
    expect(within(card).getAllByRole('button')[0]).toHaveAccessibleName(
      cardName(tenThousand[507 * 7 + 3]!),
    );
  });

  test('the card in the tab order keeps its element while it scrolls out and back', async () => {
    const user = userEvent.setup();
    const { grid } = renderGrid();
    await user.click(screen.getByRole('button', { name: cardName(tenThousand[8]!) }));
    const focused = document.activeElement;
    expect(focused).toHaveAccessibleName(cardName(tenThousand[8]!));
    for (const row of [3, 40, 900, 2, 0]) {
      scrollTo(grid, row * ROW_HEIGHT);
      expect(document.activeElement).toBe(focused);
      expect(focused).toHaveAccessibleName(cardName(tenThousand[8]!));
    }
  });

  test('cards ignore the pointer while the list scrolls, and take it again once it settles', async () => {
    const { grid } = renderGrid();
    expect(grid).not.toHaveAttribute('data-scrolling');
    scrollTo(grid, 100);
    expect(grid).toHaveAttribute('data-scrolling');
    await new Promise((done) => setTimeout(done, SCROLL_SETTLE_MS / 2));
    scrollTo(grid, 200);
    await new Promise((done) => setTimeout(done, SCROLL_SETTLE_MS / 2 + 20));
    expect(grid).toHaveAttribute('data-scrolling');
    await new Promise((done) => setTimeout(done, SCROLL_SETTLE_MS / 2 + 20));
    expect(grid).not.toHaveAttribute('data-scrolling');
  });

  test('a new listKey starts again from the top, writing the new games over the same elements', async () => {
    const user = userEvent.setup();
    const props = { label: 'All slots', onLaunch: vi.fn() };
    const { rerender } = render(<VirtualGameGrid {...props} games={tenThousand} listKey="all" />);
    const grid = screen.getByRole('grid', { name: 'All slots' });
    await user.click(screen.getByRole('button', { name: cardName(tenThousand[9]!) }));
    scrollTo(grid, 300 * ROW_HEIGHT);
    const firstCard = within(grid).getAllByRole('gridcell')[0]!;
    const odd = tenThousand.filter((game) => Number(game.id) % 2 === 1);
    rerender(<VirtualGameGrid {...props} games={odd} listKey="odd" />);
    expect(screen.getByRole('grid', { name: 'All slots' })).toBe(grid);
    expect(grid.scrollTop).toBe(0);
    expect(rowIndexes(grid)).toEqual([1, 2, 3, 4, 5]);
    expect(grid).toHaveAttribute('aria-rowcount', String(Math.ceil(odd.length / 7)));
    const tabStops = Array.from(grid.querySelectorAll('button')).filter((b) => b.tabIndex === 0);
    expect(tabStops[0]).toHaveAccessibleName(cardName(odd[0]!));
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .some((cell) => cell === firstCard),
    ).toBe(true);
    // The same list under the same key keeps the place.
    scrollTo(grid, 40 * ROW_HEIGHT);
    rerender(<VirtualGameGrid {...props} games={odd} listKey="odd" />);
    expect(grid.scrollTop).toBe(40 * ROW_HEIGHT);
  });

  test('a list shorter than the view draws every row', () => {
    const { grid } = renderGrid({ games: tenThousand.slice(0, 9) });
    expect(rowIndexes(grid)).toEqual([1, 2]);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(9);
    scrollTo(grid, 1);
    expect(rowIndexes(grid)).toEqual([1, 2]);
  });

  test('every row has the same height, and the canvas is as tall as all rows', () => {
    const { grid } = renderGrid();
    const rows = within(grid).getAllByRole('row');
    expect(new Set(rows.map((row) => row.style.height))).toEqual(new Set(['174px']));
    const canvas = within(grid).getByRole('rowgroup');
    expect(canvas.style.height).toBe(`${1429 * ROW_HEIGHT - 12 + 8}px`);
  });

  test('columns follow the width of the area', () => {
    const { grid } = renderGrid();
    width = 500;
    act(() => {
      for (const callback of resizeCallbacks) callback();
    });
    expect(grid).toHaveAttribute('aria-colcount', '2');
    expect(grid).toHaveAttribute('aria-rowcount', '5000');
    // A phone's grid, narrower still, shows three cards a row, as the paged grid does.
    width = 340;
    act(() => {
      for (const callback of resizeCallbacks) callback();
    });
    expect(grid).toHaveAttribute('aria-colcount', '3');
    width = 5000;
    act(() => {
      for (const callback of resizeCallbacks) callback();
    });
    expect(grid).toHaveAttribute('aria-colcount', '8');
  });

  test('one card in the tab order; arrow keys move focus and the tab stop with it', async () => {
    const user = userEvent.setup();
    const { grid } = renderGrid();
    const tabStops = () =>
      Array.from(grid.querySelectorAll('button')).filter((b) => b.tabIndex === 0);
    expect(tabStops()).toEqual([
      screen.getByRole('button', { name: cardName(tenThousand[0]!) }),
      screen.getByRole('button', { name: `Favourite ${tenThousand[0]!.name}` }),
    ]);
    await user.tab();
    const focusedName = () =>
      document.activeElement?.closest('[data-index]')?.getAttribute('data-index');
    expect(focusedName()).toBe('0');
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('1');
    expect(screen.getByRole('button', { name: cardName(tenThousand[1]!) })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('8');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('13');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(focusedName()).toBe('7');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('0');
    expect(tabStops()).toHaveLength(2);
  });

  test('moving past the view scrolls the focused card into it', async () => {
    const user = userEvent.setup();
    const { grid } = renderGrid();
    await user.tab();
    for (let i = 0; i < 6; i += 1) await user.keyboard('{ArrowDown}');
    // Row 7 (index 6) ends at 4 + 6 x 186 + 174 = 1294: scrolled to show it, plus the padding.
    expect(grid.scrollTop).toBe(1294 + 4 - 800);
    expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '42');

    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '9999');
    expect(rowIndexes(grid)).toContain(1429);
    expect(grid.scrollTop).toBe(4 + 1428 * ROW_HEIGHT + 174 + 4 - 800);

    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '0');
    expect(grid.scrollTop).toBe(0);
  });

  test('PageDown moves by the rows in view', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.tab();
    await user.keyboard('{PageDown}');
    // 800 px hold 4 whole rows of 186 px.
    expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '28');
  });

  test('right to left, ArrowLeft moves forward', async () => {
    const user = userEvent.setup();
    render(<VirtualGameGrid games={tenThousand} label="All slots" onLaunch={vi.fn()} />, {
      dir: 'rtl',
    });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '1');
  });

  test('a card clicked becomes the tab stop; cards launch and toggle favourites', async () => {
    const user = userEvent.setup();
    const { grid, onLaunch, onToggleFavourite } = renderGrid();
    const game = tenThousand[9]!;
    await user.click(screen.getByRole('button', { name: cardName(game) }));
    expect(onLaunch).toHaveBeenCalledWith(game);
    expect(screen.getByRole('button', { name: cardName(game) })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: cardName(tenThousand[0]!) })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await user.click(screen.getByRole('button', { name: `Favourite ${game.name}` }));
    expect(onToggleFavourite).toHaveBeenCalledWith(game);
    expect(within(grid).getAllByRole('button', { pressed: true }).length).toBeGreaterThan(0);
  });

  test('low data: shorter rows, no thumbnails', () => {
    const { grid } = renderGrid({ lowData: true });
    expect(grid.querySelector('[data-ui="GameCard.Thumb"]')).toBeNull();
    expect(within(grid).getAllByRole('row')[0]!.style.height).toBe('54px');
  });

  test('no games: the empty state instead of a grid', () => {
    render(<VirtualGameGrid games={[]} label="All slots" onLaunch={vi.fn()} />);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('No games found')).toBeInTheDocument();
  });
});
