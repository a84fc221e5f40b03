import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import {
  UserProfitTable,
  type UserProfitRange,
  type UserProfitTableProps,
} from './UserProfitTable';
import { SAMPLE_USER_PROFIT, SAMPLE_USER_PROFIT_TOTALS } from './fixtures';

/** Keeps the range as a page of the site would (the rows stay the sample). */
function Controlled(args: UserProfitTableProps) {
  const [range, setRange] = useState(args.range);
  return (
    <UserProfitTable
      {...args}
      range={range}
      onRangeChange={(next: UserProfitRange) => {
        args.onRangeChange(next);
        setRange(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent/UserProfitTable',
  component: UserProfitTable,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    rows: SAMPLE_USER_PROFIT,
    totals: SAMPLE_USER_PROFIT_TOTALS,
    range: { from: '2026-11-20', to: '2026-11-26' },
    onRangeChange: fn(),
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    currency: 'P',
    onRetry: fn(),
    today: '2026-11-26',
  },
} satisfies Meta<typeof UserProfitTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('agent03');
    const profitLoss = canvas.getByRole('button', { name: /^Profit\/loss/ });
    await userEvent.click(profitLoss);
    await userEvent.click(profitLoss);
    // Descending: the member who won most comes first.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('player07');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('+P250.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-26',
    });
  },
};

export const Empty: Story = {
  args: { rows: [], totals: null, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No activity in these dates')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, rows: [], totals: null } };

/** Arabic: the page reads right to left; amounts keep their sign on the left of the digits. */
export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="Member.Records"]')!;
    await readsRightToLeft(root);
    const signed = root.querySelector<HTMLElement>('[data-ui="Member.Signed"][data-sign="debit"]')!;
    await expect(getComputedStyle(signed).direction).toBe('ltr');
    await expect(signed.textContent).toMatch(/^-/);
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
