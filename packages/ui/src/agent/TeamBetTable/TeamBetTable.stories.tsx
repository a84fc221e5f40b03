import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { TeamBetTable, type TeamBetFilter, type TeamBetTableProps } from './TeamBetTable';
import { SAMPLE_TEAM_BETS, SAMPLE_TEAM_BET_TOTALS } from './fixtures';

/** Keeps the filter and the page as a page of the site would (the rows stay the sample). */
function Controlled(args: TeamBetTableProps) {
  const [filter, setFilter] = useState(args.filter);
  const [page, setPage] = useState(args.page);
  return (
    <TeamBetTable
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next: TeamBetFilter) => {
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
  title: 'Agent/TeamBetTable',
  component: TeamBetTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows: SAMPLE_TEAM_BETS,
    totals: SAMPLE_TEAM_BET_TOTALS,
    filter: { from: '2026-11-20', to: '2026-11-26', account: '' },
    onFilterChange: fn(),
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    currency: 'P',
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof TeamBetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The totals are the whole filter's: more than the three rows shown add up to.
    const totals = canvasElement.querySelector('[data-ui="Member.RecordTotals"]');
    await expect(totals).toHaveTextContent('-P1,349.50');
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const SortAndFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Stake/ }));
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('agent03');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Account' }), 'agent');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
      account: 'agent',
    });
  },
};

export const Loading: Story = { args: { loading: true, rows: [], totals: null } };

export const Empty: Story = {
  args: { rows: [], totals: null, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No team bets')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Link abnormal. Check your connection and retry.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Link abnormal');
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
