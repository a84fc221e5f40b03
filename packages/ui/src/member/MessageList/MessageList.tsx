import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Pagination } from '../../components/Pagination';
import { StatusBadge } from '../../components/StatusBadge';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatDateTime } from '../shared/formatDateTime';
import { StyledHeading, StyledText } from '../shared/shared.styles';
import { useMessageText, type InboxMessage } from './messageText';
import {
  StyledBody,
  StyledMessageList,
  StyledOpen,
  StyledProblem,
  StyledToolbar,
} from './MessageList.styles';

export interface MessageListProps {
  /** One page, unread first (the server's order). */
  messages: readonly InboxMessage[];
  /** The member's unread messages on every page. */
  unread: number;
  /** Currency symbol of the money messages. @default 'P' */
  currency?: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The member opened a message (the site marks it read). */
  onOpen: (message: InboxMessage) => void;
  /**
   * Deletes one after the member confirmed. A promise keeps the confirmation open and busy until
   * it settles; a rejection leaves it open to retry.
   */
  onDelete: (message: InboxMessage) => void | Promise<unknown>;
  onMarkAllRead: () => void;
  /** Mark all read is under way. @default false */
  markingAllRead?: boolean;
  /** Shows skeleton rows. @default false */
  loading?: boolean;
  /** The messages could not be loaded: the message replaces the table, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** A delete or mark all read failed: shown under the toolbar, and in the delete confirmation. */
  actionError?: string | null | undefined;
}

/**
 * Platform information (doc 2 §2.3 messageV2): the member's messages, unread first, a page at a
 * time. A title opens the message in a dialog; delete asks first; mark all read clears the count.
 * On a phone the rows stack as cards.
 */
export function MessageList({
  messages,
  unread,
  currency = 'P',
  page,
  totalPages,
  onPageChange,
  onOpen,
  onDelete,
  onMarkAllRead,
  markingAllRead = false,
  loading = false,
  error,
  onRetry,
  actionError,
}: MessageListProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const textOf = useMessageText(currency);
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);

  const open = (message: InboxMessage) => {
    setOpened(message);
    if (!message.read) onOpen(message);
  };

  const columns: DataTableColumn<InboxMessage>[] = [
    {
      id: 'read',
      header: t`Status`,
      cell: (row) =>
        row.read ? (
          <StatusBadge tone="neutral">{t`Read`}</StatusBadge>
        ) : (
          <StatusBadge tone="accent">{t`Unread`}</StatusBadge>
        ),
    },
    {
      id: 'title',
      header: t`Title`,
      cell: (row) => (
        <StyledOpen type="button" data-unread={!row.read} onClick={() => open(row)}>
          {textOf(row).title}
        </StyledOpen>
      ),
    },
    { id: 'createdAt', header: t`Time`, cell: (row) => formatDateTime(row.createdAt, lang) },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Delete “${textOf(row).title}”`}
          onClick={() => setDeleting(row)}
        >
          {t`Delete`}
        </Button>
      ),
    },
  ];

  const shown = opened ? textOf(opened) : null;
  return (
    <StyledMessageList aria-labelledby={headingId}>
      <StyledToolbar>
        <StyledHeading id={headingId}>{t`Platform information`}</StyledHeading>
        <StyledText role="status">
          {unread === 0 ? t`No unread messages` : t`${unread} unread`}
        </StyledText>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 && !markingAllRead}
          loading={markingAllRead}
          onClick={onMarkAllRead}
        >
          {t`Mark all read`}
        </Button>
      </StyledToolbar>
      {actionError && !deleting ? <StyledText role="alert">{actionError}</StyledText> : null}
      {error ? (
        <StyledProblem>
          <StyledText role="alert">{error}</StyledText>
          {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
        </StyledProblem>
      ) : (
        <>
          <DataTable
            caption={t`Messages`}
            hideCaption
            columns={columns}
            rows={messages}
            getRowKey={(row) => row.id}
            loading={loading}
            emptyTitle={t`No messages`}
            emptyDescription={t`Messages about your deposits, withdrawals and from the operator arrive here.`}
          />
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </>
      )}
      <Dialog
        open={opened !== null}
        onOpenChange={(next) => {
          if (!next) setOpened(null);
        }}
        title={shown?.title ?? ''}
        description={opened ? formatDateTime(opened.createdAt, lang) : undefined}
      >
        <StyledBody>{shown?.body}</StyledBody>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        title={t`Delete this message?`}
        message={deleting ? textOf(deleting).title : undefined}
        confirmLabel={t`Delete`}
        confirmVariant="danger"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      >
        {actionError ? <StyledText role="alert">{actionError}</StyledText> : null}
      </ConfirmDialog>
    </StyledMessageList>
  );
}
MessageList.displayName = 'MessageList';
