import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsThePhone, readsRightToLeft } from '../shared/phoneChecks';
import { MessageList, type MessageListProps } from './MessageList';
import type { InboxMessage } from './messageText';

const messages: InboxMessage[] = [
  {
    id: 9,
    kind: 'depositCredited',
    amount: 500000,
    refId: 1042,
    title: null,
    body: null,
    createdAt: '2026-11-26T08:12:00Z',
    read: false,
  },
  {
    id: 8,
    kind: 'notice',
    amount: null,
    refId: null,
    title: 'Scheduled maintenance',
    body: 'The live casino will be unavailable on 30 November from 02:00 to 04:00 UTC.',
    createdAt: '2026-11-25T22:40:00Z',
    read: false,
  },
  {
    id: 7,
    kind: 'withdrawalApproved',
    amount: 300000,
    refId: 311,
    title: null,
    body: null,
    createdAt: '2026-11-25T10:05:00Z',
    read: true,
  },
  {
    id: 6,
    kind: 'withdrawalRejected',
    amount: 100000,
    refId: 310,
    title: null,
    body: null,
    createdAt: '2026-11-24T16:30:00Z',
    read: true,
  },
  {
    id: 5,
    kind: 'depositFailed',
    amount: 8000,
    refId: 1040,
    title: null,
    body: null,
    createdAt: '2026-11-24T09:00:00Z',
    read: true,
  },
];

/** Keeps read state, deletions and the page as the site would. */
function Controlled(args: MessageListProps) {
  const [list, setList] = useState(args.messages);
  const [page, setPage] = useState(args.page);
  return (
    <MessageList
      {...args}
      messages={list}
      unread={list.filter((m) => !m.read).length}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
      onOpen={(message) => {
        args.onOpen(message);
        setList((all) => all.map((m) => (m.id === message.id ? { ...m, read: true } : m)));
      }}
      onDelete={(message) => {
        void args.onDelete(message);
        setList((all) => all.filter((m) => m.id !== message.id));
      }}
      onMarkAllRead={() => {
        args.onMarkAllRead();
        setList((all) => all.map((m) => ({ ...m, read: true })));
      }}
    />
  );
}

const meta = {
  title: 'Member/MessageList',
  component: MessageList,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    messages,
    unread: 2,
    currency: 'P',
    page: 1,
    totalPages: 2,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReadAMessage: Story = {
  play: async ({ canvas, args, step }) => {
    await step('open the unread deposit message', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit arrival' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Deposit arrival' });
      await expect(dialog).toHaveTextContent('has been credited');
      await expect(args.onOpen).toHaveBeenCalledWith(messages[0]);
    });
    await step('close it: one unread left', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByText('1 unread')).toBeVisible();
    });
  },
};

export const DeleteAMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Scheduled maintenance”' }));
    const confirm = await within(document.body).findByRole('dialog', {
      name: 'Delete this message?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(messages[1]);
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    await expect(canvas.getByText('No unread messages')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, messages: [] } };

export const Empty: Story = {
  args: { messages: [], unread: 0, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Link abnormal. Check your connection and retry.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="MessageList"]')!;
    await fitsThePhone(root);
    const scroll = root.querySelector<HTMLElement>('[role="region"]')!;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
  },
};

export const OnAPhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ui="MessageList"]')!;
    await readsRightToLeft(root);
    await fitsThePhone(root);
  },
};
