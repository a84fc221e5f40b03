import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { ProfitTable, type ProfitRange, type ProfitTableProps } from './ProfitTable';
import { SAMPLE_BY_DAY, SAMPLE_BY_TYPE, SAMPLE_TOTALS, sampleGameTypeLabel } from './fixtures';

/** Keeps the range as a page of the site would (the rows stay the sample). */
function Controlled(args: ProfitTableProps) {
  const [range, setRange] = useState(args.range);
  return (
    <ProfitTable
      {...args}
      range={range}
      onRangeChange={(next: ProfitRange) => {
        args.onRangeChange(next);
        setRange(next);
      }}
    />
  );
}

const meta = {
  title: 'Member/ProfitTable',
  component: ProfitTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    range: { from: '2026-11-20', to: '2026-11-26' },
    onRangeChange: fn(),
    byDay: SAMPLE_BY_DAY,
    byGameType: SAMPLE_BY_TYPE,
    totals: SAMPLE_TOTALS,
    gameTypeLabel: sampleGameTypeLabel,
    maxDays: 92,
    currency: 'P',
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof ProfitTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByDay: Story = {};

export const ByGameType: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'By game type' }));
    await expect(canvas.getByText('Mini games')).toBeVisible();
  },
};

export const ChangeRange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      from: '2026-10-28',
      to: '2026-11-26',
    });
  },
};

export const Loading: Story = { args: { loading: true, byDay: [], byGameType: [], totals: null } };

export const Empty: Story = {
  args: {
    byDay: [],
    byGameType: [],
    totals: { count: 0, stake: 0, validBet: 0, win: 0, winLoss: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bets in these days')).toBeVisible();
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
