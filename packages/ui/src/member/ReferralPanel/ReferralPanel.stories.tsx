import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { ReferralPanel } from './ReferralPanel';

const meta = {
  title: 'Member/ReferralPanel',
  component: ReferralPanel,
  tags: ['autodocs'],
  args: {
    link: 'https://lobby.example/register?referralCode=K7PQ2MXA',
    friends: [
      { account: 'fr******2', registeredAt: '2026-11-22T12:00:00Z', earned: 0 },
      { account: 'fr******1', registeredAt: '2026-11-21T12:00:00Z', earned: 10000 },
    ],
    friendCount: 2,
    totalEarned: 10000,
    rateBp: 1000,
    cap: 20000,
    currency: 'P',
    onRetry: fn(),
    copy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ReferralPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CopyTheLink: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copy).toHaveBeenCalledWith(args.link);
    await expect(await canvas.findByText('Link copied')).toBeVisible();
  },
};

export const NoFriendsYet: Story = {
  args: { friends: [], friendCount: 0, totalEarned: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No friends yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { link: null, loading: true, friends: [] } };

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
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ReferralPanel"]')!;
    await fitsThePhone(root);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="ReferralPanel"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
