import { contractsGivenBy } from '../contracts/store';
import { SERVER_CODES } from '@lobby/api';
import { periodOf } from '@lobby/core';
import type { ProtectionState } from '@lobby/core';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import { isAgentAccount } from '../http/guards';
import { contractIncomeOf, memberFiguresOf, teamFiguresOf } from '../store/agentReports';
import type { Span, TeamFigures } from '../store/agentReports';
import {
  depthInTeam,
  directCountOf,
  listDownline,
  merchantRebateBp,
  rebateBpOf,
  teamSizeOf,
} from '../store/agentTeam';
import type { DownlineRow } from '../store/agentTeam';
import { findMemberById } from '../store/members';
import type { Member } from '../store/members';
import { protectionStateOf } from '../protection/state';

/*
 * The agent's team as the agent centre sees it: only the agent's own downline, at any depth. Every
 * call that names a member goes through requireInTeam, so an agent can neither read nor act on a
 * member of another team, whatever id it sends.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const OVERVIEW_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** The overview's spans in UTC, as the contracts count them: a day, an ISO week, a month. */
export function overviewSpan(period: OverviewPeriod, now: number): Span {
  switch (period) {
    case 'today':
      return periodOf('D', now);
    case 'yesterday':
      return periodOf('D', now - DAY_MS);
    case 'week':
      return periodOf('W', now);
    case 'month':
      return periodOf('M', now);
  }
}

/** The member's depth under the agent (1 = direct), or 404 NOT_IN_TEAM. */
export function requireInTeam(db: Database, agentId: number, memberId: number): number {
  const depth = depthInTeam(db, agentId, memberId);
  if (depth === undefined) {
    throw new ApiError(404, 'This member is not in your team', SERVER_CODES.notInTeam);
  }
  return depth;
}

export interface Overview extends TeamFigures {
  period: OverviewPeriod;
  from: number;
  to: number;
  income: number;
}

export function agentOverview(
  db: Database,
  agentId: number,
  period: OverviewPeriod,
  now: number,
): Overview {
  const span = overviewSpan(period, now);
  return {
    period,
    ...span,
    ...teamFiguresOf(db, agentId, span),
    income: contractIncomeOf(db, agentId, span),
  };
}

export interface DownlineMember extends DownlineRow {
  isAgent: boolean;
  directCount: number;
  teamSize: number;
  /** Limits set, on a time-out, excluded: the state only, never an amount (issue 30). */
  protection: ProtectionState;
}

/**
 * A downline row with what the tree shows beside it: agent or not, its direct and whole team, its
 * protection state.
 */
export function withTeamCounts(
  db: Database,
  row: DownlineRow,
  protection: ProtectionState,
): DownlineMember {
  return {
    ...row,
    isAgent: isAgentAccount(row.type),
    directCount: directCountOf(db, row.id),
    teamSize: teamSizeOf(db, row.id),
    protection,
  };
}

export interface DownlineQuery {
  parentId?: number | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** A page of the tree: a parent's direct downline (the parent must be in the team) or a search. */
export function downlinePage(
  db: Database,
  agentId: number,
  query: DownlineQuery,
  now: number,
): { list: DownlineMember[]; total: number } {
  if (query.parentId !== undefined && query.parentId !== agentId) {
    requireInTeam(db, agentId, query.parentId);
  }
  const { rows, total } = listDownline(db, { agentId, ...query });
  const states = protectionStateOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  return {
    list: rows.map((row) => withTeamCounts(db, row, states.get(row.id) ?? 'none')),
    total,
  };
}

/** The rebate rate an agent may give at most: its own, or the merchant's when it has none. */
export function ownRebateBp(db: Database, agent: Member): number {
  return rebateBpOf(db, agent.id) ?? merchantRebateBp(db, agent.merchant);
}

/** The contracts the agent gave this member, newest first (the member's detail lists them). */
export function givenContractsOf(db: Database, agentId: number, memberId: number) {
  return contractsGivenBy(db, agentId)
    .filter((contract) => contract.downlineId === memberId)
    .map(({ id, kind, status, topRateBp }) => ({ id, kind, status, topRateBp }));
}

/**
 * One member of the team in detail, with this month's own valid bet and profit and loss, and its
 * protection state.
 */
export function memberDetail(db: Database, agent: Member, memberId: number, now: number) {
  const depth = requireInTeam(db, agent.id, memberId);
  const member = findMemberById(db, memberId);
  if (!member) throw new ApiError(404, 'This member is not in your team', SERVER_CODES.notInTeam);
  const upline = db.get<{ account: string }>(
    'SELECT u.account FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = ?',
    [memberId],
  );
  const lastLogin = db.get<{ at: number | null }>(
    'SELECT MAX(at) AS at FROM login_history WHERE member_id = ?',
    [memberId],
  );
  const month = memberFiguresOf(db, memberId, periodOf('M', now));
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    isAgent: isAgentAccount(member.type),
    type: member.type,
    depth,
    uplineAccount: upline?.account ?? null,
    rebateBp: rebateBpOf(db, memberId),
    balance: member.balance,
    teamSize: teamSizeOf(db, memberId),
    directCount: directCountOf(db, memberId),
    createdAt: member.createdAt,
    lastLoginAt: lastLogin?.at ?? null,
    monthValidBet: month.validBet,
    monthProfitLoss: month.profitLoss,
    contracts: givenContractsOf(db, agent.id, memberId),
    protection: protectionStateOf(db, [memberId], now).get(memberId) ?? 'none',
  };
}
