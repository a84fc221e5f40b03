import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import {
  DownlineTransactionTable,
  type DownlineTransactionFilter,
  type DownlineTransactionTableProps,
} from './DownlineTransactionTable';
import { SAMPLE_DOWNLINE_TRANSACTIONS } from './fixtures';

/** Keeps the filter and the page as a page of the site would (the rows stay the sample). */
function Controlled(args: DownlineTransactionTableProps) {
  const [filter, setFilter] = useState(args.filter);
  return (
    <DownlineTransactionTable
      {...args}
      filter={filter}
      onFilterChange={(next: DownlineTransactionFilter) => {
        args.onFilterChange(next);
        setFilter(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent/DownlineTransactionTable',
  component: DownlineTransactionTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows: SAMPLE_DOWNLINE_TRANSACTIONS,
    filter: { from: '2026-11-20', to: '2026-11-26', account: '', type: '' },
    onFilterChange: fn(),
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    currency: 'P',
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof DownlineTransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('+P500.00');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Account' }), 'player');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'bet');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      account: 'player',
      type: 'bet',
    });
  },
};

export const Loading: Story = { args: { loading: true, rows: [] } };

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="Member.Records"]')!);
  },
};
