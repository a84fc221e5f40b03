import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { nonNegativeIntSchema, nonNegativeMinorUnitsSchema } from './common';

/** A friend who registered with the member's referral code. */
export const referralFriendSchema = v.object({
  /** Masked: the first two characters and the last. */
  account: v.string(),
  registeredAt: v.string(),
  /** What the friend has earned the member, minor units. */
  earned: nonNegativeMinorUnitsSchema,
});
export type ReferralFriend = v.InferOutput<typeof referralFriendSchema>;

/** `GET REFERRAL_info`: the code the site builds the invite link from, the friends, the totals. */
export const referralInfoSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{4,32}$/)),
  /** The brand's rate on a friend's first deposit, in basis points (1000 = 10%), and its cap. */
  rateBp: nonNegativeIntSchema,
  cap: nonNegativeMinorUnitsSchema,
  /** The newest friends (at most 100). */
  friends: v.array(referralFriendSchema),
  friendCount: nonNegativeIntSchema,
  totalEarned: nonNegativeMinorUnitsSchema,
});
export type ReferralInfo = v.InferOutput<typeof referralInfoSchema>;
export const referralInfoResponseSchema = envelopeSchema(referralInfoSchema);
