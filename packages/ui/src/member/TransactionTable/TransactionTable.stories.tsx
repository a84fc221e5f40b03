import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import {
  TransactionTable,
  type Transaction,
  type TransactionFilter,
  type TransactionTableProps,
} from './TransactionTable';

const rows: Transaction[] = [
  {
    id: 'T-1009',
    type: 'deposit',
    status: 'completed',
    amount: 500000,
    balanceAfter: 1734567,
    createdAt: '2026-11-26T08:12:00Z',
  },
  {
    id: 'T-1008',
    type: 'bet',
    status: 'completed',
    amount: -25000,
    balanceAfter: 1234567,
    createdAt: '2026-11-25T22:40:00Z',
  },
  {
    id: 'T-1007',
    type: 'win',
    status: 'completed',
    amount: 112500,
    balanceAfter: 1259567,
    createdAt: '2026-11-25T22:41:00Z',
  },
  {
    id: 'T-1006',
    type: 'withdrawal',
    status: 'pending',
    amount: -300000,
    balanceAfter: null,
    createdAt: '2026-11-25T10:05:00Z',
  },
  {
    id: 'T-1005',
    type: 'withdrawal_refund',
    status: 'completed',
    amount: 300000,
    balanceAfter: 1147067,
    createdAt: '2026-11-24T16:30:00Z',
  },
  {
    id: 'T-1004',
    type: 'wallet_move_out',
    status: 'failed',
    amount: -100000,
    balanceAfter: 847067,
    createdAt: '2026-11-24T09:00:00Z',
  },
];

/** Keeps the filter and the page as a page of the site would (the rows stay the sample). */
function Controlled(args: TransactionTableProps) {
  const [filter, setFilter] = useState(args.filter);
  const [page, setPage] = useState(args.page);
  return (
    <TransactionTable
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next: TransactionFilter) => {
        args.onFilterChange(next);
        setFilter(next);
      }}
      onPageChange={(next: number) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Member/TransactionTable',
  component: TransactionTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows,
    currency: 'P',
    filter: { from: '2026-11-20', to: '2026-11-26', type: '' },
    onFilterChange: fn(),
    page: 1,
    totalPages: 4,
    onPageChange: fn(),
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'win');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      type: 'win',
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

export const LoadFailed: Story = {
  args: { error: 'Link abnormal. Check your connection and retry.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="Member.Records"]')!;
    await fitsThePhone(root);
    // Rows are stacked cards: nothing scrolls sideways inside the table either.
    const scroll = root.querySelector<HTMLElement>('[role="region"]')!;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="Member.Records"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
