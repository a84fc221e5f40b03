import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { samplePayouts } from '../shared/samples';
import { PayoutHistory, type PayoutHistoryProps } from './PayoutHistory';

/** Keeps the page as a page of the site would (the rows stay the sample). */
function Controlled(args: PayoutHistoryProps) {
  const [page, setPage] = useState(args.page);
  return (
    <PayoutHistory
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent/PayoutHistory',
  component: PayoutHistory,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    kind: 'dividend',
    rows: samplePayouts('dividend'),
    currency: 'P',
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PayoutHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dividend: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Period loss/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Amount/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Amount/ }));
    // Descending: the largest payout comes first.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('P8,400.00');
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const DailyWageGiven: Story = {
  args: { kind: 'dailyWage', rows: samplePayouts('dailyWage'), showAccount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Downline/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Daily valid bet/ })).toBeVisible();
  },
};

export const Hourly: Story = { args: { kind: 'hourly', rows: samplePayouts('hourly') } };

export const RealTime: Story = { args: { kind: 'realtime', rows: samplePayouts('realtime') } };

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payouts yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, rows: [] } };

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { showAccount: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="PayoutHistory"]')!;
    await fitsThePhone(root);
    const scroll = root.querySelector<HTMLElement>('[role="region"]')!;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
  },
};
