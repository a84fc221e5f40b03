import type {
  AgentAnnouncementList,
  AgentApplication,
  AgentMember,
  AgentOverview,
  AgentOverviewPeriod,
  AgentPromotion,
  DownlineList,
  TeamBetList,
  TeamBetsQuery,
  TeamTransactionList,
  TeamTransactionsQuery,
  UserProfitLossList,
  UserProfitLossQuery,
} from '@lobby/api';
import { defineQuery } from '../../data/query';

// The agent centre's team (doc 2 §2.4). The team plays while the agent watches, so a report is
// asked again whenever its page opens; every key starts with 'agent', so an action that moves the
// agent's money or changes the team (['agent']) refreshes them all.
const FRESH_MS = 0;

export const agentOverviewQuery = (period: AgentOverviewPeriod) =>
  defineQuery<AgentOverview>({
    key: ['agent', 'overview', period],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getAgentOverview(client, period, { signal }),
  });

export const agentAnnouncementsQuery = defineQuery<AgentAnnouncementList>({
  key: ['agent', 'announcements'],
  scope: 'session',
  staleTime: 60_000,
  load: ({ api, client, signal }) => api.getAgentAnnouncements(client, { signal }),
});

/** A level of the tree (the agent's direct downline, or a member's), or the search's matches. */
export const downlineQuery = (query: { parent?: number; search?: string; pageNo: number }) =>
  defineQuery<DownlineList>({
    key: ['agent', 'downline', query.parent ?? null, query.search ?? null, query.pageNo],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getDownline(client, query, { signal }),
  });

export const agentMemberQuery = (id: number) =>
  defineQuery<AgentMember>({
    key: ['agent', 'member', id],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getAgentMember(client, id, { signal }),
  });

export const agentPromotionQuery = defineQuery<AgentPromotion>({
  key: ['agent', 'promotion'],
  scope: 'session',
  staleTime: Infinity,
  load: ({ api, client, signal }) => api.getAgentPromotion(client, { signal }),
});

export const teamBetsQuery = (query: TeamBetsQuery) =>
  defineQuery<TeamBetList>({
    key: [
      'agent',
      'bets',
      query.from ?? null,
      query.to ?? null,
      query.account ?? null,
      query.pageNo ?? 1,
    ],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getTeamBets(client, query, { signal }),
  });

export const userProfitLossQuery = (query: UserProfitLossQuery) =>
  defineQuery<UserProfitLossList>({
    key: ['agent', 'profitLoss', query.from ?? null, query.to ?? null, query.pageNo ?? 1],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getUserProfitLoss(client, query, { signal }),
  });

export const teamTransactionsQuery = (query: TeamTransactionsQuery) =>
  defineQuery<TeamTransactionList>({
    key: [
      'agent',
      'transactions',
      query.from ?? null,
      query.to ?? null,
      query.account ?? null,
      query.type ?? null,
      query.pageNo ?? 1,
    ],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getTeamTransactions(client, query, { signal }),
  });

/**
 * The member's agent application (/join), null when they have sent none (wrapped: a query's answer
 * is never null itself).
 */
export const agentApplicationQuery = defineQuery<{ application: AgentApplication | null }>({
  key: ['agentApplication'],
  scope: 'session',
  staleTime: FRESH_MS,
  load: async ({ api, client, signal }) => ({
    application: await api.getAgentApplication(client, { signal }),
  }),
});
