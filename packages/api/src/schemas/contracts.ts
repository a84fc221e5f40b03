import * as v from 'valibot';
import {
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  MAX_RATE_BP,
  MAX_TIERS,
  PAYOUT_STATUSES,
} from '@lobby/core';
import type { ContractKind } from '@lobby/core';
import { envelopeSchema } from '../envelope';
import { agentPaging, spanQuery } from './agentTeam';
import type { AgentPageQuery, AgentSpanQuery } from './agentTeam';
import {
  intParam,
  minorUnitsSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  positiveIntSchema,
} from './common';

/*
 * The agent centre's contracts (doc 2 §3.6, §4.6):
 * dividend, daily wage, hourly and real-time salary. The upline offers, the downline accepts or
 * rejects, the upline terminates; settlement pays each ended period once. Money is integer minor
 * units, times epoch milliseconds, rates basis points (150 = 1.50 %). The kinds, periods, tiers
 * and the payout arithmetic are core's (packages/core/src/agent/contracts.ts).
 */

/** Why a contract call was refused, as the failure envelope's `code`; the site has a message each. */
export const CONTRACT_CODES = {
  /** 400: contracts go only to a direct downline member who is an agent. */
  notDirectAgent: 'NOT_DIRECT_AGENT',
  /** 400: the offerer holds no active contract of the kind to share. */
  noOwnContract: 'NO_OWN_CONTRACT',
  /** 400: a tier's rate is above the offerer's own top rate. */
  rateAboveOwn: 'RATE_ABOVE_OWN',
  /** 400: the tiers break core `tierProblem` (the message names the problem). */
  badTiers: 'BAD_TIERS',
  /** 400: the period is not one of PERIODS_BY_KIND[kind]. */
  badPeriod: 'BAD_PERIOD',
  /** 403: the contract is not the caller's to answer, preview or end. */
  notYours: 'NOT_YOURS',
  /** 409: the offer was answered or withdrawn already, or the contract has ended. */
  notPending: 'NOT_PENDING',
  /**
   * 409: accepting ends downline contracts by the lower-rate rule; the failure's value is
   * `{ endsDownline }` (as the preview's) and the call goes again with `confirm: true`.
   */
  confirmRequired: 'CONFIRM_REQUIRED',
} as const;
export type ContractCode = (typeof CONTRACT_CODES)[keyof typeof CONTRACT_CODES];

/** Epoch milliseconds on the wire. */
const epochMsSchema = nonNegativeIntSchema;

export const contractKindSchema = v.picklist(CONTRACT_KINDS);
export const contractPeriodSchema = v.picklist(CONTRACT_PERIODS);

export const contractTierSchema = v.object({
  /** The least base (minor units) of the period that reaches the tier. */
  threshold: nonNegativeMinorUnitsSchema,
  /** The least number of team members with a valid bet in the period. */
  activeMembers: nonNegativeIntSchema,
  rateBp: v.pipe(positiveIntSchema, v.maxValue(MAX_RATE_BP)),
});
export const contractTiersSchema = v.pipe(
  v.array(contractTierSchema),
  v.minLength(1),
  v.maxLength(MAX_TIERS),
);

export const CONTRACT_END_REASONS = ['terminated', 'replaced', 'lowerRate'] as const;

export const contractSchema = v.object({
  id: positiveIntSchema,
  kind: contractKindSchema,
  period: contractPeriodSchema,
  tiers: v.array(contractTierSchema),
  status: v.picklist(CONTRACT_STATUSES),
  topRateBp: nonNegativeIntSchema,
  /** Null: given by the operator. */
  uplineAccount: v.nullable(v.string()),
  downlineId: positiveIntSchema,
  downlineAccount: v.string(),
  offeredAt: epochMsSchema,
  decidedAt: v.nullable(epochMsSchema),
  endedAt: v.nullable(epochMsSchema),
  endReason: v.nullable(v.picklist(CONTRACT_END_REASONS)),
});
export type Contract = v.InferOutput<typeof contractSchema>;
export const contractResponseSchema = envelopeSchema(contractSchema);

/** `GET CONTRACT_flags`: the merchant's switch of each kind, by the spec's flag names. */
export const contractFlagsSchema = v.object({
  divtypereq: v.boolean(),
  dailysalreqtype: v.boolean(),
  contracthoursalreq: v.boolean(),
  realtimesalreqtype: v.boolean(),
});
export type ContractFlagsAnswer = v.InferOutput<typeof contractFlagsSchema>;
export const contractFlagsResponseSchema = envelopeSchema(contractFlagsSchema);

/** `GET CONTRACT_list?kind=`: offered to me (any state) and offered by me, newest first. */
export const contractListQuerySchema = v.object({ kind: v.optional(contractKindSchema) });
export interface ContractListQuery {
  kind?: ContractKind;
}
export const contractListSchema = v.object({
  held: v.array(contractSchema),
  given: v.array(contractSchema),
});
export type ContractList = v.InferOutput<typeof contractListSchema>;
export const contractListResponseSchema = envelopeSchema(contractListSchema);

/**
 * The offer as sent: the tiers' rules (count, whole numbers, ranges, order) are the server's, by
 * core `tierProblem`, so breaking one answers BAD_TIERS naming it rather than a bare 400.
 */
export const contractOfferRequestSchema = v.object({
  kind: contractKindSchema,
  memberId: positiveIntSchema,
  period: contractPeriodSchema,
  tiers: v.pipe(
    v.array(v.object({ threshold: v.number(), activeMembers: v.number(), rateBp: v.number() })),
    // Far above MAX_TIERS: only a bound on what is read; tierProblem refuses more than ten.
    v.maxLength(100),
  ),
});
export type ContractOfferRequest = v.InferOutput<typeof contractOfferRequestSchema>;

export const contractRespondRequestSchema = v.object({
  id: positiveIntSchema,
  accept: v.boolean(),
  /** Accept even though the lower-rate rule ends downline contracts (CONFIRM_REQUIRED without). */
  confirm: v.boolean(),
});
export type ContractRespondRequest = v.InferOutput<typeof contractRespondRequestSchema>;

export const contractTerminateRequestSchema = v.object({ id: positiveIntSchema });

/** What accepting would end by the lower-rate rule. */
export const endedDownlineSchema = v.object({
  id: positiveIntSchema,
  account: v.string(),
  topRateBp: nonNegativeIntSchema,
});
export type EndedDownline = v.InferOutput<typeof endedDownlineSchema>;
export const confirmRequiredValueSchema = v.object({ endsDownline: v.array(endedDownlineSchema) });

const payoutTermsSchema = v.object({
  /** Index of the tier reached; null when none is. */
  tier: v.nullable(nonNegativeIntSchema),
  rateBp: nonNegativeIntSchema,
  amount: nonNegativeMinorUnitsSchema,
});

/** `GET CONTRACT_preview?id=`: the what-if of a pending offer over the last 4 whole periods. */
export const contractPreviewQuerySchema = v.object({ id: intParam(1, Number.MAX_SAFE_INTEGER) });
export const contractPreviewSchema = v.object({
  periods: v.array(
    v.object({
      from: epochMsSchema,
      to: epochMsSchema,
      validBet: nonNegativeMinorUnitsSchema,
      /** The players' profit and loss: negative when the team lost. */
      profitLoss: minorUnitsSchema,
      activeMembers: nonNegativeIntSchema,
      offered: payoutTermsSchema,
      /** What the member's active contract of the kind pays on the same figures; null: none. */
      current: v.nullable(payoutTermsSchema),
    }),
  ),
  endsDownline: v.array(endedDownlineSchema),
});
export type ContractPreview = v.InferOutput<typeof contractPreviewSchema>;
export const contractPreviewResponseSchema = envelopeSchema(contractPreviewSchema);

export const PAYOUT_SCOPES = ['held', 'given'] as const;
export const contractPayoutsQuerySchema = v.object({
  kind: v.optional(contractKindSchema),
  /** held: payouts of contracts offered to me (default); given: of those I offered. */
  scope: v.optional(v.picklist(PAYOUT_SCOPES)),
  ...agentPaging,
});
export interface ContractPayoutsQuery extends AgentPageQuery {
  kind?: ContractKind;
  scope?: (typeof PAYOUT_SCOPES)[number];
}

export const contractPayoutSchema = v.object({
  id: positiveIntSchema,
  contractId: positiveIntSchema,
  kind: contractKindSchema,
  /** The downline paid. */
  account: v.string(),
  from: epochMsSchema,
  to: epochMsSchema,
  validBet: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  activeMembers: nonNegativeIntSchema,
  base: nonNegativeMinorUnitsSchema,
  tier: v.nullable(nonNegativeIntSchema),
  rateBp: nonNegativeIntSchema,
  amount: nonNegativeMinorUnitsSchema,
  status: v.picklist(PAYOUT_STATUSES),
  settledAt: epochMsSchema,
});
export type ContractPayout = v.InferOutput<typeof contractPayoutSchema>;
export const contractPayoutListSchema = v.object({
  list: v.array(contractPayoutSchema),
  totalPages: nonNegativeIntSchema,
});
export type ContractPayoutList = v.InferOutput<typeof contractPayoutListSchema>;
export const contractPayoutListResponseSchema = envelopeSchema(contractPayoutListSchema);

/** `GET AGENT_income?from&to`: payouts paid to me settled in [from, to) (epoch ms). */
export const agentIncomeQuerySchema = v.object({ ...spanQuery, ...agentPaging });
export interface AgentIncomeQuery extends AgentPageQuery, AgentSpanQuery {}
export const agentIncomeSchema = v.object({
  list: v.array(contractPayoutSchema),
  totals: v.object({
    dividend: nonNegativeMinorUnitsSchema,
    dailyWage: nonNegativeMinorUnitsSchema,
    hourly: nonNegativeMinorUnitsSchema,
    realtime: nonNegativeMinorUnitsSchema,
    total: nonNegativeMinorUnitsSchema,
  }),
  totalPages: nonNegativeIntSchema,
});
export type AgentIncome = v.InferOutput<typeof agentIncomeSchema>;
export const agentIncomeResponseSchema = envelopeSchema(agentIncomeSchema);
