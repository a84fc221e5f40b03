import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CategoryChips } from './CategoryChips';

const categories = [
  { label: 'Slots', href: '/rng' },
  { label: 'Live casino', href: '/live' },
  { label: 'Fishing', href: '/fish' },
  { label: 'PVP', href: '/pvp' },
  { label: 'Sports', href: '/sports' },
  { label: 'Esports', href: '/esports' },
  { label: 'Lottery', href: '/games/lottery' },
  { label: 'Cards', href: '/games/card' },
];

const meta = {
  title: 'Shell/CategoryChips',
  component: CategoryChips,
  tags: ['autodocs'],
  args: {
    categories,
    activeHref: '/live',
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    ),
  },
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a 360 px phone: one row that scrolls sideways, the current category filled. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Game categories' });
    const current = canvas.getByRole('link', { name: 'Live casino' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const list = nav.querySelector('ul')!;
    // Every chip on one row, the row wider than the screen (it scrolls, the page does not).
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('link', { name: 'Fishing' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/fish', expect.anything());
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' } };
