import { describe, expect, test } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { InboxList, Message } from '@lobby/api';
import { newSessionScopeAtom, queryState, sessionScopeAtom } from '../../data/query';
import { renderInSite, storeFor } from '../../test/renderInSite';
import { watchedDepositsAtom } from './deposit.atoms';
import { MemberCentreLayer } from './MemberCentreLayer';
import { unreadCountQuery } from './messages.queries';

const message = (id: number, kind: Message['kind'], refId: number | null = null): Message => ({
  id,
  kind,
  amount: kind === 'notice' ? null : 25_000,
  refId,
  title: kind === 'notice' ? `Notice ${id}` : null,
  body: kind === 'notice' ? 'From the operator' : null,
  createdAt: '2026-11-26T10:00:00Z',
  read: false,
});
const pageOf = (list: Message[]): InboxList => ({
  list,
  page: 1,
  pageSize: 10,
  total: list.length,
  totalPage: 1,
  unread: list.filter((m) => !m.read).length,
});

/** The tab comes back into view: the watch asks the count again. */
function tabShown() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('the inbox watch', () => {
  test('keeps the count and toasts a message that arrives while the member is online', async () => {
    const counts = [1, 2];
    const pages = [
      pageOf([message(4, 'notice')]),
      pageOf([message(5, 'withdrawalApproved', 9), message(4, 'notice')]),
    ];
    let unreadCalls = 0;
    let listCalls = 0;
    const store = storeFor('member', [], {
      getInboxUnread: () => Promise.resolve({ count: counts[Math.min(unreadCalls++, 1)] ?? 0 }),
      getMessages: () => Promise.resolve(pages[Math.min(listCalls++, 1)]!),
    });
    await renderInSite(<MemberCentreLayer />, { store });
    await waitFor(() => expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 1 }));
    // What was unread before is not told again.
    await waitFor(() => expect(listCalls).toBe(1));
    expect(screen.queryByText('Notice 4')).toBeNull();

    tabShown();
    expect(await screen.findByText('Withdrawal approved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your withdrawal of P250.00 (no. 9) has been approved and will be paid out soon.',
      ),
    ).toBeInTheDocument();
    expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 2 });
    expect(screen.queryByText('Notice 4')).toBeNull();
  });

  test('a deposit this tab watches is told by the deposit watch, not twice', async () => {
    let unreadCalls = 0;
    const store = storeFor('member', [], {
      getInboxUnread: () => Promise.resolve({ count: unreadCalls++ === 0 ? 0 : 2 }),
      getMessages: () =>
        Promise.resolve(pageOf([message(8, 'notice'), message(7, 'depositCredited', 41)])),
    });
    store.set(watchedDepositsAtom, {
      session: store.get(sessionScopeAtom),
      deposit: {
        id: 41,
        methodId: 1,
        amount: 25_000,
        status: 'credited',
        createdAt: '2026-11-26T10:00:00Z',
        settledAt: '2026-11-26T10:00:03Z',
      },
    });
    await renderInSite(<MemberCentreLayer />, { store });
    await waitFor(() => expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 0 }));
    tabShown();
    expect(await screen.findByText('Notice 8')).toBeInTheDocument();
    // DepositWatch (mounted for the watched deposit) has its own toast; this watch adds none.
    expect(screen.queryByText(/\(no\. 41\) has been credited/)).toBeNull();
  });

  test('the count belongs to the session: another player starts from their own', async () => {
    let unreadCalls = 0;
    const store = storeFor('member', [], {
      getInboxUnread: () => Promise.resolve({ count: unreadCalls++ === 0 ? 3 : 0 }),
      getMessages: () => Promise.resolve(pageOf([])),
    });
    await renderInSite(<MemberCentreLayer />, { store });
    await waitFor(() => expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 3 }));
    act(() => store.set(newSessionScopeAtom));
    await waitFor(() => expect(queryState(store.get, unreadCountQuery).data).toEqual({ count: 0 }));
    expect(unreadCalls).toBe(2);
  });
});
