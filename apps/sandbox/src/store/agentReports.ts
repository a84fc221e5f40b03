import type { Database } from '../db';
import { TEAM_CTE } from './agentTeam';
import { VALID_BET_SQL } from './bets';

/*
 * The agent centre's reports over the team (store/agentTeam.ts TEAM_CTE: the agent excluded) and a
 * span [from, to) of epoch ms. Bets count by their time; the players' profit and loss is win minus
 * stake, so it is negative when the team lost; the valid bet is store/bets.ts's one definition.
 */

export interface Span {
  from: number;
  /** Exclusive. */
  to: number;
}

export interface TeamFigures {
  teamSize: number;
  directMembers: number;
  newMembers: number;
  activeMembers: number;
  betAmount: number;
  validBet: number;
  profitLoss: number;
  deposits: number;
  withdrawals: number;
}

/** The overview's figures of the agent's team over the span. */
export function teamFiguresOf(db: Database, agentId: number, span: Span): TeamFigures {
  const params = { agent: agentId, from: span.from, to: span.to };
  const members = db.get<{ teamSize: number; directMembers: number; newMembers: number }>(
    `${TEAM_CTE}
     SELECT COUNT(*) AS teamSize, COALESCE(SUM(team.depth = 1), 0) AS directMembers,
       COALESCE(SUM(m.created_at >= :from AND m.created_at < :to), 0) AS newMembers
     FROM team JOIN members m ON m.id = team.id`,
    params,
  );
  const bets = db.get<{
    activeMembers: number;
    betAmount: number;
    validBet: number;
    profitLoss: number;
  }>(
    `${TEAM_CTE}
     SELECT COUNT(DISTINCT CASE WHEN ${VALID_BET_SQL} > 0 THEN bets.member_id END) AS activeMembers,
       COALESCE(SUM(bets.stake), 0) AS betAmount,
       COALESCE(SUM(${VALID_BET_SQL}), 0) AS validBet,
       COALESCE(SUM(bets.win - bets.stake), 0) AS profitLoss
     FROM team JOIN bets ON bets.member_id = team.id
     WHERE bets.created_at >= :from AND bets.created_at < :to`,
    params,
  );
  // Withdrawals are the money that left: a refunded withdrawal gives its amount back.
  const money = db.get<{ deposits: number; withdrawals: number }>(
    `${TEAM_CTE}
     SELECT COALESCE(SUM(CASE WHEN t.kind = 'deposit' THEN t.amount END), 0) AS deposits,
       -COALESCE(SUM(CASE WHEN t.kind IN ('withdrawal', 'withdrawal_refund') THEN t.amount END), 0)
         AS withdrawals
     FROM team JOIN wallet_transactions t ON t.member_id = team.id
     WHERE t.created_at >= :from AND t.created_at < :to`,
    params,
  );
  return {
    teamSize: members?.teamSize ?? 0,
    directMembers: members?.directMembers ?? 0,
    newMembers: members?.newMembers ?? 0,
    activeMembers: bets?.activeMembers ?? 0,
    betAmount: bets?.betAmount ?? 0,
    validBet: bets?.validBet ?? 0,
    profitLoss: bets?.profitLoss ?? 0,
    deposits: money?.deposits ?? 0,
    withdrawals: money?.withdrawals ?? 0,
  };
}

/**
 * What the agent's contracts paid it in the span: the ledger rows of kind 'contract' (the
 * contracts' settlement writes them; none before it has run).
 */
export function contractIncomeOf(db: Database, agentId: number, span: Span): number {
  return (
    db.get<{ total: number }>(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM wallet_transactions
       WHERE member_id = ? AND kind = 'contract' AND created_at >= ? AND created_at < ?`,
      [agentId, span.from, span.to],
    )?.total ?? 0
  );
}

/** One member's valid bet and profit and loss over the span (their own bets). */
export function memberFiguresOf(
  db: Database,
  memberId: number,
  span: Span,
): { validBet: number; profitLoss: number } {
  const row = db.get<{ validBet: number; profitLoss: number }>(
    `SELECT COALESCE(SUM(${VALID_BET_SQL}), 0) AS validBet,
       COALESCE(SUM(bets.win - bets.stake), 0) AS profitLoss
     FROM bets WHERE member_id = ? AND created_at >= ? AND created_at < ?`,
    [memberId, span.from, span.to],
  );
  return { validBet: row?.validBet ?? 0, profitLoss: row?.profitLoss ?? 0 };
}

export interface TeamBetRow {
  id: number;
  account: string;
  vendor: string;
  gameName: string;
  stake: number;
  validBet: number;
  win: number;
  profitLoss: number;
  createdAt: number;
}

export interface BetTotals {
  stake: number;
  validBet: number;
  win: number;
  profitLoss: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The team's bets in the span, newest first, optionally of one member; and their totals. */
export function listTeamBets(
  db: Database,
  f: Span & PageWindow & { agentId: number; memberId?: number | undefined },
): { rows: TeamBetRow[]; totals: BetTotals; total: number } {
  const params = {
    agent: f.agentId,
    from: f.from,
    to: f.to,
    ...(f.memberId === undefined ? {} : { member: f.memberId }),
  };
  const body = `FROM team JOIN bets ON bets.member_id = team.id
    JOIN members m ON m.id = bets.member_id JOIN games g ON g.game_id = bets.game_id
    WHERE bets.created_at >= :from AND bets.created_at < :to
      ${f.memberId === undefined ? '' : 'AND bets.member_id = :member'}`;
  const rows = db.all<TeamBetRow>(
    `${TEAM_CTE}
     SELECT bets.id, m.account, g.vassalage AS vendor, g.name AS gameName, bets.stake,
       ${VALID_BET_SQL} AS validBet, bets.win, bets.win - bets.stake AS profitLoss,
       bets.created_at AS createdAt
     ${body}
     ORDER BY bets.created_at DESC, bets.id DESC LIMIT :limit OFFSET :offset`,
    { ...params, limit: f.limit, offset: f.offset },
  );
  const sums = db.get<BetTotals & { n: number }>(
    `${TEAM_CTE}
     SELECT COUNT(*) AS n, COALESCE(SUM(bets.stake), 0) AS stake,
       COALESCE(SUM(${VALID_BET_SQL}), 0) AS validBet, COALESCE(SUM(bets.win), 0) AS win,
       COALESCE(SUM(bets.win - bets.stake), 0) AS profitLoss
     ${body}`,
    params,
  );
  return {
    rows,
    totals: {
      stake: sums?.stake ?? 0,
      validBet: sums?.validBet ?? 0,
      win: sums?.win ?? 0,
      profitLoss: sums?.profitLoss ?? 0,
    },
    total: sums?.n ?? 0,
  };
}

export interface UserProfitLossRow {
  memberId: number;
  account: string;
  depth: number;
  bets: number;
  stake: number;
  validBet: number;
  win: number;
  profitLoss: number;
  bonus: number;
}

export type ProfitLossTotals = Omit<UserProfitLossRow, 'memberId' | 'account' | 'depth'>;

/**
 * One row per team member with bets or bonuses in the span (by account), and the totals. Bets and
 * bonuses are summed apart and then joined, so a bonus is not counted once per bet.
 */
export function listUserProfitLoss(
  db: Database,
  f: Span & PageWindow & { agentId: number },
): { rows: UserProfitLossRow[]; totals: ProfitLossTotals; total: number } {
  const params = { agent: f.agentId, from: f.from, to: f.to };
  const perMember = `${TEAM_CTE},
    b AS (
      SELECT member_id, COUNT(*) AS bets, SUM(stake) AS stake, SUM(${VALID_BET_SQL}) AS validBet,
        SUM(win) AS win, SUM(win - stake) AS profitLoss
      FROM bets WHERE member_id IN (SELECT id FROM team) AND created_at >= :from AND created_at < :to
      GROUP BY member_id
    ),
    k AS (
      SELECT member_id, SUM(amount) AS bonus FROM wallet_transactions
      WHERE member_id IN (SELECT id FROM team) AND kind = 'bonus'
        AND created_at >= :from AND created_at < :to
      GROUP BY member_id
    ),
    rows AS (
      SELECT m.id AS memberId, m.account, team.depth, COALESCE(b.bets, 0) AS bets,
        COALESCE(b.stake, 0) AS stake, COALESCE(b.validBet, 0) AS validBet,
        COALESCE(b.win, 0) AS win, COALESCE(b.profitLoss, 0) AS profitLoss,
        COALESCE(k.bonus, 0) AS bonus
      FROM team JOIN members m ON m.id = team.id
        LEFT JOIN b ON b.member_id = m.id LEFT JOIN k ON k.member_id = m.id
      WHERE b.member_id IS NOT NULL OR k.member_id IS NOT NULL
    )`;
  const rows = db.all<UserProfitLossRow>(
    `${perMember} SELECT * FROM rows ORDER BY account COLLATE NOCASE LIMIT :limit OFFSET :offset`,
    { ...params, limit: f.limit, offset: f.offset },
  );
  const sums = db.get<ProfitLossTotals & { n: number }>(
    `${perMember}
     SELECT COUNT(*) AS n, COALESCE(SUM(bets), 0) AS bets, COALESCE(SUM(stake), 0) AS stake,
       COALESCE(SUM(validBet), 0) AS validBet, COALESCE(SUM(win), 0) AS win,
       COALESCE(SUM(profitLoss), 0) AS profitLoss, COALESCE(SUM(bonus), 0) AS bonus
     FROM rows`,
    params,
  );
  return {
    rows,
    totals: {
      bets: sums?.bets ?? 0,
      stake: sums?.stake ?? 0,
      validBet: sums?.validBet ?? 0,
      win: sums?.win ?? 0,
      profitLoss: sums?.profitLoss ?? 0,
      bonus: sums?.bonus ?? 0,
    },
    total: sums?.n ?? 0,
  };
}

export interface TeamTransactionRow {
  id: number;
  account: string;
  type: string;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/** The team's ledger rows in the span, newest first, optionally of one member or one kind. */
export function listTeamTransactions(
  db: Database,
  f: Span &
    PageWindow & { agentId: number; memberId?: number | undefined; type?: string | undefined },
): { rows: TeamTransactionRow[]; total: number } {
  const params = {
    agent: f.agentId,
    from: f.from,
    to: f.to,
    ...(f.memberId === undefined ? {} : { member: f.memberId }),
    ...(f.type === undefined ? {} : { type: f.type }),
  };
  const body = `FROM team JOIN wallet_transactions t ON t.member_id = team.id
    JOIN members m ON m.id = t.member_id
    WHERE t.created_at >= :from AND t.created_at < :to
      ${f.memberId === undefined ? '' : 'AND t.member_id = :member'}
      ${f.type === undefined ? '' : 'AND t.kind = :type'}`;
  const rows = db.all<TeamTransactionRow>(
    `${TEAM_CTE}
     SELECT t.id, m.account, t.kind AS type, t.amount, t.balance_after AS balanceAfter,
       t.created_at AS createdAt
     ${body} ORDER BY t.created_at DESC, t.id DESC LIMIT :limit OFFSET :offset`,
    { ...params, limit: f.limit, offset: f.offset },
  );
  const total = db.get<{ n: number }>(`${TEAM_CTE} SELECT COUNT(*) AS n ${body}`, params)?.n ?? 0;
  return { rows, total };
}
