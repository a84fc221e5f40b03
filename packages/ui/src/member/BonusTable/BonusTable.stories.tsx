import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { BonusTable, type BonusFilter, type BonusTableProps } from './BonusTable';
import { SAMPLE_BONUSES } from './fixtures';

/** Keeps the filter and the page as a page of the site would (the rows stay the sample). */
function Controlled(args: BonusTableProps) {
  const [filter, setFilter] = useState(args.filter);
  const [page, setPage] = useState(args.page);
  return (
    <BonusTable
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next: BonusFilter) => {
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
  title: 'Member/BonusTable',
  component: BonusTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows: SAMPLE_BONUSES,
    totals: { count: 23, amount: 84_250 },
    filter: { from: '', to: '', source: '' },
    onFilterChange: fn(),
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    onRetry: fn(),
    currency: 'P',
    today: '2026-11-26',
  },
} satisfies Meta<typeof BonusTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FilterBySource: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Source' }), 'mission');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      from: '',
      to: '',
      source: 'mission',
    });
  },
};

export const Loading: Story = { args: { loading: true, rows: [], totals: null } };

export const Empty: Story = {
  args: { rows: [], totals: { count: 0, amount: 0 }, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bonuses')).toBeVisible();
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
