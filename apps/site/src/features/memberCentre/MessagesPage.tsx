import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MessageList } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { deleteMessageAtom, readAllMessagesAtom, readMessageAtom } from './messages.actions';
import { messagesQuery } from './messages.queries';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';

/**
 * Platform information (messageV2): the member's messages, unread first, a page at a time. Opening
 * one marks it read on the server; delete asks first; mark all read clears the badges.
 */
export function MessagesPage() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const money = useCurrencyProps();
  const messages = useQuery(messagesQuery(page), { keepPrevious: true });
  const read = useMoneyAction(readMessageAtom);
  const remove = useMoneyAction(deleteMessageAtom);
  const readAll = useMoneyAction(readAllMessagesAtom);
  const [marking, setMarking] = useState(false);
  const failed = messages.failed;
  const totalPages = Math.max(1, messages.data?.totalPage ?? 1);

  return (
    <MessageList
      messages={messages.data?.list ?? []}
      unread={messages.data?.unread ?? 0}
      {...money}
      page={page}
      totalPages={totalPages}
      onPageChange={setPage}
      onOpen={(message) => void read.run(message.id).catch(() => undefined)}
      onDelete={async (message) => {
        const lastOnPage = (messages.data?.list.length ?? 0) <= 1;
        await remove.run(message.id);
        // The last message of a later page is gone: show the page before it.
        if (lastOnPage && page > 1) setPage(page - 1);
      }}
      onMarkAllRead={() => {
        setMarking(true);
        void readAll
          .run()
          .catch(() => undefined)
          .finally(() => setMarking(false));
      }}
      markingAllRead={marking}
      actionError={read.error ?? remove.error ?? readAll.error}
      loading={messages.data === undefined && !failed}
      error={failed ? errorMessage(i18n, messages.error) : null}
      onRetry={() => void messages.refetch()}
    />
  );
}
