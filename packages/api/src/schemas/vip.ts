import * as v from 'valibot';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_KINDS } from '@lobby/core';
import { nonNegativeIntSchema, nonNegativeMinorUnitsSchema, positiveIntSchema } from './common';

/*
 * The VIP club (issue 27; doc 1 §2 /vip, doc 2 §9 "VIP") and feedback (doc 2 §7, PUT, no token).
 * Amounts are integer minor units.
 */

/** Why a feedback was refused, as the failure envelope's `code` (doc 2 §8's two messages). */
export const FEEDBACK_CODES = {
  /** The content is empty (after trimming): "feedback content required". */
  contentRequired: 'FEEDBACK_CONTENT_REQUIRED',
  /** The content is outside core's bounds: "content between {0} and {1}"; value: { min, max }. */
  contentLength: 'FEEDBACK_CONTENT_LENGTH',
} as const;
export type FeedbackCode = (typeof FEEDBACK_CODES)[keyof typeof FEEDBACK_CODES];

/** One level of the merchant's VIP ladder and what it gives. */
export const vipLevelSchema = v.object({
  level: positiveIntSchema,
  /** The merchant's name for it, shown as it is. */
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** Lifetime valid bet needed to reach it. */
  validBet: nonNegativeMinorUnitsSchema,
  /** Lifetime completed deposits needed to reach it. */
  deposit: nonNegativeMinorUnitsSchema,
  /** Rebate rate in basis points (80 = 0.80%). */
  rebateBp: v.pipe(nonNegativeIntSchema, v.maxValue(10_000)),
  /** Withdrawals allowed a day. */
  dailyWithdrawals: positiveIntSchema,
  /** What may be withdrawn a day in total. */
  dailyWithdrawalLimit: positiveIntSchema,
  /** Paid on the member's birthday; 0 for none. */
  birthdayBonus: nonNegativeMinorUnitsSchema,
  /** VIP customer service instead of live chat (core's VIP_SERVICE_LEVEL and up). */
  vipService: v.boolean(),
});
export type VipLevel = v.InferOutput<typeof vipLevelSchema>;

/** Lowest level first. */
export const vipLevelListSchema = v.array(vipLevelSchema);

/** The member's standing on the ladder, from their real valid bets and completed deposits. */
export const vipProgressSchema = v.object({
  /** 0: not a VIP yet. */
  level: nonNegativeIntSchema,
  validBet: nonNegativeMinorUnitsSchema,
  deposit: nonNegativeMinorUnitsSchema,
  /** The next level and what is still missing for it; null at the top. */
  next: v.nullable(
    v.object({
      level: positiveIntSchema,
      validBet: nonNegativeMinorUnitsSchema,
      deposit: nonNegativeMinorUnitsSchema,
      remainingValidBet: nonNegativeMinorUnitsSchema,
      remainingDeposit: nonNegativeMinorUnitsSchema,
    }),
  ),
});
export type VipProgress = v.InferOutput<typeof vipProgressSchema>;

/**
 * A feedback, wire form. The content's bounds are the server's rule (with its codes), so the
 * schema only keeps a runaway body out; the site checks the bounds first to answer in place.
 */
export const feedbackRequestSchema = v.object({
  kind: v.picklist(FEEDBACK_KINDS),
  content: v.pipe(v.string(), v.maxLength(FEEDBACK_CONTENT_MAX * 4)),
  contact: v.optional(v.pipe(v.string(), v.maxLength(FEEDBACK_CONTACT_MAX))),
});
export type FeedbackRequest = v.InferOutput<typeof feedbackRequestSchema>;

/** The stored feedback's reference. */
export const feedbackAnswerSchema = v.object({ id: positiveIntSchema });
export type FeedbackAnswer = v.InferOutput<typeof feedbackAnswerSchema>;
