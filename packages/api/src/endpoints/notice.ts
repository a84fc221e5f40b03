import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  NOTICE_TYPES,
  bannerListSchema,
  inboxUnreadSchema,
  noticeListSchema,
} from '../schemas/notice';
import type { Banner, InboxUnread, NoticeList, NoticeType } from '../schemas/notice';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** Notices for the web platform (`platform=W`, `execution=B`); all kinds unless narrowed. */
export function getNotices(
  client: ApiClient,
  types: readonly NoticeType[] = NOTICE_TYPES,
  options?: CallOptions,
): Promise<NoticeList> {
  return client.request({
    method: 'GET',
    path: paths.noticeList,
    query: { types: types.join(','), platform: 'W', execution: 'B' },
    value: noticeListSchema,
    ...withSignal(options),
  });
}

/** Banners of one group (`w_home` on the home page). */
export function getBanners(
  client: ApiClient,
  group: string = 'w_home',
  options?: CallOptions,
): Promise<Banner[]> {
  return client.request({
    method: 'GET',
    path: paths.bannerList,
    query: { group },
    value: bannerListSchema,
    ...withSignal(options),
  });
}

/** Token. */
export function getInboxUnread(client: ApiClient, options?: CallOptions): Promise<InboxUnread> {
  return client.request({
    method: 'GET',
    path: paths.inboxUnread,
    value: inboxUnreadSchema,
    ...withSignal(options),
  });
}
