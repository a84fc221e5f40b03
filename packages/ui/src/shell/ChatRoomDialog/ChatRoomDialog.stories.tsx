import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ChatRoomDialog, CHAT_ROOM_SANDBOX, type ChatRoomDialogProps } from './ChatRoomDialog';

// A page of its own in a data address: the story needs no server, and the frame still loads.
const ROOM =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent('<!doctype html><html lang="en"><title>Room</title><h1>Chat room</h1></html>');

function Demo(args: ChatRoomDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the chat room</Button>
      <ChatRoomDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/ChatRoomDialog',
  component: ChatRoomDialog,
  tags: ['autodocs'],
  args: { open: true, url: ROOM, onOpenChange: fn() },
  render: (args) => <Demo key={String(args.open)} {...args} />,
} satisfies Meta<typeof ChatRoomDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a button: the titled frame, closed by keyboard, focus back on the opener. */
export const OpenAndClose: Story = {
  args: { open: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open the chat room' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Chat room');
    await expect(frame).toHaveAttribute('sandbox', CHAT_ROOM_SANDBOX);
    await expect(frame?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The brand's own name for its room titles the dialog and the frame. */
export const Named: Story = {
  args: { title: 'Aurora chat room' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Aurora chat room' });
    await expect(within(dialog).getByTitle('Aurora chat room')).toBeVisible();
  },
};

/** On a 360 px phone: a sheet filling the screen, the frame inside it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    const frame = within(dialog).getByTitle('Chat room');
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
