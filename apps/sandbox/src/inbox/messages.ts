import type { Database } from '../db';
import {
  deleteMessage,
  findMessage,
  insertMessage,
  listMessages,
  markAllMessagesRead,
  markMessageRead,
  unreadCountOf,
} from '../store/messages';
import type { MessageRow, MoneyMessageKind, NewMessage } from '../store/messages';
import { MoneyRefusal } from '../wallet/refusal';

/*
 * The member's platform information (doc 2 §2.3 messageV2). Every function takes the member's id
 * from the session: a message of another member is "not found", never read, marked or deleted.
 */

export { unreadCountOf };

export function messagesOf(db: Database, memberId: number, limit: number, offset: number) {
  return listMessages(db, memberId, limit, offset);
}

/** Opens a message: it is read from now on. */
export function readMessage(db: Database, memberId: number, id: number, now: number): MessageRow {
  return db.transaction(() => {
    if (!markMessageRead(db, memberId, id, now)) throw notFound();
    const row = findMessage(db, memberId, id);
    if (!row) throw notFound();
    return row;
  });
}

export function removeMessage(db: Database, memberId: number, id: number): void {
  if (!deleteMessage(db, memberId, id)) throw notFound();
}

export function readAllMessages(db: Database, memberId: number, now: number): number {
  return markAllMessagesRead(db, memberId, now);
}

/**
 * Tells the member of a money event (doc 2 §4.7, §8: deposit arrival, deposit failed, withdrawal
 * approved or rejected). Called inside the transaction that makes the event, so the message exists
 * exactly when the event does.
 */
export function tellMoneyEvent(
  db: Database,
  memberId: number,
  event: { kind: MoneyMessageKind; amount: number; refId: number },
  now: number,
): number {
  return insertMessage(db, memberId, event, now);
}

/** An operator's notice to one member, in the operator's own words. */
export function sendNotice(
  db: Database,
  memberId: number,
  notice: Omit<Extract<NewMessage, { kind: 'notice' }>, 'kind'>,
  now: number,
): number {
  return insertMessage(db, memberId, { kind: 'notice', ...notice }, now);
}

function notFound(): MoneyRefusal {
  return new MoneyRefusal('notFound', 'No such message');
}
