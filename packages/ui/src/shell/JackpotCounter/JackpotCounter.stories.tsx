import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JackpotCounter } from './JackpotCounter';

const fixedClock = () => Date.UTC(2026, 10, 23, 12, 0, 0);

const meta = {
  title: 'Shell/JackpotCounter',
  component: JackpotCounter,
  tags: ['autodocs'],
  args: { symbol: 'P' },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live: the amount rolls every three seconds. */
export const Playground: Story = {};

/** A fixed clock, for visual review. */
export const FixedTime: Story = {
  args: { now: fixedClock },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Progressive jackpot' });
    await expect(within(group).getByText(/^P[\d,]+\.\d\d$/)).toBeInTheDocument();
    // A strip's tenth of its height is one window: translateY(-d * 10%) shows digit d.
    for (const strip of group.querySelectorAll<HTMLElement>('[data-digit]')) {
      const window = strip.parentElement!.getBoundingClientRect();
      const height = strip.getBoundingClientRect().height;
      await expect(Math.abs(height - 10 * window.height)).toBeLessThan(0.5);
    }
  },
};

export const OtherCurrency: Story = { args: { now: fixedClock, symbol: '₱' } };
