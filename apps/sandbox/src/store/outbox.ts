import type { Database } from '../db';

export type Channel = 'sms' | 'email';

export interface OutboxMessage {
  id: number;
  channel: Channel;
  to: string;
  body: string;
  createdAt: string;
}

/**
 * "Sends" an SMS or e-mail: the sandbox has no gateway, so the message lands in the outbox where a
 * developer (GET /wps/dev/outbox) or an end-to-end test reads the code from it.
 */
export function sendMessage(
  db: Database,
  message: { channel: Channel; to: string; body: string },
  now: number = Date.now(),
): OutboxMessage {
  const createdAt = new Date(now).toISOString();
  const { lastInsertRowid } = db.run(
    'INSERT INTO outbox (channel, recipient, body, created_at) VALUES (?, ?, ?, ?)',
    [message.channel, message.to, message.body, createdAt],
  );
  return { id: lastInsertRowid, ...message, createdAt };
}

/** Newest first; at most `limit` messages. */
export function listOutbox(db: Database, to: string | undefined, limit = 100): OutboxMessage[] {
  const columns = 'id, channel, recipient AS "to", body, created_at AS createdAt';
  return to === undefined
    ? db.all<OutboxMessage>(`SELECT ${columns} FROM outbox ORDER BY id DESC LIMIT ?`, [limit])
    : db.all<OutboxMessage>(
        `SELECT ${columns} FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?`,
        [to, limit],
      );
}
