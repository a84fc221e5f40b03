import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import {
  emptyValueSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  pageSchema,
  pagingQueryEntries,
  passwordSchema,
  positiveIntSchema,
} from './common';

export const pointsBalanceSchema = v.object({
  points: nonNegativeIntSchema,
  /** Points per one major unit of money. */
  ratio: v.pipe(v.number(), v.minValue(0)),
});
export type PointsBalance = v.InferOutput<typeof pointsBalanceSchema>;
export const pointsBalanceResponseSchema = envelopeSchema(pointsBalanceSchema);

export const REDEEM_STATUSES = ['In Process', 'Rejected', 'Approved'] as const;

export const redeemListQuerySchema = v.object({ ...pagingQueryEntries });
export type RedeemListQuery = v.InferOutput<typeof redeemListQuerySchema>;

export const redeemEntrySchema = v.object({
  id: nonNegativeIntSchema,
  quantity: positiveIntSchema,
  /** Minor units. */
  amount: nonNegativeMinorUnitsSchema,
  status: v.picklist(REDEEM_STATUSES),
  createdAt: v.string(),
});
export type RedeemEntry = v.InferOutput<typeof redeemEntrySchema>;
export const redeemListSchema = pageSchema(redeemEntrySchema);
export const redeemListResponseSchema = envelopeSchema(redeemListSchema);

/** Redeem (encrypted, with a password check). */
export const pointsRedeemRequestSchema = v.object({
  rewardId: nonNegativeIntSchema,
  quantity: positiveIntSchema,
  password: passwordSchema,
});
export type PointsRedeemRequest = v.InferOutput<typeof pointsRedeemRequestSchema>;
export const pointsRedeemResponseSchema = envelopeSchema(emptyValueSchema);

/** Convert points to money (encrypted, with a password check). */
export const pointsConvertRequestSchema = v.object({
  points: positiveIntSchema,
  password: passwordSchema,
});
export type PointsConvertRequest = v.InferOutput<typeof pointsConvertRequestSchema>;
/** Points left and money credited (minor units). */
export const pointsConvertedSchema = v.object({
  points: nonNegativeIntSchema,
  credited: nonNegativeMinorUnitsSchema,
});
export type PointsConverted = v.InferOutput<typeof pointsConvertedSchema>;
export const pointsConvertResponseSchema = envelopeSchema(pointsConvertedSchema);
export type RedeemList = v.InferOutput<typeof redeemListSchema>;
