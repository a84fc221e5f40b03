import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { PlayerRankCard } from './PlayerRankCard';
import { SAMPLE_LEVELS, SAMPLE_RANK } from './fixtures';

const meta = {
  title: 'Member/PlayerRankCard',
  component: PlayerRankCard,
  tags: ['autodocs'],
  args: { ...SAMPLE_RANK, currency: 'P' },
} satisfies Meta<typeof PlayerRankCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
  },
};

export const NewMember: Story = {
  args: {
    validBet: 0,
    level: SAMPLE_LEVELS[0]!,
    next: SAMPLE_LEVELS[1]!,
    remaining: 50_000,
    progress: 0,
  },
};

export const TopLevel: Story = {
  args: {
    validBet: 2_500_000,
    level: SAMPLE_LEVELS[3]!,
    next: null,
    remaining: 0,
    progress: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have reached the top level.')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="Member.Panel"]')!;
    await fitsThePhone(root);
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
