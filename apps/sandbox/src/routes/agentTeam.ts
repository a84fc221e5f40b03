import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  AGENT_PAGE_SIZE,
  MONEY_CODES,
  agentApplyRequestSchema,
  agentCreateMemberRequestSchema,
  agentMemberQuerySchema,
  agentOverviewQuerySchema,
  agentTransferRequestSchema,
  downlineQuerySchema,
  paths,
  teamBetsQuerySchema,
  teamTransactionsQuerySchema,
  userProfitLossQuerySchema,
} from '@lobby/api';
import type {
  AgentAnnouncementList,
  DownlineList,
  TeamBetList,
  TeamTransactionList,
  TransactionType,
  UserProfitLossList,
} from '@lobby/api';
import type { Services } from '../context';
import { applicationOf, applyForAgent } from '../agent/applications';
import { createDownlineMember } from '../agent/createMember';
import { promotionOf } from '../agent/promotion';
import {
  agentOverview,
  downlinePage,
  memberDetail,
  ownRebateBp,
  requireInTeam,
} from '../agent/team';
import { transferToDownline } from '../agent/transfer';
import { ApiError, ok, readJson } from '../http/envelope';
import { agentGuard } from '../http/guards';
import type { AgentEnv } from '../http/guards';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import { readSealed } from '../http/sealed';
import { refuseOnBreak } from '../protection/breaks';
import { requireSession } from '../http/session';
import type { SessionEnv } from '../http/session';
import { listAgentAnnouncements } from '../store/agentAnnouncements';
import { listTeamBets, listTeamTransactions, listUserProfitLoss } from '../store/agentReports';
import type { Span } from '../store/agentReports';
import { findMemberByAccount, findMemberById, TRIAL_TYPE } from '../store/members';
import type { Member } from '../store/members';
import { money } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');

function paging(query: { pageNo?: number | undefined; pageSize?: number | undefined }) {
  const pageSize = query.pageSize ?? AGENT_PAGE_SIZE;
  return { limit: pageSize, offset: ((query.pageNo ?? 1) - 1) * pageSize };
}
const totalPages = (total: number, limit: number): number => Math.ceil(total / limit);

/** `from` inclusive, `to` exclusive; absent: from the start, up to now (nothing is later). */
function spanOf(query: { from?: number | undefined; to?: number | undefined }, now: number): Span {
  const span = { from: query.from ?? 0, to: query.to ?? now + 1 };
  if (span.from >= span.to) throw new ApiError(400, 'Invalid to: must be after from');
  return span;
}

/** The team member an `account` filter names, or 404 NOT_IN_TEAM (also when there is none). */
function teamMemberByAccount(
  services: Pick<Services, 'db'>,
  agent: Member,
  account: string | undefined,
): number | undefined {
  if (account === undefined) return undefined;
  const member = findMemberByAccount(services.db, agent.merchant, account);
  // No such account answers as one outside the team: the filter reveals nothing about others.
  requireInTeam(services.db, agent.id, member?.id ?? 0);
  return member?.id;
}

/**
 * `/wps/relay/AGENT_*`: the agent centre's team (issue 26). Every call but the application's two
 * goes through agentGuard (an agent's session, else 403 NOT_AGENT) and answers only about the
 * agent's own team.
 */
export function agentTeamRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<AgentEnv>();
  const guard = agentGuard(services);
  const brand = merchant(db);

  routes.get(relay(paths.agentOverview), brand, ...guard, (c) => {
    const query = readQuery(c, agentOverviewQuerySchema);
    return ok(c, agentOverview(db, c.var.agent.id, query.period ?? 'today', now()));
  });

  routes.get(relay(paths.agentAnnouncements), brand, ...guard, (c) => {
    const answer: AgentAnnouncementList = {
      list: listAgentAnnouncements(db, c.var.merchant.code),
    };
    return ok(c, answer);
  });

  routes.get(relay(paths.agentDownline), brand, ...guard, (c) => {
    const query = readQuery(c, downlineQuerySchema);
    const page = paging(query);
    const { list, total } = downlinePage(
      db,
      c.var.agent.id,
      { parentId: query.parent, search: query.search, ...page },
      now(),
    );
    const answer: DownlineList = { list, totalPages: totalPages(total, page.limit) };
    return ok(c, answer);
  });

  routes.get(relay(paths.agentMember), brand, ...guard, (c) => {
    const query = readQuery(c, agentMemberQuerySchema);
    return ok(c, memberDetail(db, c.var.agent, query.id, now()));
  });

  routes.post(relay(paths.agentCreateMember), brand, ...guard, async (c) => {
    const request = await readSealed(c, services, agentCreateMemberRequestSchema);
    return ok(c, await createDownlineMember(db, c.var.agent, request, now()));
  });

  // With the code and link, the most rebate a new downline account may get: the Account page's two
  // ways to grow the team.
  routes.get(relay(paths.agentPromotion), brand, ...guard, (c) =>
    ok(c, {
      ...promotionOf(db, c.var.agent, services.origin),
      ownRebateBp: ownRebateBp(db, c.var.agent),
    }),
  );

  // An agent on a time-out or self-exclusion moves no money either (issue 30).
  routes.post(relay(paths.agentTransfer), brand, ...guard, refuseOnBreak(services), async (c) => {
    const request = await readSealed(c, services, agentTransferRequestSchema);
    const result = await money(() =>
      transferToDownline(db, { agentId: c.var.agent.id, ...request, now }),
    );
    return ok(c, result);
  });

  routes.get(relay(paths.agentTeamBets), brand, ...guard, (c) => {
    const query = readQuery(c, teamBetsQuerySchema);
    const page = paging(query);
    const { rows, totals, total } = listTeamBets(db, {
      agentId: c.var.agent.id,
      memberId: teamMemberByAccount(services, c.var.agent, query.account),
      ...spanOf(query, now()),
      ...page,
    });
    const answer: TeamBetList = { list: rows, totals, totalPages: totalPages(total, page.limit) };
    return ok(c, answer);
  });

  routes.get(relay(paths.agentUserProfitLoss), brand, ...guard, (c) => {
    const query = readQuery(c, userProfitLossQuerySchema);
    const page = paging(query);
    const { rows, totals, total } = listUserProfitLoss(db, {
      agentId: c.var.agent.id,
      ...spanOf(query, now()),
      ...page,
    });
    const answer: UserProfitLossList = {
      list: rows,
      totals,
      totalPages: totalPages(total, page.limit),
    };
    return ok(c, answer);
  });

  routes.get(relay(paths.agentTransactions), brand, ...guard, (c) => {
    const query = readQuery(c, teamTransactionsQuerySchema);
    const page = paging(query);
    const { rows, total } = listTeamTransactions(db, {
      agentId: c.var.agent.id,
      memberId: teamMemberByAccount(services, c.var.agent, query.account),
      type: query.type,
      ...spanOf(query, now()),
      ...page,
    });
    const answer: TeamTransactionList = {
      list: rows.map((row) => ({ ...row, type: row.type as TransactionType })),
      totalPages: totalPages(total, page.limit),
    };
    return ok(c, answer);
  });

  return routes;
}

/**
 * `/wps/relay/AGENT_apply` and `AGENT_application` (the /join form): any logged-in real member,
 * so a session and no trial account, like the member centre's calls.
 */
export function agentApplicationRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const brand = merchant(db);
  const session = requireSession(services);
  const realMember = createMiddleware<SessionEnv>(async (c, next) => {
    if (findMemberById(db, c.var.session.memberId)?.type === TRIAL_TYPE) {
      throw new ApiError(403, 'please register a member account first', MONEY_CODES.trialAccount);
    }
    await next();
  });

  routes.post(relay(paths.agentApply), brand, session, realMember, async (c) => {
    const request = await readJson(c, agentApplyRequestSchema);
    const member = findMemberById(db, c.var.session.memberId);
    if (!member) throw new ApiError(404, 'No such member');
    return ok(c, applyForAgent(db, member, request, now()));
  });

  routes.get(relay(paths.agentApplication), brand, session, realMember, (c) =>
    ok(c, applicationOf(db, c.var.session.memberId)),
  );

  return routes;
}
