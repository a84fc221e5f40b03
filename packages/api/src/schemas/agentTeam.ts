import * as v from 'valibot';
import { CONTRACT_KINDS, CONTRACT_STATUSES, TRANSACTION_TYPES } from '@lobby/core';
import { envelopeSchema } from '../envelope';
import {
  intParam,
  minorUnitsSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  passwordSchema,
  positiveIntSchema,
} from './common';
import { protectionStateSchema } from './protection';

/*
 * The agent centre's team calls (issue 26; doc 2 §2.4, §4.6): the downline, its reports, transfers
 * to it and new accounts under the agent. Money is integer minor units, times epoch ms, rates basis
 * points (150 = 1.50 %). Every call needs an agent's session (else NOT_AGENT) except the agent
 * application's two, which any real member may make.
 */

/** Paging of the agent centre's lists: pages from 1, 10 a page by default, at most 50. */
export const AGENT_PAGE_SIZE = 10;
export const AGENT_MAX_PAGE_SIZE = 50;
export const agentPaging = {
  pageNo: v.optional(intParam(1, 100_000)),
  pageSize: v.optional(intParam(1, AGENT_MAX_PAGE_SIZE)),
};
export interface AgentPageQuery {
  pageNo?: number;
  pageSize?: number;
}
/** A span of epoch ms, `from` inclusive and `to` exclusive; both optional (all time, up to now). */
export const spanQuery = {
  from: v.optional(intParam(0, 8_640_000_000_000)),
  to: v.optional(intParam(0, 8_640_000_000_000)),
};
export interface AgentSpanQuery {
  from?: number;
  to?: number;
}

const timeSchema = nonNegativeIntSchema;
const rateBpSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000));
const accountTypeSchema = v.pipe(v.number(), v.safeInteger());

function agentPageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ list: v.array(item), totalPages: nonNegativeIntSchema });
}

// --- overview ---

export const AGENT_OVERVIEW_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type AgentOverviewPeriod = (typeof AGENT_OVERVIEW_PERIODS)[number];
export const agentOverviewQuerySchema = v.object({
  period: v.optional(v.picklist(AGENT_OVERVIEW_PERIODS)),
});

export const agentOverviewSchema = v.object({
  period: v.picklist(AGENT_OVERVIEW_PERIODS),
  from: timeSchema,
  to: timeSchema,
  teamSize: nonNegativeIntSchema,
  directMembers: nonNegativeIntSchema,
  newMembers: nonNegativeIntSchema,
  activeMembers: nonNegativeIntSchema,
  betAmount: nonNegativeMinorUnitsSchema,
  validBet: nonNegativeMinorUnitsSchema,
  /** The players' profit and loss (win - stake): negative when the team lost. */
  profitLoss: minorUnitsSchema,
  /** Contract payouts the agent received in the span. */
  income: minorUnitsSchema,
  deposits: nonNegativeMinorUnitsSchema,
  withdrawals: minorUnitsSchema,
});
export type AgentOverview = v.InferOutput<typeof agentOverviewSchema>;
export const agentOverviewResponseSchema = envelopeSchema(agentOverviewSchema);

// --- announcements ---

export const agentAnnouncementSchema = v.object({
  id: positiveIntSchema,
  title: v.string(),
  body: v.string(),
  createdAt: timeSchema,
});
export type AgentAnnouncement = v.InferOutput<typeof agentAnnouncementSchema>;
export const agentAnnouncementListSchema = v.object({ list: v.array(agentAnnouncementSchema) });
export type AgentAnnouncementList = v.InferOutput<typeof agentAnnouncementListSchema>;

// --- the downline ---

export const downlineQuerySchema = v.object({
  parent: v.optional(intParam(1, Number.MAX_SAFE_INTEGER)),
  search: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  ...agentPaging,
});
export interface DownlineQuery extends AgentPageQuery {
  /** A member of the team: list its direct downline. */
  parent?: number;
  /** Members of the whole team whose account contains this (any case). */
  search?: string;
}

export const downlineMemberSchema = v.object({
  id: positiveIntSchema,
  account: v.string(),
  nickname: v.nullable(v.string()),
  isAgent: v.boolean(),
  type: accountTypeSchema,
  /** 1 = a direct downline of the agent. */
  depth: positiveIntSchema,
  uplineId: v.nullable(positiveIntSchema),
  uplineAccount: v.nullable(v.string()),
  directCount: nonNegativeIntSchema,
  teamSize: nonNegativeIntSchema,
  balance: nonNegativeMinorUnitsSchema,
  createdAt: timeSchema,
  lastLoginAt: v.nullable(timeSchema),
  /** Limits set, on a time-out or excluded (issue 30); never an amount. */
  protection: v.optional(protectionStateSchema),
});
export type DownlineMember = v.InferOutput<typeof downlineMemberSchema>;
export const downlineListSchema = agentPageSchema(downlineMemberSchema);
export type DownlineList = v.InferOutput<typeof downlineListSchema>;

export const agentMemberQuerySchema = v.object({ id: intParam(1, Number.MAX_SAFE_INTEGER) });

export const givenContractSummarySchema = v.object({
  id: positiveIntSchema,
  kind: v.picklist(CONTRACT_KINDS),
  status: v.picklist(CONTRACT_STATUSES),
  topRateBp: rateBpSchema,
});

export const agentMemberSchema = v.object({
  id: positiveIntSchema,
  account: v.string(),
  nickname: v.nullable(v.string()),
  isAgent: v.boolean(),
  type: accountTypeSchema,
  depth: positiveIntSchema,
  uplineAccount: v.nullable(v.string()),
  /** The member's own rebate rate; null: the merchant's rates apply. */
  rebateBp: v.nullable(rateBpSchema),
  balance: nonNegativeMinorUnitsSchema,
  teamSize: nonNegativeIntSchema,
  directCount: nonNegativeIntSchema,
  createdAt: timeSchema,
  lastLoginAt: v.nullable(timeSchema),
  /** This calendar month (UTC), the member's own bets. */
  monthValidBet: nonNegativeMinorUnitsSchema,
  monthProfitLoss: minorUnitsSchema,
  /** Contracts the agent gave this member. */
  contracts: v.array(givenContractSummarySchema),
  protection: v.optional(protectionStateSchema),
});
export type AgentMember = v.InferOutput<typeof agentMemberSchema>;

// --- a new downline account, the promotion link ---

/** `POST AGENT_createMember` (encrypted: it carries the new account's password). */
export const agentCreateMemberRequestSchema = v.object({
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  password: passwordSchema,
  isAgent: v.boolean(),
  rebateBp: rateBpSchema,
});
export type AgentCreateMemberRequest = v.InferOutput<typeof agentCreateMemberRequestSchema>;
export const agentCreatedMemberSchema = v.object({ id: positiveIntSchema, account: v.string() });
export type AgentCreatedMember = v.InferOutput<typeof agentCreatedMemberSchema>;

export const agentPromotionSchema = v.object({
  code: v.string(),
  link: v.string(),
  /** The most rebate the agent may give a new downline account: its own rate. */
  ownRebateBp: rateBpSchema,
});
export type AgentPromotion = v.InferOutput<typeof agentPromotionSchema>;

// --- transfer to a downline ---

/** `POST AGENT_transfer` (encrypted: it carries the payment password). */
export const agentTransferRequestSchema = v.object({
  memberId: positiveIntSchema,
  amount: positiveIntSchema,
  paymentPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type AgentTransferRequest = v.InferOutput<typeof agentTransferRequestSchema>;
/** The agent's main wallet after the transfer. */
export const agentTransferSchema = v.object({ balance: nonNegativeMinorUnitsSchema });
export type AgentTransfer = v.InferOutput<typeof agentTransferSchema>;

// --- reports ---

export const teamBetsQuerySchema = v.object({
  ...spanQuery,
  account: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  ...agentPaging,
});
export interface TeamBetsQuery extends AgentPageQuery, AgentSpanQuery {
  /** One member of the team. */
  account?: string;
}

export const teamBetTotalsSchema = v.object({
  stake: nonNegativeMinorUnitsSchema,
  validBet: nonNegativeMinorUnitsSchema,
  win: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
});
export const teamBetSchema = v.object({
  id: positiveIntSchema,
  account: v.string(),
  vendor: v.string(),
  gameName: v.string(),
  stake: nonNegativeMinorUnitsSchema,
  validBet: nonNegativeMinorUnitsSchema,
  win: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  createdAt: timeSchema,
});
export type TeamBet = v.InferOutput<typeof teamBetSchema>;
export const teamBetListSchema = v.object({
  list: v.array(teamBetSchema),
  totals: teamBetTotalsSchema,
  totalPages: nonNegativeIntSchema,
});
export type TeamBetList = v.InferOutput<typeof teamBetListSchema>;

export const userProfitLossQuerySchema = v.object({ ...spanQuery, ...agentPaging });
export interface UserProfitLossQuery extends AgentPageQuery, AgentSpanQuery {}

const profitLossFigures = {
  bets: nonNegativeIntSchema,
  stake: nonNegativeMinorUnitsSchema,
  validBet: nonNegativeMinorUnitsSchema,
  win: nonNegativeMinorUnitsSchema,
  profitLoss: minorUnitsSchema,
  bonus: minorUnitsSchema,
};
export const userProfitLossSchema = v.object({
  memberId: positiveIntSchema,
  account: v.string(),
  depth: positiveIntSchema,
  ...profitLossFigures,
});
export type UserProfitLoss = v.InferOutput<typeof userProfitLossSchema>;
export const userProfitLossListSchema = v.object({
  list: v.array(userProfitLossSchema),
  totals: v.object(profitLossFigures),
  totalPages: nonNegativeIntSchema,
});
export type UserProfitLossList = v.InferOutput<typeof userProfitLossListSchema>;

export const teamTransactionsQuerySchema = v.object({
  ...spanQuery,
  account: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  type: v.optional(v.picklist(TRANSACTION_TYPES)),
  ...agentPaging,
});
export interface TeamTransactionsQuery extends AgentPageQuery, AgentSpanQuery {
  account?: string;
  type?: (typeof TRANSACTION_TYPES)[number];
}
export const teamTransactionSchema = v.object({
  id: positiveIntSchema,
  account: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  /** Signed: money out is negative. */
  amount: minorUnitsSchema,
  balanceAfter: nonNegativeMinorUnitsSchema,
  createdAt: timeSchema,
});
export type TeamTransaction = v.InferOutput<typeof teamTransactionSchema>;
export const teamTransactionListSchema = agentPageSchema(teamTransactionSchema);
export type TeamTransactionList = v.InferOutput<typeof teamTransactionListSchema>;

// --- the agent application (/join): any real member ---

export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

export const agentApplyRequestSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  contact: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128)),
  message: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
});
export type AgentApplyRequest = v.InferOutput<typeof agentApplyRequestSchema>;
export const agentApplicationSchema = v.object({
  status: v.picklist(AGENT_APPLICATION_STATUSES),
  submittedAt: timeSchema,
  decidedAt: v.nullable(timeSchema),
});
export type AgentApplication = v.InferOutput<typeof agentApplicationSchema>;
/** `GET AGENT_application`: null when the member has sent none. */
export const agentApplicationStateSchema = v.nullable(agentApplicationSchema);
