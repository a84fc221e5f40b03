import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AppDownloadMenu } from './AppDownloadMenu';

const meta = {
  title: 'Shell/AppDownloadMenu',
  component: AppDownloadMenu,
  tags: ['autodocs'],
  args: {
    ios: { url: 'https://apps.example.com/ios', qrValue: 'https://dl.example.com/ios' },
    android: { url: 'https://apps.example.com/android', qrValue: 'https://dl.example.com/android' },
    variant: 'ghost',
    size: 'sm',
    onOpenChange: fn(),
    onStoreLinkClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, display: 'grid', placeItems: 'start center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppDownloadMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Download the app' });
    await expect(popover).toBeVisible();
    await expect(screen.getAllByRole('link')).toHaveLength(2);
  },
};

export const AndroidOnly: Story = {
  args: { defaultOpen: true, ios: null },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('link', { name: /iOS/ })).toBeNull();
    await expect(screen.getByRole('link', { name: /Android/ })).toBeVisible();
  },
};

export const OpenAndClose: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Download app' });
    await step('Enter opens the codes', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Download the app' });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('Escape closes it and focus returns', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const RightToLeft: Story = { globals: { locale: 'AR' }, args: { defaultOpen: true } };

/** On a 360 px phone: both QR codes and store links open in a popover that fits the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Download app' });
    const triggerBox = trigger.getBoundingClientRect();
    await expect(triggerBox.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Download the app' });
    await expect(popover).toBeVisible();
    const box = popover.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      screen.getByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeVisible();
    for (const link of screen.getAllByRole('link')) {
      const linkBox = link.getBoundingClientRect();
      await expect(linkBox.height).toBeGreaterThanOrEqual(24);
      await expect(linkBox.left).toBeGreaterThanOrEqual(box.left);
      await expect(linkBox.right).toBeLessThanOrEqual(box.right);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
