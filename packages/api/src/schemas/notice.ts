import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { nonNegativeIntSchema } from './common';

/** Notice kinds the shell asks for: banners, player, popup, promotion, header marquee. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Query of NOTICE_list, wire form: `types=B,PL,PU,PR,H&platform=W&execution=B`. */
export const noticeQuerySchema = v.object({
  types: v.pipe(
    v.string(),
    v.transform((s) => s.split(',')),
    v.array(v.picklist(NOTICE_TYPES)),
    v.minLength(1),
  ),
  platform: v.literal('W'),
  execution: v.literal('B'),
});
export type NoticeQuery = v.InferOutput<typeof noticeQuerySchema>;

/** `content` is HTML from the operator: render it only through the sanitising SafeHtml. */
export const noticeSchema = v.object({
  id: nonNegativeIntSchema,
  title: v.string(),
  content: v.string(),
  type: v.string(),
  createdAt: v.string(),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

export const noticeListSchema = v.object({
  player: v.array(noticeSchema),
  banners: v.array(noticeSchema),
  popup: v.array(noticeSchema),
  promotion: v.array(noticeSchema),
});
export type NoticeList = v.InferOutput<typeof noticeListSchema>;
export const noticeListResponseSchema = envelopeSchema(noticeListSchema);

// --- banners ---

export const bannerQuerySchema = v.object({ group: v.pipe(v.string(), v.minLength(1)) });
export type BannerQuery = v.InferOutput<typeof bannerQuerySchema>;

export const BANNER_LINKAGE_TYPES = ['URL', 'PROMOTION', 'GAME'] as const;

export const bannerSchema = v.object({
  bannerId: nonNegativeIntSchema,
  /** The image URL. */
  url: v.string(),
  groupName: v.string(),
  linkageType: v.optional(v.picklist(BANNER_LINKAGE_TYPES)),
  linkage: v.optional(v.string()),
  title: v.optional(v.string()),
});
export type Banner = v.InferOutput<typeof bannerSchema>;
export const bannerListSchema = v.array(bannerSchema);
export const bannerListResponseSchema = envelopeSchema(bannerListSchema);

// --- inbox ---

export const inboxUnreadSchema = v.object({ count: nonNegativeIntSchema });
export type InboxUnread = v.InferOutput<typeof inboxUnreadSchema>;
export const inboxUnreadResponseSchema = envelopeSchema(inboxUnreadSchema);
