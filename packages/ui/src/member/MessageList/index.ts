export { MessageList } from './MessageList';
export type { MessageListProps } from './MessageList';
export { INBOX_MESSAGE_KINDS, useMessageText } from './messageText';
export type { InboxMessage, InboxMessageKind } from './messageText';
