import { Hono } from 'hono';
import {
  AGENT_PAGE_SIZE,
  CONTRACT_CODES,
  SERVER_CODES,
  agentIncomeQuerySchema,
  contractListQuerySchema,
  contractOfferRequestSchema,
  contractPayoutsQuerySchema,
  contractPreviewQuerySchema,
  contractRespondRequestSchema,
  contractTerminateRequestSchema,
  paths,
} from '@lobby/api';
import type {
  AgentIncome,
  Contract,
  ContractFlagsAnswer,
  ContractList,
  ContractPayout,
} from '@lobby/api';
import { CONTRACT_KINDS, CONTRACT_KIND_FLAGS } from '@lobby/core';
import type { ContractKind } from '@lobby/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Services } from '../context';
import { offerContract, respondToOffer, terminateContract } from '../contracts/offers';
import type { Actor } from '../contracts/offers';
import { previewOffer } from '../contracts/preview';
import { ContractRefusal } from '../contracts/refusal';
import type { ContractRefusalReason } from '../contracts/refusal';
import { settleContracts } from '../contracts/settlement';
import {
  contractsGivenBy,
  contractsHeldBy,
  enabledKinds,
  incomeOf,
  listPayouts,
} from '../contracts/store';
import type { ContractRow, PayoutRow } from '../contracts/store';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import { agentGuard } from '../http/guards';
import type { AgentEnv } from '../http/guards';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');

const STATUS_OF: Readonly<Record<ContractRefusalReason, ContentfulStatusCode>> = {
  featureDisabled: 403,
  notDirectAgent: 400,
  noOwnContract: 400,
  rateAboveOwn: 400,
  badTiers: 400,
  badPeriod: 400,
  notYours: 403,
  // The request was fine; the contract's state has moved on (or needs the member's word).
  notPending: 409,
  confirmRequired: 409,
  notFound: 404,
};

const CODE_OF: Readonly<Record<ContractRefusalReason, string | undefined>> = {
  featureDisabled: SERVER_CODES.featureDisabled,
  notDirectAgent: CONTRACT_CODES.notDirectAgent,
  noOwnContract: CONTRACT_CODES.noOwnContract,
  rateAboveOwn: CONTRACT_CODES.rateAboveOwn,
  badTiers: CONTRACT_CODES.badTiers,
  badPeriod: CONTRACT_CODES.badPeriod,
  notYours: CONTRACT_CODES.notYours,
  notPending: CONTRACT_CODES.notPending,
  confirmRequired: CONTRACT_CODES.confirmRequired,
  notFound: undefined,
};

/** Runs a contract rule, turning its refusal into the contract's answer. */
function rule<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ContractRefusal)) throw error;
    throw new ApiError(STATUS_OF[error.reason], error.message, CODE_OF[error.reason], {
      ...(error.value === undefined ? {} : { value: error.value }),
    });
  }
}

export function contractOut(row: ContractRow): Contract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    tiers: row.tiers,
    status: row.status,
    topRateBp: row.topRateBp,
    uplineAccount: row.uplineAccount,
    downlineId: row.downlineId,
    downlineAccount: row.downlineAccount,
    offeredAt: row.offeredAt,
    decidedAt: row.decidedAt,
    endedAt: row.endedAt,
    endReason: row.endReason,
  };
}

function payoutOut(row: PayoutRow): ContractPayout {
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    account: row.account,
    from: row.from,
    to: row.to,
    validBet: row.validBet,
    profitLoss: row.profitLoss,
    activeMembers: row.activeMembers,
    base: row.base,
    tier: row.tier,
    rateBp: row.rateBp,
    amount: row.amount,
    status: row.status,
    settledAt: row.settledAt,
  };
}

function paging(query: { pageNo?: number | undefined; pageSize?: number | undefined }) {
  const pageSize = query.pageSize ?? AGENT_PAGE_SIZE;
  return { limit: pageSize, offset: ((query.pageNo ?? 1) - 1) * pageSize, pageSize };
}

/** `/wps/relay/CONTRACT_*` and AGENT_income: the agent centre's contracts (agents only). */
export function contractRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<AgentEnv>();
  const guard = agentGuard(services);
  const brand = merchant(db);
  const actorOf = (c: { var: AgentEnv['Variables'] }): Actor => ({
    memberId: c.var.session.memberId,
    merchant: c.var.merchant.code,
    now: now(),
  });
  /** A kind the call names must be switched on; no kind means every kind that is. */
  const kindsFor = (merchantCode: string, kind: ContractKind | undefined): Set<ContractKind> => {
    const enabled = enabledKinds(db, merchantCode);
    if (kind === undefined) return enabled;
    if (!enabled.has(kind)) {
      throw new ApiError(
        403,
        'This contract type is not available on this site',
        SERVER_CODES.featureDisabled,
      );
    }
    return new Set([kind]);
  };
  // Reads settle what has fallen due first, so they never wait for the minute's job.
  const settleBrand = (merchantCode: string) =>
    settleContracts(db, now(), { merchant: merchantCode });

  routes.get(relay(paths.contractFlags), brand, ...guard, (c) => {
    const enabled = enabledKinds(db, c.var.merchant.code);
    const flags = Object.fromEntries(
      CONTRACT_KINDS.map((kind) => [CONTRACT_KIND_FLAGS[kind], enabled.has(kind)]),
    ) as ContractFlagsAnswer;
    return ok(c, flags);
  });

  routes.get(relay(paths.contractList), brand, ...guard, (c) => {
    const { kind } = readQuery(c, contractListQuerySchema);
    const kinds = kindsFor(c.var.merchant.code, kind);
    const memberId = c.var.session.memberId;
    const shown = (row: ContractRow) => kinds.has(row.kind);
    const list: ContractList = {
      held: contractsHeldBy(db, memberId, kind).filter(shown).map(contractOut),
      given: contractsGivenBy(db, memberId, kind).filter(shown).map(contractOut),
    };
    return ok(c, list);
  });

  routes.post(relay(paths.contractOffer), brand, ...guard, async (c) => {
    const offer = await readJson(c, contractOfferRequestSchema);
    return ok(c, contractOut(rule(() => offerContract(db, actorOf(c), offer))));
  });

  routes.post(relay(paths.contractRespond), brand, ...guard, async (c) => {
    const answer = await readJson(c, contractRespondRequestSchema);
    return ok(c, contractOut(rule(() => respondToOffer(db, actorOf(c), answer))));
  });

  routes.post(relay(paths.contractTerminate), brand, ...guard, async (c) => {
    const { id } = await readJson(c, contractTerminateRequestSchema);
    return ok(c, contractOut(rule(() => terminateContract(db, actorOf(c), id))));
  });

  routes.get(relay(paths.contractPreview), brand, ...guard, (c) => {
    const { id } = readQuery(c, contractPreviewQuerySchema);
    return ok(
      c,
      rule(() => previewOffer(db, actorOf(c), id)),
    );
  });

  routes.get(relay(paths.contractPayouts), brand, ...guard, (c) => {
    const query = readQuery(c, contractPayoutsQuerySchema);
    kindsFor(c.var.merchant.code, query.kind);
    settleBrand(c.var.merchant.code);
    const page = paging(query);
    const { rows, total } = listPayouts(db, {
      merchant: c.var.merchant.code,
      memberId: c.var.session.memberId,
      scope: query.scope ?? 'held',
      kind: query.kind,
      limit: page.limit,
      offset: page.offset,
    });
    return ok(c, { list: rows.map(payoutOut), totalPages: Math.ceil(total / page.pageSize) });
  });

  routes.get(relay(paths.agentIncome), brand, ...guard, (c) => {
    const query = readQuery(c, agentIncomeQuerySchema);
    const from = query.from ?? 0;
    const to = query.to ?? Number.MAX_SAFE_INTEGER;
    if (from >= to) throw new ApiError(400, 'Invalid to: must be after from');
    settleBrand(c.var.merchant.code);
    const page = paging(query);
    const { rows, total, byKind } = incomeOf(db, {
      memberId: c.var.session.memberId,
      from,
      to,
      limit: page.limit,
      offset: page.offset,
    });
    const income: AgentIncome = {
      list: rows.map(payoutOut),
      totals: {
        ...byKind,
        total: byKind.dividend + byKind.dailyWage + byKind.hourly + byKind.realtime,
      },
      totalPages: Math.ceil(total / page.pageSize),
    };
    return ok(c, income);
  });

  return routes;
}
