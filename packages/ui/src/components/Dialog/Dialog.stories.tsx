import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Notice',
    description: 'Scheduled maintenance tonight from 02:00 to 04:00.',
    width: 600,
    height: 300,
    clickToClose: true,
    hideTitle: false,
    hideCloseButton: false,
    onOpenChange: fn(),
    trigger: <Button>Open notice</Button>,
    children: (
      <DialogClose>
        <Button variant="secondary">Got it</Button>
      </DialogClose>
    ),
  },
  argTypes: {
    width: { control: 'text' },
    height: { control: 'text' },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await step('focus moves into the dialog', async () => {
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });
    await step('Tab stays inside the dialog', async () => {
      for (let i = 0; i < 4; i += 1) {
        await userEvent.tab();
        await expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Open notice' });
    await step('open from the keyboard', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Notice' });
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const ClickToCloseOff: Story = {
  args: { defaultOpen: true, clickToClose: false },
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await step('Escape does not close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(dialog).toBeInTheDocument();
    });
    await step('the explicit action still does', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const Sizes: Story = {
  args: { defaultOpen: true, width: '80%', height: '420px', title: 'Help centre' },
};

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, title: 'Promotion', description: undefined },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeInTheDocument();
  },
};

/** On a 360 px phone a dialog fills the screen, its close button in reach. */
export const OnAPhone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** An alert dialog stays a card on a phone: a question to answer, not a page. */
export const AlertOnAPhone: Story = {
  args: { defaultOpen: true, role: 'alertdialog', title: 'Leave the game?', height: 200 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the game?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};

/** The sheet variant: a panel at the inline end, the full height of the window. */
export const Sheet: Story = {
  args: { defaultOpen: true, variant: 'sheet', title: 'Menu' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};
