import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Log out?',
    message: 'You will need to sign in again to play.',
    trigger: <Button>Log out</Button>,
    confirmVariant: 'primary',
    disableCoverClose: false,
    hideCancel: false,
    onConfirm: fn(),
    onCancel: fn(),
    onAutoClose: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    autoCloseMs: { control: 'number' },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ConfirmFlow: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Log out' });
    await step('opens with focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });
    await step('Confirm calls back, closes and returns focus', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const CancelWithEscape: Story = {
  args: { defaultOpen: true, disableCoverClose: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Log out?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The confirm action takes a while: the button is busy and the dialog waits. */
export const AsyncConfirm: Story = {
  args: {
    defaultOpen: true,
    title: 'Transfer 100.00 to the main wallet?',
    message: 'The amount leaves the game wallet.',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('button', { name: 'Confirm Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const AutoClose: Story = {
  args: {
    defaultOpen: true,
    title: 'Saved',
    message: 'Your bank card was added.',
    hideCancel: true,
    confirmLabel: 'OK',
    autoCloseMs: 5000,
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Saved' });
    await expect(screen.getByText(/Closes in \d s/)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Danger: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete this bank card?',
    message: 'It can be added again later.',
    confirmVariant: 'danger',
    confirmLabel: 'Delete',
  },
};
