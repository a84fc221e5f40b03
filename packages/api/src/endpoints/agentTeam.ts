import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  agentAnnouncementListSchema,
  agentApplicationSchema,
  agentApplicationStateSchema,
  agentCreatedMemberSchema,
  agentMemberSchema,
  agentOverviewSchema,
  agentPromotionSchema,
  agentTransferSchema,
  downlineListSchema,
  teamBetListSchema,
  teamTransactionListSchema,
  userProfitLossListSchema,
} from '../schemas/agentTeam';
import type {
  AgentAnnouncementList,
  AgentApplication,
  AgentApplyRequest,
  AgentCreateMemberRequest,
  AgentCreatedMember,
  AgentMember,
  AgentOverview,
  AgentOverviewPeriod,
  AgentPromotion,
  AgentTransfer,
  AgentTransferRequest,
  DownlineList,
  DownlineQuery,
  TeamBetList,
  TeamBetsQuery,
  TeamTransactionList,
  TeamTransactionsQuery,
  UserProfitLossList,
  UserProfitLossQuery,
} from '../schemas/agentTeam';
import type { CallOptions } from './options';
import { withSignal } from './options';

// The agent centre's team (token, agents only: any other account gets SERVER_CODES.notAgent).

export function getAgentOverview(
  client: ApiClient,
  period: AgentOverviewPeriod = 'today',
  options?: CallOptions,
): Promise<AgentOverview> {
  return client.request({
    method: 'GET',
    path: paths.agentOverview,
    query: { period },
    value: agentOverviewSchema,
    ...withSignal(options),
  });
}

export function getAgentAnnouncements(
  client: ApiClient,
  options?: CallOptions,
): Promise<AgentAnnouncementList> {
  return client.request({
    method: 'GET',
    path: paths.agentAnnouncements,
    value: agentAnnouncementListSchema,
    ...withSignal(options),
  });
}

/** No parent and no search: the direct downline; parent: its direct downline; search: the team. */
export function getDownline(
  client: ApiClient,
  query: DownlineQuery = {},
  options?: CallOptions,
): Promise<DownlineList> {
  return client.request({
    method: 'GET',
    path: paths.agentDownline,
    query: {
      parent: query.parent,
      search: query.search,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    value: downlineListSchema,
    ...withSignal(options),
  });
}

/** A member of the team in detail; outside the team: SERVER_CODES.notInTeam (404). */
export function getAgentMember(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<AgentMember> {
  return client.request({
    method: 'GET',
    path: paths.agentMember,
    query: { id },
    value: agentMemberSchema,
    ...withSignal(options),
  });
}

/** Opens a direct downline account (encrypted: it carries the password). */
export function createDownlineMember(
  client: ApiClient,
  request: AgentCreateMemberRequest,
  options?: CallOptions,
): Promise<AgentCreatedMember> {
  return client.request({
    method: 'POST',
    path: paths.agentCreateMember,
    json: request,
    encrypted: true,
    value: agentCreatedMemberSchema,
    ...withSignal(options),
  });
}

export function getAgentPromotion(
  client: ApiClient,
  options?: CallOptions,
): Promise<AgentPromotion> {
  return client.request({
    method: 'GET',
    path: paths.agentPromotion,
    value: agentPromotionSchema,
    ...withSignal(options),
  });
}

/** Money to a member of the team (encrypted: it carries the payment password). */
export function transferToDownline(
  client: ApiClient,
  request: AgentTransferRequest,
  options?: CallOptions,
): Promise<AgentTransfer> {
  return client.request({
    method: 'POST',
    path: paths.agentTransfer,
    json: request,
    encrypted: true,
    value: agentTransferSchema,
    ...withSignal(options),
  });
}

/** The team's bets, newest first; `from` inclusive, `to` exclusive (epoch ms). */
export function getTeamBets(
  client: ApiClient,
  query: TeamBetsQuery = {},
  options?: CallOptions,
): Promise<TeamBetList> {
  return client.request({
    method: 'GET',
    path: paths.agentTeamBets,
    query: {
      from: query.from,
      to: query.to,
      account: query.account,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    value: teamBetListSchema,
    ...withSignal(options),
  });
}

/** One row per team member with bets or bonuses in the span. */
export function getUserProfitLoss(
  client: ApiClient,
  query: UserProfitLossQuery = {},
  options?: CallOptions,
): Promise<UserProfitLossList> {
  return client.request({
    method: 'GET',
    path: paths.agentUserProfitLoss,
    query: { from: query.from, to: query.to, pageNo: query.pageNo, pageSize: query.pageSize },
    value: userProfitLossListSchema,
    ...withSignal(options),
  });
}

/** The team's ledger rows, newest first. */
export function getTeamTransactions(
  client: ApiClient,
  query: TeamTransactionsQuery = {},
  options?: CallOptions,
): Promise<TeamTransactionList> {
  return client.request({
    method: 'GET',
    path: paths.agentTransactions,
    query: {
      from: query.from,
      to: query.to,
      account: query.account,
      type: query.type,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    value: teamTransactionListSchema,
    ...withSignal(options),
  });
}

// The agent application (/join): any logged-in real member.

/** Already an agent: SERVER_CODES.alreadyAgent; one waiting: SERVER_CODES.applicationPending. */
export function applyForAgent(
  client: ApiClient,
  request: AgentApplyRequest,
  options?: CallOptions,
): Promise<AgentApplication> {
  return client.request({
    method: 'POST',
    path: paths.agentApply,
    json: request,
    value: agentApplicationSchema,
    ...withSignal(options),
  });
}

/** The member's newest application, or null when they have sent none. */
export function getAgentApplication(
  client: ApiClient,
  options?: CallOptions,
): Promise<AgentApplication | null> {
  return client.request({
    method: 'GET',
    path: paths.agentApplication,
    value: agentApplicationStateSchema,
    ...withSignal(options),
  });
}
