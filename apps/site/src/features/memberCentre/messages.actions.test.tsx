import { describe, expect, test } from 'vitest';
import { fetchQuery, queryState } from '../../data/query';
import { storeFor } from '../../test/renderInSite';
import { deleteMessageAtom, readAllMessagesAtom, readMessageAtom } from './messages.actions';
import { unreadCountQuery } from './messages.queries';

/** A fake inbox on the server side: the count answers what the actions left. */
function inbox(unread: number) {
  const calls: string[] = [];
  const state = { unread, countAsked: 0 };
  const store = storeFor('member', [], {
    getInboxUnread: () => {
      state.countAsked += 1;
      return Promise.resolve({ count: state.unread });
    },
    readMessage: (_client, id) => {
      calls.push(`read ${id}`);
      state.unread -= 1;
      return Promise.resolve({
        id,
        kind: 'notice',
        amount: null,
        refId: null,
        title: 'T',
        body: 'B',
        createdAt: '2026-11-26T10:00:00Z',
        read: true,
      });
    },
    deleteMessage: (_client, id) => {
      calls.push(`delete ${id}`);
      return Promise.resolve(null);
    },
    readAllMessages: () => {
      calls.push('read all');
      const marked = state.unread;
      state.unread = 0;
      return Promise.resolve({ marked });
    },
  });
  return { store, calls, state };
}

describe('the inbox actions', () => {
  test('reading a message lowers the count by one at once', async () => {
    const { store, calls } = inbox(3);
    await fetchQuery(store.set, unreadCountQuery);
    await store.set(readMessageAtom, 7);
    expect(calls).toEqual(['read 7']);
    expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 2 });
    // Asked again when next wanted: the server's count.
    await expect(fetchQuery(store.set, unreadCountQuery)).resolves.toEqual({ count: 2 });
  });

  test('mark all read sets the count to 0', async () => {
    const { store, calls } = inbox(4);
    await fetchQuery(store.set, unreadCountQuery);
    await store.set(readAllMessagesAtom);
    expect(calls).toEqual(['read all']);
    expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 0 });
  });

  test('a delete makes the count stale, so it is asked again', async () => {
    const { store, calls, state } = inbox(1);
    await fetchQuery(store.set, unreadCountQuery);
    // A fresh answer is not asked again...
    await fetchQuery(store.set, unreadCountQuery);
    expect(state.countAsked).toBe(1);
    await store.set(deleteMessageAtom, 3);
    expect(calls).toEqual(['delete 3']);
    // ...but after a delete it is.
    await fetchQuery(store.set, unreadCountQuery);
    expect(state.countAsked).toBe(2);
  });
});
