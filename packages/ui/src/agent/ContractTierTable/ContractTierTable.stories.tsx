import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { SAMPLE_PERIOD, SAMPLE_TIERS } from '../shared/samples';
import { ContractTierTable } from './ContractTierTable';

const meta = {
  title: 'Agent/ContractTierTable',
  component: ContractTierTable,
  tags: ['autodocs'],
  args: { kind: 'dividend', period: 'W', tiers: SAMPLE_TIERS.dividend, currency: 'P' },
} satisfies Meta<typeof ContractTierTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dividend tiers are measured on the period's loss; a figure marks the tier it reaches. */
export const Dividend: Story = {
  args: { figures: { validBet: 9_000_000, profitLoss: -6_000_000, activeMembers: 6 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Period loss/ })).toBeVisible();
    await expect(canvas.getByText('Reached')).toBeVisible();
    // Sorting by rate, descending, puts the top tier first.
    const rate = canvas.getByRole('columnheader', { name: /Rate/ });
    await userEvent.click(within(rate).getByRole('button'));
    await userEvent.click(within(rate).getByRole('button'));
    await expect(rate).toHaveAttribute('aria-sort', 'descending');
    const first = canvas.getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('25.00%');
  },
};

export const DailyWage: Story = {
  args: { kind: 'dailyWage', period: SAMPLE_PERIOD.dailyWage, tiers: SAMPLE_TIERS.dailyWage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Daily valid bet/ })).toBeVisible();
  },
};

export const Hourly: Story = {
  args: { kind: 'hourly', period: SAMPLE_PERIOD.hourly, tiers: SAMPLE_TIERS.hourly },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Hourly bet amount/ })).toBeVisible();
  },
};

export const RealTime: Story = {
  args: { kind: 'realtime', period: SAMPLE_PERIOD.realtime, tiers: SAMPLE_TIERS.realtime },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /Real-time salary/ })).toBeVisible();
  },
};

/** A brand re-skins the table through its tokens alone: each brand is checked, light and dark. */
export const InJade: Story = { ...DailyWage, globals: { brand: 'jade' } };
export const InEmber: Story = { ...Hourly, globals: { brand: 'ember' } };

export const Loading: Story = { args: { loading: true } };

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { figures: { validBet: 9_000_000, profitLoss: -6_000_000, activeMembers: 6 } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ContractTierTable"]')!;
    await fitsThePhone(root);
    const scroll = root.querySelector<HTMLElement>('[role="region"]')!;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ContractTierTable"]')!;
    await readsRightToLeft(root);
  },
};
