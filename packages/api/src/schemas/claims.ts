import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { nonNegativeIntSchema, nonNegativeMinorUnitsSchema, positiveIntSchema } from './common';
import { gameTypeSchema } from './games';

/*
 * The member centre's claims (doc 2 §2.3 entries reward centre, mission activity, manual rebate):
 * rewards the merchant gave a member, daily missions on valid bet, and the rebate of the day's valid
 * bet. Amounts are integer minor units; times ISO 8601 in UTC; a period is a UTC day, yyyy-MM-dd
 * (the merchant's day is UTC in the sandbox).
 */

/** Why a claim was refused, as the failure envelope's `code`; the site has a message for each. */
export const CLAIM_CODES = {
  /** 409: this reward, this mission today or today's rebate was claimed already (another tab). */
  alreadyClaimed: 'ALREADY_CLAIMED',
  /** 400: the reward's time to claim it has passed. */
  rewardExpired: 'REWARD_EXPIRED',
  /** 400: the mission's target is not reached yet. */
  missionIncomplete: 'MISSION_INCOMPLETE',
  /** 400: the rebate earned so far is nothing. */
  nothingToClaim: 'NOTHING_TO_CLAIM',
} as const;
export type ClaimCode = (typeof CLAIM_CODES)[keyof typeof CLAIM_CODES];

const isoTimeSchema = v.string();
const periodSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `{ id }`: the reward or mission claimed. */
export const claimRequestSchema = v.object({ id: positiveIntSchema });
export type ClaimRequest = v.InferOutput<typeof claimRequestSchema>;

/** What a claim answers: the bonus paid and the main wallet after it. */
export const claimResultSchema = v.object({
  amount: positiveIntSchema,
  balance: nonNegativeMinorUnitsSchema,
});
export type ClaimResult = v.InferOutput<typeof claimResultSchema>;
export const claimResponseSchema = envelopeSchema(claimResultSchema);

// --- rewards ---

export const rewardSchema = v.object({
  id: positiveIntSchema,
  title: v.string(),
  amount: positiveIntSchema,
  expiresAt: isoTimeSchema,
  /** Null until claimed. */
  claimedAt: v.nullable(isoTimeSchema),
});
export type Reward = v.InferOutput<typeof rewardSchema>;

/** `GET REWARD_list`: the claimable (soonest to expire first) and the claimed (newest first). */
export const rewardListSchema = v.object({
  claimable: v.array(rewardSchema),
  claimed: v.array(rewardSchema),
});
export type RewardList = v.InferOutput<typeof rewardListSchema>;
export const rewardListResponseSchema = envelopeSchema(rewardListSchema);

// --- missions ---

export const MISSION_STATUSES = ['inProgress', 'complete', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const missionSchema = v.object({
  id: positiveIntSchema,
  title: v.string(),
  /** Null: bets on any game count. */
  gameType: v.nullable(gameTypeSchema),
  /** Valid bet to reach, minor units. */
  target: positiveIntSchema,
  /** Today's valid bet towards it, minor units (may pass the target). */
  progress: nonNegativeMinorUnitsSchema,
  reward: positiveIntSchema,
  period: v.picklist(['daily']),
  status: v.picklist(MISSION_STATUSES),
});
export type Mission = v.InferOutput<typeof missionSchema>;

/** `GET MISSION_list`: today's missions with the member's progress. */
export const missionListSchema = v.object({
  /** Today, yyyy-MM-dd (UTC). */
  period: periodSchema,
  /** When today ends and the missions start again. */
  resetsAt: isoTimeSchema,
  missions: v.array(missionSchema),
});
export type MissionList = v.InferOutput<typeof missionListSchema>;
export const missionListResponseSchema = envelopeSchema(missionListSchema);

export const leaderboardEntrySchema = v.object({
  rank: positiveIntSchema,
  /** Masked account name (`pl***01`). */
  player: v.string(),
  validBet: nonNegativeMinorUnitsSchema,
  /** The row is the member's own. */
  isMe: v.boolean(),
});
export type LeaderboardEntry = v.InferOutput<typeof leaderboardEntrySchema>;

/** `GET MISSION_leaderboard`: the brand's top members by today's valid bet, and the member's place. */
export const leaderboardSchema = v.object({
  period: periodSchema,
  top: v.array(leaderboardEntrySchema),
  /** The member's place; rank null while they have no valid bet today. */
  me: v.object({ rank: v.nullable(positiveIntSchema), validBet: nonNegativeMinorUnitsSchema }),
});
export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;
export const leaderboardResponseSchema = envelopeSchema(leaderboardSchema);

// --- rebate ---

export const rebateLineSchema = v.object({
  gameType: gameTypeSchema,
  validBet: nonNegativeMinorUnitsSchema,
  /** Basis points of the valid bet (50 = 0.50%). */
  rateBp: nonNegativeIntSchema,
  rebate: nonNegativeMinorUnitsSchema,
});
export type RebateLine = v.InferOutput<typeof rebateLineSchema>;

export const rebateClaimRecordSchema = v.object({
  period: periodSchema,
  amount: positiveIntSchema,
  claimedAt: isoTimeSchema,
});
export type RebateClaimRecord = v.InferOutput<typeof rebateClaimRecordSchema>;

/** `GET REBATE_summary`: today's rebate per game type at the brand's rates, and past claims. */
export const rebateSummarySchema = v.object({
  period: periodSchema,
  /** Every game type the brand pays a rebate on. */
  lines: v.array(rebateLineSchema),
  total: nonNegativeMinorUnitsSchema,
  /** Today's rebate was claimed already. */
  claimed: v.boolean(),
  /** Newest first. */
  history: v.array(rebateClaimRecordSchema),
});
export type RebateSummary = v.InferOutput<typeof rebateSummarySchema>;
export const rebateSummaryResponseSchema = envelopeSchema(rebateSummarySchema);

/** `POST REBATE_claim`: no body. */
export const rebateClaimRequestSchema = v.object({});

// --- badges ---

/** `GET CLAIM_counts`: what the member centre's red badges show. */
export const claimCountsSchema = v.object({
  rewards: nonNegativeIntSchema,
  missions: nonNegativeIntSchema,
});
export type ClaimCounts = v.InferOutput<typeof claimCountsSchema>;
export const claimCountsResponseSchema = envelopeSchema(claimCountsSchema);
