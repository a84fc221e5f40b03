import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'A real account is needed',
    message: 'Trial accounts cannot use this feature. Register a real account to continue.',
    trigger: <Button>Deposit</Button>,
    confirmVariant: 'primary',
    closeOnEscape: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
    confirmLabel: { control: 'text' },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FocusOnConfirm: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Deposit' });
    await step('opens as an alert dialog with focus on Confirm', async () => {
      await userEvent.click(trigger);
      await screen.findByRole('alertdialog', { name: 'A real account is needed' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    });
    await step('Enter confirms and focus goes back', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const EscapeAllowed: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeNotAllowed: Story = {
  args: {
    defaultOpen: true,
    closeOnEscape: false,
    title: 'SMS not sent',
    message: 'Too many requests. Retry after 5 minutes.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'SMS not sent' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
