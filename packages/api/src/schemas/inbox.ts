import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import {
  intParam,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  pageSchema,
  positiveIntSchema,
} from './common';

/*
 * The member's messages (doc 2 §2.3 messageV2, §4.7, §8). A money message names its kind and its
 * parameters (amount in minor units, the deposit's or withdrawal's id) and the site writes its
 * title and body in the member's language; an operator notice carries its own title and body.
 */

export const MONEY_MESSAGE_KINDS = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
] as const;
export const MESSAGE_KINDS = [...MONEY_MESSAGE_KINDS, 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageSchema = v.object({
  id: positiveIntSchema,
  kind: v.picklist(MESSAGE_KINDS),
  /** Money messages only. */
  amount: v.nullable(nonNegativeMinorUnitsSchema),
  /** The deposit's or withdrawal's id; money messages only. */
  refId: v.nullable(positiveIntSchema),
  /** Notices only: the operator's words, plain text. */
  title: v.nullable(v.string()),
  body: v.nullable(v.string()),
  createdAt: v.string(),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof messageSchema>;
export const messageResponseSchema = envelopeSchema(messageSchema);

export const INBOX_PAGE_SIZE = 10;
export const inboxListQuerySchema = v.object({
  page: v.optional(intParam(1, 100_000)),
  pageSize: v.optional(intParam(1, 50)),
});
export interface InboxListQuery {
  page?: number;
  pageSize?: number;
}
/** A page of messages, unread first and then newest first, with the unread count beside it. */
export const inboxListSchema = v.object({
  ...pageSchema(messageSchema).entries,
  unread: nonNegativeIntSchema,
});
export type InboxList = v.InferOutput<typeof inboxListSchema>;
export const inboxListResponseSchema = envelopeSchema(inboxListSchema);

/** `POST INBOX_read` and `INBOX_delete`: one of the member's messages. */
export const inboxMessageRequestSchema = v.object({ id: positiveIntSchema });
export type InboxMessageRequest = v.InferOutput<typeof inboxMessageRequestSchema>;

/** `POST INBOX_readAll`: how many messages it marked read. */
export const inboxReadAllSchema = v.object({ marked: nonNegativeIntSchema });
export type InboxReadAll = v.InferOutput<typeof inboxReadAllSchema>;
export const inboxReadAllResponseSchema = envelopeSchema(inboxReadAllSchema);
