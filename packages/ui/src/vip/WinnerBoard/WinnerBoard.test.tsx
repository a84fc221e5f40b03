import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { WinnerBoard, type WinnerBoardEntry, type WinnerBoardProps } from './WinnerBoard';

const AT = Date.UTC(2026, 10, 26, 12, 0, 0);

const winners: WinnerBoardEntry[] = [
  { id: 's-1', player: 'pl***01', game: 'Golden Reels', amount: 1_250_000, wonAt: AT },
  { id: 's-2', player: 'lu***ky', game: 'Dragon Tiger', amount: 88_800, wonAt: AT - 86_400_000 },
  { id: 'b-3', player: 'a***e', game: 'Fortune Fish', amount: 5_000_000, wonAt: AT - 60_000 },
];

/** A time as the unit writes it: the page language's medium date and short time. */
const time = (at: number, lang = 'en') =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

function setup(props: Partial<WinnerBoardProps> = {}, options = {}) {
  render(<WinnerBoard winners={winners} {...props} />, options);
  return { user: userEvent.setup() };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const games = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('WinnerBoard', () => {
  test('each win: the game, the masked player, the amount as money and the time, in the given order', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Winner board' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest wins' })).toBeInTheDocument();
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('Golden Reels');
    expect(first).toHaveTextContent('pl***01');
    expect(first).toHaveTextContent('P12,500.00');
    expect(first).toHaveTextContent(time(AT));
    expect(second).toHaveTextContent('P888.00');
    expect(second).toHaveTextContent(time(AT - 86_400_000));
    expect(third).toHaveTextContent('P50,000.00');
  });

  test('the currency symbol is the one given', () => {
    setup({ currency: 'RM' });
    expect(bodyRows()[0]).toHaveTextContent('RM12,500.00');
  });

  test('sorts by the amount won, smallest first then largest first', async () => {
    const { user } = setup();
    const amount = screen.getByRole('button', { name: /Amount won/ });
    await user.click(amount);
    expect(games()).toEqual([
      expect.stringContaining('Dragon Tiger'),
      expect.stringContaining('Golden Reels'),
      expect.stringContaining('Fortune Fish'),
    ]);
    expect(screen.getByRole('columnheader', { name: /Amount won/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(amount);
    expect(games()[0]).toContain('Fortune Fish');
    expect(bodyRows()[0]).toHaveTextContent('P50,000.00');
  });

  test('sorts by the time of the win, by keyboard too', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: /Amount won/ }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Time/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Oldest first: a day ago, a minute ago, now.
    expect(games()).toEqual([
      expect.stringContaining('Dragon Tiger'),
      expect.stringContaining('Fortune Fish'),
      expect.stringContaining('Golden Reels'),
    ]);
    // Game and player are not sort controls.
    expect(screen.queryByRole('button', { name: /Game|Player/ })).not.toBeInTheDocument();
  });

  test('no wins yet: says so', () => {
    setup({ winners: [] });
    expect(screen.getByText('No wins yet')).toBeVisible();
    expect(screen.getByText('Big wins show here as they happen.')).toBeVisible();
  });

  test('while loading: the table is busy and shows no wins', () => {
    setup({ loading: true });
    expect(screen.getByRole('table', { name: 'Latest wins' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Golden Reels')).not.toBeInTheDocument();
  });

  test('a failure replaces the table with the message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({
      winners: [],
      error: 'The link is abnormal. Please try again.',
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The link is abnormal. Please try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No wins yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('in Arabic, right to left: times are written the Arabic way, amounts stay P12,500.00', () => {
    setup({}, { locale: 'ar', dir: 'rtl' });
    const [first] = bodyRows();
    expect(first).toHaveTextContent(time(AT, 'ar'));
    expect(first).not.toHaveTextContent(time(AT, 'en'));
    expect(first).toHaveTextContent('P12,500.00');
  });
});
