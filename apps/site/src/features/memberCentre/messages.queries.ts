import type { InboxList, InboxUnread, ReferralInfo } from '@lobby/api';
import { defineQuery } from '../../data/query';

// The member's messages and invite friends (doc 2 §2.3 messageV2, referral). Every answer belongs to
// the logged-in member; ['inbox'] covers the unread count and the pages, so reading, deleting or
// marking all read invalidates them together.

/** The unread count behind the avatar, the Mailbox and the menu entry's badges. */
export const unreadCountQuery = defineQuery<InboxUnread>({
  key: ['inbox', 'unread'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getInboxUnread(client, { signal }),
});

/** A page of the messages, unread first. */
export const messagesQuery = (page: number) =>
  defineQuery<InboxList>({
    key: ['inbox', 'list', page],
    scope: 'session',
    load: ({ api, client, signal }) => api.getMessages(client, { page }, { signal }),
  });

/** The referral code, the friends and what they earned. */
export const referralQuery = defineQuery<ReferralInfo>({
  key: ['referral'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getReferralInfo(client, { signal }),
});
