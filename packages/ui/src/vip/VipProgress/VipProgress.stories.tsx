import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../../member/shared/phoneChecks';
import { VipProgress } from './VipProgress';

const meta = {
  title: 'VIP/VipProgress',
  component: VipProgress,
  tags: ['autodocs'],
  args: {
    standing: {
      level: 1,
      validBet: 250_000,
      deposit: 25_000,
      next: { level: 2, validBet: 500_000, deposit: 100_000 },
    },
    levelName: (level: number) => `VIP ${level}`,
    currency: 'P',
  },
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {
  play: async ({ canvas }) => {
    const [bets, deposits] = canvas.getAllByRole('progressbar');
    await expect(bets).toHaveAttribute('aria-valuenow', '50');
    await expect(deposits).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('To reach VIP 2:')).toBeVisible();
  },
};

export const TopLevel: Story = {
  args: { standing: { level: 8, validBet: 1, deposit: 1, next: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have reached the top VIP level.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Failed: Story = {
  args: { standing: null, error: 'The link is abnormal. Please try again.', onRetry: fn() },
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
