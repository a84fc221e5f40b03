import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { intParam, nonNegativeIntSchema, nonNegativeMinorUnitsSchema } from './common';
import { claimResultSchema } from './claims';

/*
 * Promotions and activities (doc 2 §3.6, §5, §9): a merchant's promotions by category, each of a
 * kind that says which action it takes (join, apply, claim) or which mechanic runs it, and the
 * player's status in it. Times are ISO 8601 in UTC; the reward is integer minor units.
 */

export const ACTIVITY_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * What a promotion asks of the player. `join`, `apply` and `claim` are actions of the promotion
 * page; the others are mechanics with a panel of their own (red envelope, prize wheel, ...).
 */
export const PROMOTION_KINDS = [
  'join',
  'apply',
  'claim',
  'redEnvelope',
  'wheel',
  'egg',
  'signIn',
  'freeSpins',
  'dailyTasks',
  'invite',
  'vip',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The kinds whose action is the promotion page's own (the rest are mechanics). */
export const PROMOTION_ACTION_KINDS = ['join', 'apply', 'claim'] as const;

/** The activity application's comment bound (doc 2 §5); images follow core's IMAGE_UPLOAD_LIMITS. */
export const APPLICATION_COMMENT_MAX = 140;

/** Why a promotion action was refused, as the failure envelope's `code`. */
export const PROMOTION_CODES = {
  /** 400: the comment is empty or too long, or an image is not a png/jpg of at most 5 MB, or more than 3. */
  invalidApplication: 'INVALID_APPLICATION',
  /** 400: the promotion has not started or has ended. */
  promotionClosed: 'PROMOTION_CLOSED',
  /** 409: the member joined or applied to this promotion already. */
  alreadyEntered: 'PROMOTION_ALREADY_ENTERED',
  /** 400: the promotion's kind takes another action (a claim on a join promotion). */
  wrongAction: 'PROMOTION_WRONG_ACTION',
} as const;
export type PromotionCode = (typeof PROMOTION_CODES)[keyof typeof PROMOTION_CODES];

/** One promotion as the list shows it; `image` is the artwork's absolute URL (16:5). */
export const promotionSchema = v.object({
  id: nonNegativeIntSchema,
  category: v.string(),
  kind: v.picklist(PROMOTION_KINDS),
  title: v.string(),
  summary: v.string(),
  image: v.string(),
  /** What the promotion pays when issued or claimed (0: nothing, e.g. a join). */
  reward: nonNegativeMinorUnitsSchema,
  status: v.picklist(ACTIVITY_STATUSES),
  startTime: v.string(),
  endTime: v.string(),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;
export const promotionListSchema = v.array(promotionSchema);
export const promotionListResponseSchema = envelopeSchema(promotionListSchema);

/** `category` narrows the list; without it every category. */
export const promotionListQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/))),
});
export type PromotionListQuery = v.InferOutput<typeof promotionListQuerySchema>;

export const promotionDetailQuerySchema = v.object({ id: intParam(1, 999_999_999) });

/** `content` is HTML: render it only through SafeHtml. `comment`: the member's application's. */
export const promotionDetailSchema = v.object({
  ...promotionSchema.entries,
  content: v.string(),
  comment: v.nullable(v.string()),
});
export type PromotionDetail = v.InferOutput<typeof promotionDetailSchema>;
export const promotionDetailResponseSchema = envelopeSchema(promotionDetailSchema);

export const promotionClaimRequestSchema = v.object({ promotionId: nonNegativeIntSchema });
export type PromotionClaimRequest = v.InferOutput<typeof promotionClaimRequestSchema>;
/** A claim answers the bonus paid and the main wallet after it. */
export const promotionClaimResponseSchema = envelopeSchema(claimResultSchema);
export const promotionJoinResponseSchema = envelopeSchema(promotionDetailSchema);

/** The application form (multipart): `promotionId`, `comment` and 0-3 `images`. */
export interface PromotionApplyRequest {
  promotionId: number;
  comment: string;
  images: readonly Blob[];
}

/** How many promotions the member can act on now (status Join or Claim, in period). */
export const promotionCountSchema = v.object({ count: nonNegativeIntSchema });
export type PromotionCount = v.InferOutput<typeof promotionCountSchema>;
