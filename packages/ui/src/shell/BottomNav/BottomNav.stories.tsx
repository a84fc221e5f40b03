import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Shell/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  args: {
    current: 'home',
    items: [
      { place: 'home', label: 'Home', href: '/' },
      { place: 'games', label: 'Games', href: '/rng' },
      { place: 'search', label: 'Search', href: '/rng?view=all' },
      { place: 'promotions', label: 'Promotions', href: '/promotions' },
      { place: 'account', label: 'Account', onSelect: fn() },
    ],
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    ),
  },
  // Wide screens do not show the bar: its stories are a phone's.
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a 360 px phone: five places in thumb reach, fixed to the bottom of the screen. */
export const OnAPhone: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const item of canvas.getAllByRole('link')) {
      const box = item.getBoundingClientRect();
      // Comfortably above the 24 px targets of WCAG 2.2.
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(args.items[4]!.onSelect).toHaveBeenCalled();
  },
};

/** On a 390 px phone, the account item's place marked as the current one. */
export const LargerPhone: Story = {
  args: { current: 'promotions' },
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
};

export const RightToLeft: Story = { globals: { locale: 'AR' } };
