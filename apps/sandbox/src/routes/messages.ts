import { Hono } from 'hono';
import {
  INBOX_PAGE_SIZE,
  inboxListQuerySchema,
  inboxMessageRequestSchema,
  paths,
} from '@lobby/api';
import type { Message, ReferralInfo } from '@lobby/api';
import type { Services } from '../context';
import { ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import { requireSession } from '../http/session';
import type { SessionEnv } from '../http/session';
import {
  messagesOf,
  readAllMessages,
  readMessage,
  removeMessage,
  unreadCountOf,
} from '../inbox/messages';
import type { MessageRow } from '../store/messages';
import { listFriends, referralSettingOf, referralTotalsOf } from '../store/referrals';
import { ensureReferralCode, maskAccount } from '../wallet/referral';
import { memberOnly, money } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const iso = (ms: number): string => new Date(ms).toISOString();
// The invite page lists the newest friends; the count and the total cover all of them.
const FRIENDS_SHOWN = 100;

export function messageOut(row: MessageRow): Message {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    refId: row.refId,
    title: row.title,
    body: row.body,
    createdAt: iso(row.createdAt),
    read: row.readAt !== null,
  };
}

/** `/wps/relay/INBOX_*` and `REFERRAL_info`: the member's messages and invite friends. */
export function messageRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  const brand = merchant(db);

  // The count behind the avatar's badge asks only for a session: the shell polls it on every page,
  // and a trial account (which has no messages) simply has none, rather than a refusal each time.
  routes.get(relay(paths.inboxUnread), brand, requireSession(services), (c) =>
    ok(c, { count: unreadCountOf(db, c.var.session.memberId) }),
  );

  routes.get(relay(paths.inboxList), brand, ...guard, (c) => {
    const query = readQuery(c, inboxListQuerySchema);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? INBOX_PAGE_SIZE;
    const memberId = c.var.session.memberId;
    const { rows, total } = messagesOf(db, memberId, pageSize, (page - 1) * pageSize);
    return ok(c, {
      list: rows.map(messageOut),
      page,
      pageSize,
      total,
      totalPage: Math.ceil(total / pageSize),
      unread: unreadCountOf(db, memberId),
    });
  });

  routes.post(relay(paths.inboxRead), brand, ...guard, async (c) => {
    const { id } = await readJson(c, inboxMessageRequestSchema);
    const row = await money(() => readMessage(db, c.var.session.memberId, id, now()));
    return ok(c, messageOut(row));
  });

  routes.post(relay(paths.inboxDelete), brand, ...guard, async (c) => {
    const { id } = await readJson(c, inboxMessageRequestSchema);
    await money(() => removeMessage(db, c.var.session.memberId, id));
    return ok(c, null);
  });

  routes.post(relay(paths.inboxReadAll), brand, ...guard, (c) =>
    ok(c, { marked: readAllMessages(db, c.var.session.memberId, now()) }),
  );

  routes.get(relay(paths.referralInfo), brand, ...guard, (c) => {
    const memberId = c.var.session.memberId;
    const code = ensureReferralCode(db, memberId, c.var.merchant.code);
    const setting = referralSettingOf(db, c.var.merchant.code) ?? { rateBp: 0, cap: 0 };
    const totals = referralTotalsOf(db, memberId);
    const info: ReferralInfo = {
      code,
      rateBp: setting.rateBp,
      cap: setting.cap,
      friends: listFriends(db, memberId, FRIENDS_SHOWN).map((friend) => ({
        account: maskAccount(friend.account),
        registeredAt: iso(friend.createdAt),
        earned: friend.earned,
      })),
      friendCount: totals.friends,
      totalEarned: totals.earned,
    };
    return ok(c, info);
  });

  return routes;
}
