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

/** The pause control: a whole 24 px target inside the screen, with no title sliding over it. */
async function controlStaysWhole(control: HTMLElement) {
  const box = control.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(24);
  await expect(box.height).toBeGreaterThanOrEqual(24);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  for (const [x, y] of [
    [box.left + 2, box.top + box.height / 2],
    [box.right - 2, box.top + box.height / 2],
  ] as const) {
    await expect(control.contains(document.elementFromPoint(x, y))).toBe(true);
  }
}

/** On a 360 px phone: the titles scroll in one line beside a whole pause button; a tap opens one. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(region).toBeVisible();
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // One line high: the titles do not wrap on a narrow screen.
    const title = canvas.getByRole('button', { name: notices[0]!.title });
    await expect(title.getBoundingClientRect().height).toBeLessThan(48);
    await controlStaysWhole(
      canvasElement.querySelector<HTMLElement>('[data-ui="Marquee.Control"]')!,
    );
    await userEvent.click(title);
    await expect(args.onOpenNotice).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

/** On a 360 px phone in Arabic: the pause button at the right (the start), the titles beside it. */
export const OnAPhoneRightToLeft: Story = {
  args: { notices: [{ title: 'صيانة مجدولة الليلة' }, { title: 'ألعاب جديدة هذا الأسبوع' }] },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvas.getByRole('region', { name: 'الإعلانات' });
    await expect(region).toHaveAttribute('data-dir', 'rtl');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const control = canvas.getByRole('button', { name: 'إيقاف مؤقت' });
    await controlStaysWhole(control);
    const viewport = canvasElement.querySelector<HTMLElement>('[data-ui="Marquee.Viewport"]')!;
    await expect(control.getBoundingClientRect().left).toBeGreaterThan(
      viewport.getBoundingClientRect().right,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'صيانة مجدولة الليلة' }));
    await expect(args.onOpenNotice).toHaveBeenLastCalledWith(0);
  },
};
