import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  agentIncomeSchema,
  contractFlagsSchema,
  contractListSchema,
  contractPayoutListSchema,
  contractPreviewSchema,
  contractSchema,
} from '../schemas/contracts';
import type {
  AgentIncome,
  AgentIncomeQuery,
  Contract,
  ContractFlagsAnswer,
  ContractList,
  ContractListQuery,
  ContractOfferRequest,
  ContractPayoutList,
  ContractPayoutsQuery,
  ContractPreview,
  ContractRespondRequest,
} from '../schemas/contracts';
import type { CallOptions } from './options';
import { withSignal } from './options';

// The agent centre's contracts (token, agents only: others answer NOT_AGENT). A kind the merchant
// has switched off answers FEATURE_DISABLED.

export function getContractFlags(
  client: ApiClient,
  options?: CallOptions,
): Promise<ContractFlagsAnswer> {
  return client.request({
    method: 'GET',
    path: paths.contractFlags,
    value: contractFlagsSchema,
    ...withSignal(options),
  });
}

export function getContracts(
  client: ApiClient,
  query: ContractListQuery = {},
  options?: CallOptions,
): Promise<ContractList> {
  return client.request({
    method: 'GET',
    path: paths.contractList,
    query: { kind: query.kind },
    value: contractListSchema,
    ...withSignal(options),
  });
}

/** Offers a contract to a direct downline agent (replaces a pending offer of the kind). */
export function offerContract(
  client: ApiClient,
  offer: ContractOfferRequest,
  options?: CallOptions,
): Promise<Contract> {
  return client.request({
    method: 'POST',
    path: paths.contractOffer,
    json: offer,
    value: contractSchema,
    ...withSignal(options),
  });
}

/** Accepts or rejects an offer; CONFIRM_REQUIRED when accepting ends downline contracts. */
export function respondToContract(
  client: ApiClient,
  answer: ContractRespondRequest,
  options?: CallOptions,
): Promise<Contract> {
  return client.request({
    method: 'POST',
    path: paths.contractRespond,
    json: answer,
    value: contractSchema,
    ...withSignal(options),
  });
}

/** The upline ends a contract it gave (pending or active). */
export function terminateContract(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<Contract> {
  return client.request({
    method: 'POST',
    path: paths.contractTerminate,
    json: { id },
    value: contractSchema,
    ...withSignal(options),
  });
}

/** The what-if of a pending offer to me. */
export function getContractPreview(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<ContractPreview> {
  return client.request({
    method: 'GET',
    path: paths.contractPreview,
    query: { id },
    value: contractPreviewSchema,
    ...withSignal(options),
  });
}

export function getContractPayouts(
  client: ApiClient,
  query: ContractPayoutsQuery = {},
  options?: CallOptions,
): Promise<ContractPayoutList> {
  return client.request({
    method: 'GET',
    path: paths.contractPayouts,
    query: {
      kind: query.kind,
      scope: query.scope,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    value: contractPayoutListSchema,
    ...withSignal(options),
  });
}

/** My income: contract payouts paid to me settled in [from, to), with the totals by kind. */
export function getAgentIncome(
  client: ApiClient,
  query: AgentIncomeQuery = {},
  options?: CallOptions,
): Promise<AgentIncome> {
  return client.request({
    method: 'GET',
    path: paths.agentIncome,
    query: { from: query.from, to: query.to, pageNo: query.pageNo, pageSize: query.pageSize },
    value: agentIncomeSchema,
    ...withSignal(options),
  });
}
