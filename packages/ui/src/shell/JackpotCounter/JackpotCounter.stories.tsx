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

/** The counter box and its digits: inside the screen, the digits on one line. */
async function fitsThePhone(group: HTMLElement) {
  const box = group.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const digits = group.querySelector<HTMLElement>('[data-ui="JackpotCounter.Digits"]')!;
  const windows = digits.querySelectorAll<HTMLElement>('[data-digit]');
  const first = windows[0]!.parentElement!.getBoundingClientRect();
  const last = windows[windows.length - 1]!.parentElement!.getBoundingClientRect();
  await expect(Math.abs(first.top - last.top)).toBeLessThan(1);
  // Left to right, largest digit first, whatever the page's direction.
  await expect(first.left).toBeLessThan(last.left);
  await expect(digits.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
}

/** On a 360 px phone: the label over the amount, its digits on one line inside the screen. */
export const OnAPhone: Story = {
  args: { now: fixedClock },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Progressive jackpot' });
    await expect(canvas.getByText('Progressive jackpot')).toBeVisible();
    await expect(within(group).getByText(/^P[\d,]+\.\d\d$/)).toBeInTheDocument();
    await fitsThePhone(group);
  },
};

/** On a 360 px phone in Arabic: the label in Arabic, the amount's digits still left to right. */
export const OnAPhoneRightToLeft: Story = {
  args: { now: fixedClock },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'الجائزة الكبرى التراكمية' });
    await expect(group.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('الجائزة الكبرى التراكمية')).toBeVisible();
    await fitsThePhone(group);
  },
};
