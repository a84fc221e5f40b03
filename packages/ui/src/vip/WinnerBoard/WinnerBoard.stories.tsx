import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { WinnerBoard } from './WinnerBoard';

const AT = Date.UTC(2026, 10, 26, 12, 0, 0);

const meta = {
  title: 'VIP/WinnerBoard',
  component: WinnerBoard,
  tags: ['autodocs'],
  args: {
    currency: 'P',
    winners: [
      { id: 's-1', player: 'pl***01', game: 'Golden Reels', amount: 1_250_000, wonAt: AT },
      { id: 's-2', player: 'lu***ky', game: 'Dragon Tiger', amount: 88_800, wonAt: AT - 60_000 },
      { id: 'b-3', player: 'a***e', game: 'Fortune Fish', amount: 5_000_000, wonAt: AT - 120_000 },
    ],
  },
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LatestWins: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Amount won/ }));
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('P888.00');
    await expect(rows[2]).toHaveTextContent('P50,000.00');
  },
};

export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wins yet')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { winners: [], error: 'The link is abnormal. Please try again.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="Member.Panel"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
