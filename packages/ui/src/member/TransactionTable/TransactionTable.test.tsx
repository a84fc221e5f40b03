import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { TRANSACTION_TYPES } from '@lobby/core';
import { TransactionTable, type Transaction, type TransactionTableProps } from './TransactionTable';

const rows: Transaction[] = [
  {
    id: 'T-3',
    type: 'win',
    status: 'completed',
    amount: 1250050,
    balanceAfter: 2000000,
    createdAt: '2026-11-26T10:30:00Z',
  },
  {
    id: 'T-2',
    type: 'withdrawal',
    status: 'pending',
    amount: -50000,
    balanceAfter: null,
    createdAt: '2026-11-25T09:00:00Z',
  },
];

function setup(props: Partial<TransactionTableProps> = {}) {
  const onFilterChange = vi.fn();
  const onPageChange = vi.fn();
  render(
    <TransactionTable
      rows={rows}
      filter={{ from: '', to: '', type: '' }}
      onFilterChange={onFilterChange}
      page={1}
      totalPages={3}
      onPageChange={onPageChange}
      today="2026-11-26"
      {...props}
    />,
  );
  return { onFilterChange, onPageChange, user: userEvent.setup() };
}

function bodyRows() {
  return screen.getAllByRole('row').slice(1);
}

describe('TransactionTable', () => {
  test('a row shows type, signed amount, balance after and status in words', () => {
    setup();
    const [win, withdrawal] = bodyRows();
    expect(win).toHaveTextContent('Win');
    expect(win).toHaveTextContent('+P12,500.50');
    expect(win).toHaveTextContent('P20,000.00');
    expect(win).toHaveTextContent('Successful');
    expect(withdrawal).toHaveTextContent('Withdrawal');
    expect(withdrawal).toHaveTextContent('-P500.00');
    expect(withdrawal).toHaveTextContent('—');
    expect(withdrawal).toHaveTextContent('Pending');
  });

  test('the sign, not only the colour, tells credit from debit', () => {
    setup();
    const amounts = document.querySelectorAll('[data-ui="TransactionTable.Amount"]');
    expect([...amounts].map((a) => [a.textContent, a.getAttribute('data-sign')])).toEqual([
      ['+P12,500.50', 'credit'],
      ['-P500.00', 'debit'],
    ]);
  });

  test('every type has its own label in the type filter', () => {
    setup();
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Withdrawal refund',
      'Transfer out',
      'Transfer in',
      'Moved out of wallet',
      'Moved into wallet',
      'Bet',
      'Win',
      'Bonus',
      'Contract payout',
    ]);
    expect(options).toHaveLength(TRANSACTION_TYPES.length + 1);
  });

  test('choosing a type reports the whole filter', async () => {
    const { onFilterChange, user } = setup({
      filter: { from: '2026-11-01', to: '2026-11-26', type: '' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'bet');
    expect(onFilterChange).toHaveBeenCalledWith({
      from: '2026-11-01',
      to: '2026-11-26',
      type: 'bet',
    });
  });

  test('a date preset reports the range with the type kept', async () => {
    const { onFilterChange, user } = setup({ filter: { from: '', to: '', type: 'deposit' } });
    await user.click(screen.getByRole('button', { name: /7/ }));
    expect(onFilterChange).toHaveBeenCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      type: 'deposit',
    });
  });

  test('paging calls back with the page', async () => {
    const { onPageChange, user } = setup();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  test('loading shows skeleton rows and says so', () => {
    setup({ loading: true, rows: [] });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading')).toBe(true);
  });

  test('no rows: an empty state', () => {
    setup({ rows: [], totalPages: 0 });
    expect(screen.getByText('No transactions')).toBeInTheDocument();
  });

  test('an error replaces the table with its message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'Link abnormal, please retry', onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, please retry');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
