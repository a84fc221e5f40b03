import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone } from '../../member/shared/phoneChecks';
import { IncomeTable, type IncomeRange, type IncomeTableProps } from './IncomeTable';
import { SAMPLE_INCOME, SAMPLE_INCOME_TOTALS } from './fixtures';

/** Keeps the range as a page of the site would (the rows stay the sample). */
function Controlled(args: IncomeTableProps) {
  const [range, setRange] = useState(args.range);
  return (
    <IncomeTable
      {...args}
      range={range}
      onRangeChange={(next: IncomeRange) => {
        args.onRangeChange(next);
        setRange(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent/IncomeTable',
  component: IncomeTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows: SAMPLE_INCOME,
    totals: SAMPLE_INCOME_TOTALS,
    range: { from: '2026-11-01', to: '2026-11-26' },
    onRangeChange: fn(),
    page: 1,
    totalPages: 2,
    onPageChange: fn(),
    currency: 'P',
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof IncomeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ canvas, canvasElement }) => {
    const totals = canvasElement.querySelector('[data-ui="Member.RecordTotals"]');
    await expect(totals).toHaveTextContent('Total income');
    await expect(totals).toHaveTextContent('P2,721.75');
    await expect(canvas.getAllByRole('row')[4]).toHaveTextContent('Dividend');
  },
};

export const NextPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    totals: { dividend: 0, dailyWage: 0, hourly: 0, realtime: 0, total: 0 },
    totalPages: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No income in these dates')).toBeVisible();
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
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="Member.Records"]')!);
  },
};
