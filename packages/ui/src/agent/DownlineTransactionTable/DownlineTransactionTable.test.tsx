import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSACTION_TYPES } from '@lobby/core';
import { render } from '../../test/render';
import {
  DownlineTransactionTable,
  type DownlineTransactionTableProps,
} from './DownlineTransactionTable';
import { SAMPLE_DOWNLINE_TRANSACTIONS } from './fixtures';

function setup(props: Partial<DownlineTransactionTableProps> = {}) {
  const onFilterChange = vi.fn();
  render(
    <DownlineTransactionTable
      rows={SAMPLE_DOWNLINE_TRANSACTIONS}
      filter={{ from: '2026-11-20', to: '2026-11-26', account: '', type: '' }}
      onFilterChange={onFilterChange}
      page={1}
      totalPages={1}
      onPageChange={vi.fn()}
      today="2026-11-26"
      {...props}
    />,
  );
  return { onFilterChange, user: userEvent.setup() };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DownlineTransactionTable', () => {
  test('a row: account, the account record’s word for the type, signed amount, balance after', () => {
    setup();
    const [transferIn, bet] = bodyRows();
    expect(transferIn).toHaveTextContent('player07');
    expect(transferIn).toHaveTextContent('Transfer in');
    expect(transferIn).toHaveTextContent('+P500.00');
    expect(transferIn).toHaveTextContent('P1,250.00');
    expect(bet).toHaveTextContent('Bet');
    expect(bet).toHaveTextContent('-P20.00');
  });

  test('the type filter offers every ledger type in the account record’s words', () => {
    setup();
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    expect(options).toHaveLength(TRANSACTION_TYPES.length + 1);
    expect(options[0]).toHaveTextContent('All types');
    expect(options.map((option) => option.textContent)).toContain('Transfer out');
  });

  test('account and type filters each report the whole filter', async () => {
    const { onFilterChange, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'transfer_in');
    expect(onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      account: '',
      type: 'transfer_in',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'x');
    expect(onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      account: 'x',
      type: '',
    });
  });

  test('an error replaces the table with its message and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'Link abnormal, please retry', onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, please retry');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
