import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { BetRecordTable, type BetRecordFilter, type BetRecordTableProps } from './BetRecordTable';
import { SAMPLE_BETS, SAMPLE_GAME_TYPES, SAMPLE_TOTALS, SAMPLE_VENDORS } from './fixtures';

/** Keeps the filter and the page as a page of the site would (the rows stay the sample). */
function Controlled(args: BetRecordTableProps) {
  const [filter, setFilter] = useState(args.filter);
  const [page, setPage] = useState(args.page);
  return (
    <BetRecordTable
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next: BetRecordFilter) => {
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
  title: 'Member/BetRecordTable',
  component: BetRecordTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows: SAMPLE_BETS,
    totals: SAMPLE_TOTALS,
    gameTypes: SAMPLE_GAME_TYPES,
    vendors: SAMPLE_VENDORS,
    currency: 'P',
    filter: { from: '2026-11-20', to: '2026-11-26', gameType: '', vendor: '' },
    onFilterChange: fn(),
    page: 1,
    totalPages: 6,
    onPageChange: fn(),
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof BetRecordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Vendor' }), 'NOVA');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      gameType: '',
      vendor: 'NOVA',
    });
  },
};

export const BetDetail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details of bet 903' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet 903' });
    await expect(
      within(dialog).getByText('The reels stopped on Cherry · Bell · Seven'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, rows: [], totals: null } };

export const Empty: Story = {
  args: { rows: [], totals: { count: 0, stake: 0, validBet: 0, winLoss: 0 }, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bets')).toBeVisible();
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
