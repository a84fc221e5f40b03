import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { MissionBoard, type LeaderboardRow, type MissionItem } from './MissionBoard';

const missions: MissionItem[] = [
  {
    id: 1,
    title: 'Bet 10.00 on mini games today',
    target: 1_000,
    progress: 1_500,
    reward: 200,
    status: 'complete',
  },
  {
    id: 2,
    title: 'Bet 100.00 on any game today',
    target: 10_000,
    progress: 2_500,
    reward: 800,
    status: 'inProgress',
  },
  {
    id: 3,
    title: 'Bet 500.00 on slots today',
    target: 50_000,
    progress: 0,
    reward: 2_500,
    status: 'inProgress',
  },
  {
    id: 4,
    title: 'Bet 5.00 on cards today',
    target: 500,
    progress: 900,
    reward: 100,
    status: 'claimed',
  },
];
const leaders: LeaderboardRow[] = [
  { rank: 1, player: 'vi***01', validBet: 9_000_000, isMe: false },
  { rank: 2, player: 'ga***42', validBet: 120_000, isMe: false },
  { rank: 3, player: 'pl***01', validBet: 2_500, isMe: true },
];

const meta = {
  title: 'Member/MissionBoard',
  component: MissionBoard,
  tags: ['autodocs'],
  args: {
    missions,
    leaders,
    me: { rank: 3, validBet: 2_500 },
    // Relative to the story's load, so the countdown runs.
    resetsAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    currency: 'P',
    onClaim: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MissionBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ClaimCompleted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Claim Bet 10.00 on mini games today' }),
    );
    await expect(args.onClaim).toHaveBeenCalledWith(1);
  },
};

export const NotOnTheBoard: Story = {
  args: { me: { rank: null, validBet: 0 }, leaders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bets today yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, missions: [], leaders: [], me: null } };

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
    await fitsThePhone(canvasElement.querySelector<HTMLElement>('[data-ui="MissionBoard"]')!);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="MissionBoard"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
