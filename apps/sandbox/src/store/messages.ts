import type { Database } from '../db';

// SQL only: the inbox's rules (who may read what, which money events write a message) are in
// inbox/messages.ts.

export const MONEY_MESSAGE_KINDS = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
] as const;
export type MoneyMessageKind = (typeof MONEY_MESSAGE_KINDS)[number];
export type MessageKind = MoneyMessageKind | 'notice';

export interface MessageRow {
  id: number;
  memberId: number;
  kind: MessageKind;
  amount: number | null;
  refId: number | null;
  title: string | null;
  body: string | null;
  createdAt: number;
  readAt: number | null;
}

const COLUMNS = `id, member_id AS memberId, kind, amount, ref_id AS refId, title, body,
  created_at AS createdAt, read_at AS readAt`;

export type NewMessage =
  | { kind: MoneyMessageKind; amount: number; refId: number }
  | { kind: 'notice'; title: string; body: string };

export function insertMessage(
  db: Database,
  memberId: number,
  message: NewMessage,
  now: number,
): number {
  const money = message.kind !== 'notice';
  return db.run(
    `INSERT INTO messages (member_id, kind, amount, ref_id, title, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      memberId,
      message.kind,
      money ? message.amount : null,
      money ? message.refId : null,
      money ? null : message.title,
      money ? null : message.body,
      now,
    ],
  ).lastInsertRowid;
}

/** A page of the member's messages: unread first, then newest first. */
export function listMessages(
  db: Database,
  memberId: number,
  limit: number,
  offset: number,
): { rows: MessageRow[]; total: number } {
  const rows = db.all<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE member_id = ?
       ORDER BY read_at IS NOT NULL, id DESC LIMIT ? OFFSET ?`,
    [memberId, limit, offset],
  );
  const total =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE member_id = ?', [memberId])
      ?.n ?? 0;
  return { rows, total };
}

/** One of the member's messages; another member's is not found. */
export function findMessage(db: Database, memberId: number, id: number): MessageRow | undefined {
  return db.get<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE id = ? AND member_id = ?`, [
    id,
    memberId,
  ]);
}

/** Marks it read (the first reading's time is kept); false when the member has no such message. */
export function markMessageRead(db: Database, memberId: number, id: number, now: number): boolean {
  return (
    db.run('UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?', [
      now,
      id,
      memberId,
    ]).changes > 0
  );
}

/** Marks every unread message read; answers how many changed. */
export function markAllMessagesRead(db: Database, memberId: number, now: number): number {
  return db.run('UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL', [
    now,
    memberId,
  ]).changes;
}

export function deleteMessage(db: Database, memberId: number, id: number): boolean {
  return db.run('DELETE FROM messages WHERE id = ? AND member_id = ?', [id, memberId]).changes > 0;
}

export function unreadCountOf(db: Database, memberId: number): number {
  return (
    db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL',
      [memberId],
    )?.n ?? 0
  );
}
