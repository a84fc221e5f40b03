import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { NoticeBar } from './NoticeBar';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const notices = [
  { title: 'Scheduled maintenance tonight from 02:00 to 04:00' },
  { title: 'New slot games from three vendors this week' },
  { title: 'Weekend deposit bonus: 10% up to P 500' },
];

const meta = {
  title: 'Shell/NoticeBar',
  component: NoticeBar,
  tags: ['autodocs'],
  args: {
    notices,
    speed: 60,
    defaultPaused: false,
    onOpenNotice: fn(),
    onPausedChange: fn(),
  },
  argTypes: { notices: { control: 'object' } },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpenByClickAndKeyboard: Story = {
  play: async ({ canvas, args, step }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(region).toBeVisible();
    await step('a click opens the notice at its index', async () => {
      await userEvent.click(canvas.getByRole('button', { name: notices[1]!.title }));
      await expect(args.onOpenNotice).toHaveBeenLastCalledWith(1);
    });
    await step('Enter on a focused title opens it too', async () => {
      canvas.getByRole('button', { name: notices[2]!.title }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpenNotice).toHaveBeenLastCalledWith(2);
    });
  },
};

export const Paused: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: { notices: [{ title: 'صيانة مجدولة الليلة' }, { title: 'ألعاب جديدة هذا الأسبوع' }] },
  render: (args) => (
    <RightToLeftRoot>
      <NoticeBar {...args} />
    </RightToLeftRoot>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="Marquee"]')).toHaveAttribute(
      'data-dir',
      'rtl',
    );
  },
};
