import type { ApiClient } from '../client';
import { paths } from '../paths';
import { emptyValueSchema } from '../schemas/common';
import { inboxListSchema, inboxReadAllSchema, messageSchema } from '../schemas/inbox';
import type { InboxList, InboxListQuery, InboxReadAll, Message } from '../schemas/inbox';
import { referralInfoSchema } from '../schemas/referral';
import type { ReferralInfo } from '../schemas/referral';
import type { CallOptions } from './options';
import { withSignal } from './options';

// Every call here needs the session token and the member centre.

/** A page of the member's messages, unread first. */
export function getMessages(
  client: ApiClient,
  query: InboxListQuery = {},
  options?: CallOptions,
): Promise<InboxList> {
  return client.request({
    method: 'GET',
    path: paths.inboxList,
    query: { page: query.page, pageSize: query.pageSize },
    value: inboxListSchema,
    ...withSignal(options),
  });
}

/** Opens a message: answers it, read. */
export function readMessage(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<Message> {
  return client.request({
    method: 'POST',
    path: paths.inboxRead,
    json: { id },
    value: messageSchema,
    ...withSignal(options),
  });
}

export function deleteMessage(client: ApiClient, id: number, options?: CallOptions): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.inboxDelete,
    json: { id },
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

export function readAllMessages(client: ApiClient, options?: CallOptions): Promise<InboxReadAll> {
  return client.request({
    method: 'POST',
    path: paths.inboxReadAll,
    json: {},
    value: inboxReadAllSchema,
    ...withSignal(options),
  });
}

/** The member's referral code, friends and earnings (invite friends). */
export function getReferralInfo(client: ApiClient, options?: CallOptions): Promise<ReferralInfo> {
  return client.request({
    method: 'GET',
    path: paths.referralInfo,
    value: referralInfoSchema,
    ...withSignal(options),
  });
}
