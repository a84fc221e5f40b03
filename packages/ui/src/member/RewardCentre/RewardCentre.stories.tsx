import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { RewardCentre, type RewardItem } from './RewardCentre';

const DAY = 24 * 60 * 60 * 1000;
// Relative to the story's load, so the near reward always counts down.
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

const claimable: RewardItem[] = [
  { id: 1, title: 'Welcome reward', amount: 5_000, expiresAt: iso(now + 2 * DAY), claimedAt: null },
  {
    id: 2,
    title: 'Loyalty reward',
    amount: 2_000,
    expiresAt: iso(now + 30 * DAY),
    claimedAt: null,
  },
];
const claimed: RewardItem[] = [
  {
    id: 3,
    title: 'Birthday reward',
    amount: 3_000,
    expiresAt: iso(now + 25 * DAY),
    claimedAt: iso(now - DAY),
  },
];

const meta = {
  title: 'Member/RewardCentre',
  component: RewardCentre,
  tags: ['autodocs'],
  args: { claimable, claimed, currency: 'P', onClaim: fn(), onRetry: fn() },
} satisfies Meta<typeof RewardCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Claim: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Welcome reward' }));
    await expect(args.onClaim).toHaveBeenCalledWith(1);
  },
};

export const ClaimedTab: Story = {
  args: { defaultTab: 'claimed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Birthday reward')).toBeVisible();
  },
};

export const ClaimRefused: Story = {
  args: { claimError: 'This has been claimed already. The list is up to date now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, claimable: [], claimed: [] } };

export const Empty: Story = {
  args: { claimable: [], claimed: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rewards to claim')).toBeVisible();
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
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="RewardCentre"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="RewardCentre"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
