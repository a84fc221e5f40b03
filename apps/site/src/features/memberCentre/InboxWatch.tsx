import { useEffect, useEffectEvent, useRef } from 'react';
import type { Message } from '@lobby/api';
import { ToastProvider, useMessageText, useToast } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { watchedDepositsAtom } from './deposit.atoms';
import { latestMessagesAtom } from './messages.actions';
import { unreadCountQuery } from './messages.queries';
import { useCurrencyProps } from './useCurrencyProps';

/** How often the unread count is asked while the member is on the site, in ms. */
export const INBOX_POLL_MS = 30_000;

const TONES = {
  depositCredited: 'success',
  depositFailed: 'danger',
  withdrawalApproved: 'success',
  withdrawalRejected: 'warning',
  notice: 'info',
} as const;

/**
 * Keeps the unread count fresh while a member is logged in (every 30 s, and when the tab comes
 * back into view), for the avatar, the Mailbox and the menu's badges; and tells the member of
 * messages that arrive meanwhile with a toast of their title (doc 2 §4.7, §8). A deposit this tab
 * is watching is told by DepositWatch, so its message is not told twice. Mounted per session: a
 * new player starts with nothing seen.
 */
export function InboxWatch() {
  useDeferredMessages();
  return (
    <ToastProvider durationMs={8000}>
      <Watch />
    </ToastProvider>
  );
}

function Watch() {
  const unread = useQuery(unreadCountQuery);
  const { refetch } = unread;
  const count = unread.data?.count;

  useEffect(() => {
    const timer = setInterval(() => void refetch(), INBOX_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);

  useArrivalToasts(count);
  return null;
}

/** Toasts the unread messages newer than any this watch has seen, when the count goes up. */
function useArrivalToasts(count: number | undefined) {
  const toast = useToast();
  const latest = useSetAtom(latestMessagesAtom);
  const watched = useAtomValue(watchedDepositsAtom);
  const { currency } = useCurrencyProps();
  const textOf = useMessageText(currency);
  // The newest message id known (null: not yet known) and the count last seen.
  const newestSeen = useRef<number | null>(null);
  const lastCount = useRef<number | undefined>(undefined);
  // Told from the effect's answer with the latest watch list and words, without re-running it.
  const announce = useEffectEvent((list: readonly Message[], known: number) => {
    const toldByDepositWatch = (m: Message) =>
      (m.kind === 'depositCredited' || m.kind === 'depositFailed') &&
      watched.some((d) => d.id === m.refId);
    for (const message of list) {
      if (message.read || message.id <= known || toldByDepositWatch(message)) continue;
      const { title, body } = textOf(message);
      toast.show({ tone: TONES[message.kind], title, description: body });
    }
  });

  useEffect(() => {
    if (count === undefined) return;
    const before = lastCount.current;
    lastCount.current = count;
    // The first count is what the member already has: only learn which messages exist.
    const firstLook = before === undefined;
    if (!firstLook && count <= before) return;
    // Nothing unread yet: whatever arrives unread from now on is new, so no call is needed.
    if (firstLook && count === 0) {
      newestSeen.current = 0;
      return;
    }
    // Not cancelled by a newer count: each answer only moves what is known forward.
    void latest()
      .then(({ list }) => {
        const known = newestSeen.current;
        newestSeen.current = Math.max(known ?? 0, ...list.map((m) => m.id));
        if (firstLook || known === null) return;
        announce(list, known);
      })
      // The count still shows; a toast missed now is in the inbox.
      .catch(() => undefined);
  }, [count, latest]);
}
