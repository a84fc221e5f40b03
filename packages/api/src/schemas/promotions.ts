import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { emptyValueSchema, nonNegativeIntSchema } from './common';

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

/** `content` is HTML: render it only through SafeHtml. */
export const promotionSchema = v.object({
  id: nonNegativeIntSchema,
  title: v.string(),
  content: v.string(),
  image: v.optional(v.string()),
  status: v.picklist(ACTIVITY_STATUSES),
  startTime: v.optional(v.string()),
  endTime: v.optional(v.string()),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;
export const promotionListSchema = v.array(promotionSchema);
export const promotionListResponseSchema = envelopeSchema(promotionListSchema);

export const promotionClaimRequestSchema = v.object({ promotionId: nonNegativeIntSchema });
export type PromotionClaimRequest = v.InferOutput<typeof promotionClaimRequestSchema>;
export const promotionClaimResponseSchema = envelopeSchema(emptyValueSchema);
