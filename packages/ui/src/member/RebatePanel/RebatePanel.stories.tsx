import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { RebatePanel, type RebateLineItem } from './RebatePanel';

const lines: RebateLineItem[] = [
  { gameType: 'RNG', label: 'Slots', validBet: 250_000, rateBp: 80, rebate: 2_000 },
  { gameType: 'LIVE', label: 'Live casino', validBet: 0, rateBp: 60, rebate: 0 },
  { gameType: 'MINI', label: 'Mini games', validBet: 10_050, rateBp: 100, rebate: 100 },
  { gameType: 'CARD', label: 'Cards', validBet: 1_000, rateBp: 70, rebate: 7 },
];

const meta = {
  title: 'Member/RebatePanel',
  component: RebatePanel,
  tags: ['autodocs'],
  args: {
    lines,
    total: 2_107,
    claimed: false,
    history: [
      { period: '2026-11-25', amount: 320, claimedAt: '2026-11-25T20:00:00Z' },
      { period: '2026-11-23', amount: 1_250, claimedAt: '2026-11-23T18:30:00Z' },
    ],
    currency: 'P',
    onClaim: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RebatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Claim: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim rebate' }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
};

export const NothingYet: Story = {
  args: {
    lines: lines.map((line) => ({ ...line, validBet: 0, rebate: 0 })),
    total: 0,
    history: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  },
};

export const ClaimedToday: Story = {
  args: { claimed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  },
};

export const ClaimRefused: Story = {
  args: { claimError: "Today's rebate has been claimed already." },
};

export const Loading: Story = { args: { loading: true, lines: [], history: [], total: 0 } };

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
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="RebatePanel"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="RebatePanel"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
