import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NO_GAME_FILTERS, type GameFilters } from '@lobby/core';
import { render } from '../../test/render';
import { cardName } from '../GameCard/GameCard.fixtures';
import { GameSearchAll, type GameSearchAllProps, type SearchableGameTile } from './GameSearchAll';
import { sampleSearchGames, sampleVendors } from './GameSearchAll.fixtures';

// happy-dom has no layout: the grid's scroll area reports the size the test gives it and
// remembers its scroll position (as in VirtualGameGrid's tests).
const scrollTops = new WeakMap<Element, number>();
const isScroller = (element: Element) => element.getAttribute('data-ui') === 'VirtualGameGrid';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
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
    return isScroller(this) ? 1208 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isScroller(this) ? 800 : 0;
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

const tenThousand = sampleSearchGames(10_000);
const countOf = (keep: (game: SearchableGameTile) => boolean) =>
  tenThousand.filter(keep).length.toLocaleString('en');

type Props = GameSearchAllProps<SearchableGameTile>;

/** The view with its filters held in state, as the site's container holds them. */
function Controlled({
  initial = NO_GAME_FILTERS,
  ...props
}: Omit<Props, 'filters'> & {
  initial?: GameFilters;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <GameSearchAll
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

function renderView(overrides: Partial<Omit<Props, 'filters'>> & { initial?: GameFilters } = {}) {
  const onFiltersChange = vi.fn<(filters: GameFilters) => void>();
  const onLaunch = vi.fn<(game: SearchableGameTile) => void>();
  const view = render(
    <Controlled
      games={tenThousand}
      vendors={sampleVendors}
      classifications={['SC', 'VP', 'TG', 'AC', 'JP']}
      onFiltersChange={onFiltersChange}
      onLaunch={onLaunch}
      label="All slots games"
      {...overrides}
    />,
  );
  return { ...view, onFiltersChange, onLaunch };
}

const status = () => screen.getByRole('status');
const grid = () => screen.getByRole('grid', { name: 'All slots games' });
/** Checks that the grid lists `expected`, card by card (the cells in view). */
function expectCards(expected: readonly SearchableGameTile[]) {
  const cells = within(grid()).getAllByRole('gridcell');
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    const game = expected[Number(cell.getAttribute('data-index'))];
    expect(game).toBeDefined();
    expect(within(cell).getAllByRole('button')[0]).toHaveAccessibleName(cardName(game!));
  }
}
const rowIndexes = () =>
  within(grid())
    .getAllByRole('row')
    .map((row) => Number(row.getAttribute('aria-rowindex')));
const pill = (name: string) =>
  within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name });

describe('GameSearchAll', () => {
  test('every game of the type in one grid, the count announced', () => {
    renderView();
    expect(status()).toHaveTextContent('10,000 games');
    expect(grid()).toHaveAttribute('aria-rowcount', String(Math.ceil(10_000 / 7)));
    expect(pill('All categories')).toHaveAttribute('aria-pressed', 'true');
    expect(document.body.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
  });

  test('a category pill filters at once and reports the whole filters', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView();
    await user.click(pill('Video poker'));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_GAME_FILTERS, classification: 'VP' });
    expect(pill('Video poker')).toHaveAttribute('aria-pressed', 'true');
    expect(pill('All categories')).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent(`${countOf((g) => g.classification === 'VP')} games`);
    expectCards(tenThousand.filter((g) => g.classification === 'VP'));

    await user.click(pill('Video poker'));
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    await user.click(pill('All categories'));
    expect(onFiltersChange).toHaveBeenLastCalledWith(NO_GAME_FILTERS);
    expect(status()).toHaveTextContent('10,000 games');
  });

  test('the pills are the classifications offered, by name', () => {
    renderView({ classifications: ['SC', 'BG'] });
    const names = within(screen.getByRole('group', { name: 'Category' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['All categories', 'Slots', 'Bingo']);
  });

  test('vendor: that vendor code only', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'PG Soft');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_GAME_FILTERS, vendor: 'PG' });
    expect(status()).toHaveTextContent(`${countOf((g) => g.vassalage === 'PG')} games`);
    expectCards(tenThousand.filter((g) => g.vassalage === 'PG'));
    expect(tenThousand.filter((g) => g.vassalage === 'PG')[0]?.vendor).toBe('PG Soft');
  });

  test('minimum bet: exactly that amount, in minor units', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '0.05');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_GAME_FILTERS, minBet: 5 });
    expect(status()).toHaveTextContent(`${countOf((g) => g.minBet === 5)} games`);
    expectCards(tenThousand.filter((g) => g.minBet === 5));
  });

  test('the name filters while typing, ignoring case; spaces can be typed', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView();
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Game name' });
    await user.type(field, 'DRAGON');
    expect(onFiltersChange).toHaveBeenCalledTimes(6);
    expect(status()).toHaveTextContent(
      `${countOf((g) => g.name.toLowerCase().includes('dragon'))} games`,
    );
    await user.type(field, ' ');
    expect(field).toHaveValue('DRAGON ');
    await user.type(field, 'b');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_GAME_FILTERS, name: 'DRAGON b' });
    expect(status()).toHaveTextContent(
      `${countOf((g) => g.name.toLowerCase().includes('dragon b'))} games`,
    );
    expectCards(tenThousand.filter((g) => g.name.startsWith('Dragon Bonanza')));
  });

  test('filters combine', async () => {
    const user = userEvent.setup();
    renderView();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'JILI');
    await user.click(pill('Slots'));
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'gold');
    const keep = (g: SearchableGameTile) =>
      g.vassalage === 'JILI' && g.classification === 'SC' && g.name.includes('Gold');
    expect(status()).toHaveTextContent(`${countOf(keep)} games`);
    expectCards(tenThousand.filter(keep));
  });

  test('nothing found: the empty state clears every filter', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView({
      initial: { vendor: 'CQ9', classification: 'JP', name: 'zzz', minBet: 75 },
    });
    expect(status()).toHaveTextContent('0 games');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('No games found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(NO_GAME_FILTERS);
    expect(status()).toHaveTextContent('10,000 games');
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('');
    expect(pill('All categories')).toHaveAttribute('aria-pressed', 'true');
  });

  test('an empty catalogue offers no clearing', () => {
    renderView({ games: [] });
    expect(status()).toHaveTextContent('0 games');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  test('one game is "1 game"', async () => {
    const user = userEvent.setup();
    renderView({ games: tenThousand.slice(0, 50) });
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'jungle bonanza');
    expect(status()).toHaveTextContent(/^1 game$/);
  });

  test('a new result starts from the top', async () => {
    const user = userEvent.setup();
    renderView();
    grid().scrollTop = 300 * 186;
    fireEvent.scroll(grid());
    expect(rowIndexes()).toContain(301);
    await user.click(pill('Slots'));
    expect(grid().scrollTop).toBe(0);
    expect(rowIndexes()).toEqual([1, 2, 3, 4, 5]);
  });

  test('a card launches its game', async () => {
    const user = userEvent.setup();
    const { onLaunch } = renderView();
    await user.click(pill('Table games'));
    const first = tenThousand.find((g) => g.classification === 'TG')!;
    await user.click(screen.getByRole('button', { name: cardName(first) }));
    expect(onLaunch).toHaveBeenCalledWith(first);
  });

  test('favourite toggles only when asked for', () => {
    const onToggleFavourite = vi.fn();
    const { unmount } = renderView();
    expect(screen.queryByRole('button', { name: `Favourite ${tenThousand[0]!.name}` })).toBeNull();
    unmount();
    renderView({ onToggleFavourite });
    expect(
      screen.getByRole('button', { name: `Favourite ${tenThousand[0]!.name}` }),
    ).toBeInTheDocument();
  });

  test('low data: cards without thumbnails', () => {
    renderView({ lowData: true });
    expect(grid().querySelector('[data-ui="GameCard.Thumb"]')).toBeNull();
    expect(grid().querySelector('img')).toBeNull();
    expect(status()).toHaveTextContent('10,000 games');
  });

  test('the name field follows a reset from outside but keeps what is being typed', async () => {
    const user = userEvent.setup();
    const onLaunch = vi.fn();
    const base = {
      games: tenThousand,
      vendors: sampleVendors,
      classifications: ['SC' as const],
      onLaunch,
      label: 'All slots games',
    };
    const { rerender } = render(
      <GameSearchAll
        {...base}
        filters={{ ...NO_GAME_FILTERS, name: 'gold' }}
        onFiltersChange={vi.fn()}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Game name' });
    expect(field).toHaveValue('gold');
    await user.type(field, ' ');
    // A container that stores the name trimmed: the typed space stays in the field.
    rerender(
      <GameSearchAll
        {...base}
        filters={{ ...NO_GAME_FILTERS, name: 'gold' }}
        onFiltersChange={vi.fn()}
      />,
    );
    expect(field).toHaveValue('gold ');
    rerender(
      <GameSearchAll
        {...base}
        filters={{ ...NO_GAME_FILTERS, name: 'wild' }}
        onFiltersChange={vi.fn()}
      />,
    );
    expect(field).toHaveValue('wild');
  });
});
