import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePreview } from '../shared/samples';
import { ContractComparison } from './ContractComparison';

const meta = {
  title: 'Agent/ContractComparison',
  component: ContractComparison,
  tags: ['autodocs'],
  args: { kind: 'dividend', periods: samplePreview('dividend').periods, currency: 'P' },
} satisfies Meta<typeof ContractComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AgainstTheCurrentContract: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Current contract' })).toBeVisible();
    await expect(canvas.getByText('Difference')).toBeVisible();
    // Sorted by what the offer pays, the best period comes first, whatever its date.
    const offered = canvas.getByRole('columnheader', { name: 'Offered contract' });
    await userEvent.click(within(offered).getByRole('button'));
    await userEvent.click(within(offered).getByRole('button'));
    await expect(offered).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('P9,150.00');
  },
};

export const NoCurrentContract: Story = {
  args: { kind: 'hourly', periods: samplePreview('hourly', false).periods },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You hold no current Hourly salary contract/)).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, periods: [] } };

export const LoadFailed: Story = {
  args: { error: 'Link abnormal. Check your connection and retry.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
