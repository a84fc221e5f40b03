import type { ContractKind } from '@lobby/core';
import type {
  AgentIncome,
  AgentIncomeQuery,
  ContractFlagsAnswer,
  ContractList,
  ContractPayoutList,
  ContractPayoutsQuery,
  ContractPreview,
} from '@lobby/api';
import { defineQuery } from '../../data/query';

// The agent's contracts (doc 2 §3.6, §4.6). Offers arrive and payouts settle without an action of
// this tab (the upline offers from another, the sandbox settles every minute): the lists are asked
// again whenever their page opens. Keys start with 'agent', like the team's.
const FRESH_MS = 0;

/** The merchant's contract switches: the agent centre's menu waits for them. */
export const contractFlagsQuery = defineQuery<ContractFlagsAnswer>({
  key: ['agent', 'contractFlags'],
  scope: 'session',
  staleTime: 5 * 60_000,
  load: ({ api, client, signal }) => api.getContractFlags(client, { signal }),
});

export const contractsQuery = (kind: ContractKind) =>
  defineQuery<ContractList>({
    key: ['agent', 'contracts', kind],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getContracts(client, { kind }, { signal }),
  });

/** What a pending offer to me would have paid over the last periods, beside the current one. */
export const contractPreviewQuery = (id: number) =>
  defineQuery<ContractPreview>({
    key: ['agent', 'contractPreview', id],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getContractPreview(client, id, { signal }),
  });

export const contractPayoutsQuery = (
  query: Required<Pick<ContractPayoutsQuery, 'kind' | 'scope' | 'pageNo'>>,
) =>
  defineQuery<ContractPayoutList>({
    key: ['agent', 'payouts', query.kind, query.scope, query.pageNo],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getContractPayouts(client, query, { signal }),
  });

export const agentIncomeQuery = (query: AgentIncomeQuery) =>
  defineQuery<AgentIncome>({
    key: ['agent', 'income', query.from ?? null, query.to ?? null, query.pageNo ?? 1],
    scope: 'session',
    staleTime: FRESH_MS,
    load: ({ api, client, signal }) => api.getAgentIncome(client, query, { signal }),
  });
