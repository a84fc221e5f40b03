import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { PvpRoomList, type PvpRoomEntry, type PvpRoomListProps } from './PvpRoomList';

const rooms: PvpRoomEntry[] = [
  { id: 'd-1000', gameName: 'Duel Poker', stake: 1_000, seatsTaken: 2, seats: 6 },
  { id: 'd-5000', gameName: 'Texas Showdown', stake: 5_000, seatsTaken: 6, seats: 6 },
  { id: 'a-1000', gameName: 'Arena Rummy', stake: 123_456, seatsTaken: 0, seats: 4 },
];

function setup(props: Partial<PvpRoomListProps> = {}) {
  const onJoin = vi.fn();
  render(<PvpRoomList rooms={rooms} onJoin={onJoin} {...props} />);
  return { onJoin, user: userEvent.setup() };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('PvpRoomList', () => {
  test('a table of open rooms: the game, the stake as money, and the seats taken of all', () => {
    setup();
    expect(screen.getByRole('region', { name: 'PVP rooms' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Open rooms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game', expect.stringContaining('Stake'), expect.stringContaining('Seats'), 'Join']);
    const [duel, texas, arena] = bodyRows();
    expect(duel).toHaveTextContent('Duel Poker');
    expect(duel).toHaveTextContent('P10.00');
    expect(duel).toHaveTextContent('2 of 6');
    expect(texas).toHaveTextContent('6 of 6');
    expect(arena).toHaveTextContent('P1,234.56');
    expect(arena).toHaveTextContent('0 of 4');
  });

  test('the currency symbol is the one given', () => {
    setup({ currency: '₱' });
    expect(bodyRows()[0]).toHaveTextContent('₱10.00');
    expect(bodyRows()[0]).not.toHaveTextContent('P10.00');
  });

  test('Join is named by its room and takes a seat in that room', async () => {
    const { onJoin, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Join Arena Rummy room' }));
    expect(onJoin).toHaveBeenCalledOnce();
    expect(onJoin).toHaveBeenCalledWith(rooms[2]);
  });

  test('a full room says Full and cannot be joined, by mouse or keyboard', async () => {
    const { onJoin, user } = setup();
    const full = within(bodyRows()[1]!).getByRole('button', { name: 'Full' });
    expect(full).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Join Texas Showdown room' }),
    ).not.toBeInTheDocument();
    await user.click(full);
    // Tab from the first Join skips the full room and lands on the next open one.
    screen.getByRole('button', { name: 'Join Duel Poker room' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Join Arena Rummy room' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onJoin).toHaveBeenCalledOnce();
    expect(onJoin).toHaveBeenCalledWith(rooms[2]);
  });

  test('sorts by the stake, and by the seats still free', async () => {
    const { user } = setup();
    const games = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await user.click(screen.getByRole('button', { name: /Stake/ }));
    expect(games()).toEqual([
      expect.stringContaining('Duel Poker'),
      expect.stringContaining('Texas Showdown'),
      expect.stringContaining('Arena Rummy'),
    ]);
    await user.click(screen.getByRole('button', { name: /Seats/ }));
    // Free seats: Texas 0, Arena 4, Duel 4 — not the seat count (6, 6, 4).
    expect(games()[0]).toContain('Texas Showdown');
    expect(screen.getByRole('columnheader', { name: /Seats/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Seats/ }));
    expect(games()[2]).toContain('Texas Showdown');
  });

  test('no rooms: says so and when to look again', () => {
    setup({ rooms: [] });
    expect(screen.getByText('No open rooms')).toBeVisible();
    expect(
      screen.getByText('Rooms open as players sit down. Try again in a moment.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  test('while loading: the table is busy, with no rooms and no Join', () => {
    setup({ loading: true });
    expect(screen.getByRole('table', { name: 'Open rooms' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Duel Poker')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  test('a failure replaces the table with the message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'The link is abnormal. Please try again.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The link is abnormal. Please try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
