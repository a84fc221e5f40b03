import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { SideBar } from './SideBar';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const meta = {
  title: 'Shell/SideBar',
  component: SideBar,
  tags: ['autodocs'],
  args: {
    socials: {
      facebook: 'https://facebook.com/lobby',
      telegram: 'https://t.me/lobby',
      youtube: 'https://youtube.com/@lobby',
      viber: 'viber://chat?number=%2B630000000',
    },
    inviteHref: '/referral',
    onLiveChat: fn(),
    onNavigate: fn(),
    onCollapsedChange: fn(),
    defaultCollapsed: false,
    fixed: true,
  },
  argTypes: { socials: { control: 'object' } },
} satisfies Meta<typeof SideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Actions: Story = {
  play: async ({ canvas, args, step }) => {
    await step('live chat opens', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Live chat' }));
      await expect(args.onLiveChat).toHaveBeenCalledTimes(1);
    });
    await step('the invite link routes', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Invite friends' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/referral', expect.anything());
    });
  },
};

export const Collapse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide quick links' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.queryByRole('button', { name: 'Live chat' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show quick links' }));
    await expect(canvas.getByRole('button', { name: 'Live chat' })).toBeVisible();
  },
};

export const OnlyTelegram: Story = {
  render: (args) => (
    <SideBar socials={{ telegram: 'https://t.me/lobby' }} fixed={args.fixed ?? true} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Right to left, the bar sits on the left edge. */
export const RightToLeft: Story = {
  render: (args) => (
    <RightToLeftRoot>
      <SideBar {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'Quick links' });
    await expect(aside.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

/** On a 360 px phone (the site's layout leaves it off phones): the bar sits whole at the edge. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const aside = canvas.getByRole('complementary', { name: 'Quick links' });
    const box = aside.getBoundingClientRect();
    // Pinned to the inline end: its right edge is the screen's, nothing of it past it.
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const target of [...canvas.getAllByRole('link'), ...canvas.getAllByRole('button')]) {
      const size = target.getBoundingClientRect();
      await expect(size.width).toBeGreaterThanOrEqual(24);
      await expect(size.height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Hide quick links' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(Math.round(aside.getBoundingClientRect().right)).toBe(
      document.documentElement.clientWidth,
    );
  },
};
