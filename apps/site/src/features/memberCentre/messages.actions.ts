import { apiAtom } from '../../data/api';
import type { InboxList } from '@lobby/api';
import {
  fetchQuery,
  invalidateQueriesAtom,
  sessionScopeAtom,
  setQueryData,
} from '../../data/query';
import { atom } from '../../state/jotai';
import { messagesQuery, unreadCountQuery } from './messages.queries';

/**
 * Opens an unread message (the server marks it read): the count drops by one at once, everywhere
 * it shows, and the pages and the count are asked again.
 */
export const readMessageAtom = atom(null, async (get, set, id: number) => {
  const session = get(sessionScopeAtom);
  const { api, client } = await set(apiAtom);
  await api.readMessage(client, id);
  setQueryData(
    set,
    unreadCountQuery,
    (current) => ({ count: Math.max(0, (current?.count ?? 1) - 1) }),
    { session },
  );
  set(invalidateQueriesAtom, ['inbox']);
});

export const deleteMessageAtom = atom(null, async (_get, set, id: number) => {
  const { api, client } = await set(apiAtom);
  await api.deleteMessage(client, id);
  set(invalidateQueriesAtom, ['inbox']);
});

export const readAllMessagesAtom = atom(null, async (get, set) => {
  const session = get(sessionScopeAtom);
  const { api, client } = await set(apiAtom);
  await api.readAllMessages(client);
  setQueryData(set, unreadCountQuery, () => ({ count: 0 }), { session });
  set(invalidateQueriesAtom, ['inbox']);
});

/** The first page asked again now: where the inbox watch finds the messages that just arrived. */
export const latestMessagesAtom = atom(null, (_get, set): Promise<InboxList> =>
  fetchQuery(set, messagesQuery(1), { force: true }),
);
