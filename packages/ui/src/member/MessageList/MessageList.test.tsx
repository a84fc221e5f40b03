import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { MessageList, type MessageListProps } from './MessageList';
import type { InboxMessage } from './messageText';

const messages: InboxMessage[] = [
  {
    id: 3,
    kind: 'depositCredited',
    amount: 150000,
    refId: 41,
    title: null,
    body: null,
    createdAt: '2026-11-26T10:30:00Z',
    read: false,
  },
  {
    id: 2,
    kind: 'notice',
    amount: null,
    refId: null,
    title: 'Scheduled maintenance',
    body: 'The live casino rests on Sunday.',
    createdAt: '2026-11-25T09:00:00Z',
    read: false,
  },
  {
    id: 1,
    kind: 'withdrawalRejected',
    amount: 20000,
    refId: 7,
    title: null,
    body: null,
    createdAt: '2026-11-24T09:00:00Z',
    read: true,
  },
];

function setup(props: Partial<MessageListProps> = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve()),
    onMarkAllRead: vi.fn(),
    onPageChange: vi.fn(),
  };
  render(
    <MessageList
      messages={messages}
      unread={2}
      currency="₱"
      page={1}
      totalPages={1}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('MessageList', () => {
  test('writes money messages from their kind and amount, and says how many are unread', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Deposit arrival' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdrawal rejected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('Unread')).toHaveLength(2);
  });

  test('opening an unread message shows its body and reports it; a read one is not reported', async () => {
    const user = userEvent.setup();
    const { onOpen } = setup();
    await user.click(screen.getByRole('button', { name: 'Deposit arrival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit arrival' });
    expect(dialog).toHaveTextContent('Your deposit of ₱1,500.00 (no. 41) has been credited');
    expect(onOpen).toHaveBeenCalledWith(messages[0]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Withdrawal rejected' }));
    expect(await screen.findByRole('dialog', { name: 'Withdrawal rejected' })).toHaveTextContent(
      'the amount is back in your wallet',
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  test('deletes only after the member confirms', async () => {
    const user = userEvent.setup();
    const { onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete “Scheduled maintenance”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(messages[1]);
  });

  test('mark all read is offered only while something is unread', async () => {
    const user = userEvent.setup();
    const { onMarkAllRead } = setup();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalled();
  });

  test('with nothing unread mark all read is disabled', () => {
    setup({ unread: 0 });
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByText('No unread messages')).toHaveAttribute('role', 'status');
  });

  test('a failed load says so with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    setup({ error: 'Link abnormal, retry.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Link abnormal, retry.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  test('no messages: the empty state', () => {
    setup({ messages: [], unread: 0 });
    expect(screen.getByText('No messages')).toBeInTheDocument();
  });
});
