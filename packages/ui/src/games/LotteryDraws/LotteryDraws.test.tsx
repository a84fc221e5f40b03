import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { LotteryDraws } from './LotteryDraws';
import { sampleDraws } from './LotteryDraws.fixtures';
import { prizeTiers, tierColumns, VN_PRIZE_NUMBER_COUNT } from './prizeTiers';

const draws = sampleDraws(25);
const [newest] = draws;
const VN = 'Asia/Ho_Chi_Minh';

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('LotteryDraws', () => {
  test('the newest draw in full: its 27 numbers by tier, with row and column headers', () => {
    render(<LotteryDraws draws={draws} timeZone={VN} />);
    const latest = screen.getByRole('table', { name: /^Latest draw 20250314/ });
    expect(
      within(latest)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Prize', 'Numbers']);
    expect(rowHeaders(latest)).toEqual([
      'Special prize',
      'First prize',
      'Second prize',
      'Third prize',
      'Fourth prize',
      'Fifth prize',
      'Sixth prize',
      'Seventh prize',
    ]);
    const rows = within(latest).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getByRole('cell').textContent);
    const numbers = newest!.numbers;
    expect(cells[0]).toBe(numbers[0]);
    expect(cells[2]).toBe(numbers.slice(2, 4).join(' '));
    expect(cells[3]).toBe(numbers.slice(4, 10).join(' '));
    expect(cells[7]).toBe(numbers.slice(23, 27).join(' '));
  });

  test('times are written in the reader’s locale and the given time zone', () => {
    const format = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: VN,
      }).format(new Date(newest!.drawnAt));
    const { unmount } = render(<LotteryDraws draws={draws} timeZone={VN} />);
    const time = screen.getByRole('table', { name: /^Latest draw/ }).querySelector('time');
    expect(time).toHaveTextContent(format('en'));
    expect(time).toHaveAttribute('datetime', '2025-03-14T11:15:00.000Z');
    unmount();
    render(<LotteryDraws draws={draws} timeZone={VN} />, { locale: 'ms' });
    expect(document.querySelector('caption time')).toHaveTextContent(format('ms'));
  });

  test('draws given in any order: the newest is shown in full, an undated one last', () => {
    const undated = { drawNo: 'X1', drawnAt: 'not a date', numbers: ['00001'] };
    const shuffled = [draws[3]!, undated, draws[1]!, draws[0]!, draws[2]!];
    render(<LotteryDraws draws={shuffled} />);
    expect(screen.getByRole('table', { name: /^Latest draw 20250314/ })).toBeInTheDocument();
    const older = screen.getByRole('table', { name: 'Earlier draws' });
    expect(rowHeaders(older)).toEqual(['20250313', '20250312', '20250311', 'X1']);
    expect(within(older).getByText('not a date')).toBeInTheDocument();
  });

  test('earlier draws: draw, time and special prize, ten at first, more on request', async () => {
    const user = userEvent.setup();
    render(<LotteryDraws draws={draws} />);
    const older = screen.getByRole('table', { name: 'Earlier draws' });
    expect(
      within(older)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Draw', 'Time', 'Special prize', 'All numbers']);
    expect(rowHeaders(older)).toHaveLength(10);
    const first = within(older).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('20250313');
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(draws[1]!.numbers[0]!);
    await user.click(screen.getByRole('button', { name: 'Show more draws' }));
    expect(rowHeaders(older)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more draws' }));
    expect(rowHeaders(older)).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Show more draws' })).toBeNull();
  });

  test('an earlier draw opens to its full table and folds again', async () => {
    const user = userEvent.setup();
    render(<LotteryDraws draws={draws} olderPageSize={5} />);
    const toggle = screen.getByRole('button', { name: 'All numbers of draw 20250312' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'All numbers of draw 20250312' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const full = screen.getByRole('table', { name: 'All numbers of draw 20250312' });
    expect(toggle).toHaveAttribute('aria-controls', full.closest('tr')!.id);
    expect(rowHeaders(full)).toHaveLength(8);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'All numbers of draw 20250312' })).toBeNull();
  });

  test('a single draw has no earlier list', () => {
    render(<LotteryDraws draws={draws.slice(0, 1)} />);
    expect(screen.getByRole('table', { name: /^Latest draw/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Earlier draws' })).toBeNull();
  });

  test('loading: a busy region with a status and the tables’ placeholders, hidden from readers', () => {
    const { container } = render(<LotteryDraws draws={[]} loading olderPageSize={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(container.querySelectorAll('[data-ui="LotteryDraws.Number"]')).toHaveLength(
      VN_PRIZE_NUMBER_COUNT,
    );
    expect(container.querySelectorAll('tr[data-row="draw"]')).toHaveLength(4);
  });

  test('failed: the message given and a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LotteryDraws draws={[]} failed failureMessage="System error." onRetry={onRetry} />);
    expect(screen.getByText('Results could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('System error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('empty: says so', () => {
    render(<LotteryDraws draws={[]} />);
    expect(screen.getByText('No results yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('prizeTiers', () => {
  const numbers = Array.from({ length: 27 }, (_, index) => String(index));

  test('27 numbers: special 1, first 1, second 2, third 6, fourth 4, fifth 6, sixth 3, seventh 4', () => {
    const tiers = prizeTiers(numbers);
    expect(tiers.map(({ tier, numbers: n }) => [tier, n.length])).toEqual([
      ['special', 1],
      ['first', 1],
      ['second', 2],
      ['third', 6],
      ['fourth', 4],
      ['fifth', 6],
      ['sixth', 3],
      ['seventh', 4],
    ]);
    expect(tiers.flatMap((tier) => tier.numbers)).toEqual(numbers);
    expect(VN_PRIZE_NUMBER_COUNT).toBe(27);
  });

  test('a short draw fills the tiers it reaches; extra numbers come last', () => {
    expect(prizeTiers(numbers.slice(0, 5))).toEqual([
      { tier: 'special', numbers: ['0'] },
      { tier: 'first', numbers: ['1'] },
      { tier: 'second', numbers: ['2', '3'] },
      { tier: 'third', numbers: ['4'] },
    ]);
    expect(prizeTiers([...numbers, 'a', 'b']).at(-1)).toEqual({
      tier: 'other',
      numbers: ['a', 'b'],
    });
    expect(prizeTiers([])).toEqual([]);
  });

  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [6, 3],
    [9, 4],
    [0, 1],
  ])('%i numbers are laid out in %i columns', (count, columns) => {
    expect(tierColumns(count)).toBe(columns);
  });
});
