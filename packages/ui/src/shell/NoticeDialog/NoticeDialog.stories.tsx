import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultBrand, getBrand } from '@lobby/theme';
import { Button } from '../../components/Button';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { useThemeScope } from '../../theme/ThemeContext';
import { NoticeDialog, type NoticeDialogProps, type NoticeItem } from './NoticeDialog';

/** Re-roots the story right to left, as the locale toolbar would. */
function RightToLeftRoot({ children }: { children: ReactNode }) {
  const { theme } = useThemeScope();
  return (
    <ThemeRoot brand={getBrand(theme.brandCode) ?? defaultBrand} mode={theme.mode} dir="rtl">
      {children}
    </ThemeRoot>
  );
}

const notices: NoticeItem[] = [
  {
    id: 1,
    title: 'Scheduled maintenance',
    date: '1 May 2026',
    content: '<p>The site is <strong>unavailable</strong> tonight from 02:00 to 04:00.</p>',
  },
  {
    id: 2,
    title: 'New slot games',
    content:
      '<p>Three new vendors this week.</p><ul><li>Fortune Reels</li><li>Dragon Gold</li></ul>',
  },
  {
    id: 3,
    title: 'Weekend bonus',
    content: '<p>10% up to P 500. <a href="https://help.example.com/bonus">Terms</a></p>',
  },
];

/**
 * Controlled by local state: the story tests have no args channel. The story keys it by the
 * controlled args, so the Controls panel still drives it.
 */
function Demo(args: NoticeDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [index, setIndex] = useState(args.index);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open notices</Button>
      <NoticeDialog
        {...args}
        open={open}
        index={index}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onIndexChange={(next) => {
          args.onIndexChange(next);
          setIndex(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/NoticeDialog',
  component: NoticeDialog,
  tags: ['autodocs'],
  args: { notices, index: 0, open: true, onIndexChange: fn(), onOpenChange: fn() },
  argTypes: { notices: { control: 'object' } },
  render: (args) => <Demo key={`${args.open}-${args.index}`} {...args} />,
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BrowseNotices: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    await step('next shows the second notice', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next notice' }));
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
      await screen.findByRole('dialog', { name: 'New slot games' });
    });
    await step('at the end, focus moves to previous', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Next notice' }));
      await screen.findByRole('dialog', { name: 'Weekend bonus' });
      await expect(screen.getByRole('button', { name: 'Next notice' })).toBeDisabled();
      await expect(screen.getByRole('button', { name: 'Previous notice' })).toHaveFocus();
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const SingleNotice: Story = {
  args: { notices: notices.slice(0, 1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    await expect(within(dialog).queryByRole('button', { name: 'Next notice' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: {
    notices: [
      { id: 1, title: 'صيانة مجدولة', content: '<p>الموقع غير متاح الليلة.</p>' },
      { id: 2, title: 'مكافأة نهاية الأسبوع', content: '<p>عشرة بالمئة.</p>' },
    ],
  },
  render: (args) => (
    <RightToLeftRoot>
      <Demo {...args} />
    </RightToLeftRoot>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'صيانة مجدولة' });
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** On a 360 px phone: the notice fills the screen as a sheet, close and next/previous in reach. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(within(dialog).getByText('1 May 2026')).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const next = within(dialog).getByRole('button', { name: 'Next notice' });
    const previous = within(dialog).getByRole('button', { name: 'Previous notice' });
    for (const button of [close, next, previous]) {
      const target = button.getBoundingClientRect();
      await expect(target.width).toBeGreaterThanOrEqual(24);
      await expect(target.height).toBeGreaterThanOrEqual(24);
      await expect(target.left).toBeGreaterThanOrEqual(0);
      await expect(target.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(target.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await userEvent.click(next);
    await screen.findByRole('dialog', { name: 'New slot games' });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};
