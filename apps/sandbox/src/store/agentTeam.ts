import type { Database } from '../db';

/*
 * The agent's team in SQL. "Team" of A is everyone below A by members.upline_id, at any depth, A
 * excluded; "direct downline" is depth 1. Both directions are recursive queries: down from A for
 * lists and figures, up from a member for "is this member in A's team" (one short walk instead of
 * reading the whole team). A depth cap keeps a corrupt cycle of uplines from looping forever.
 */

/** Deeper than any real agent tree; only there to stop a cycle. */
const MAX_DEPTH = 64;

/** `team(id, depth)`: A's team with each member's depth under A (1 = direct). Binds `:agent`. */
export const TEAM_CTE = `WITH RECURSIVE team(id, depth) AS (
    SELECT id, 1 FROM members WHERE upline_id = :agent
    UNION ALL
    SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id
    WHERE team.depth < ${MAX_DEPTH}
  )`;

/** How deep `memberId` sits under `agentId` (1 = direct), or undefined when not in the team. */
export function depthInTeam(db: Database, agentId: number, memberId: number): number | undefined {
  if (agentId === memberId) return undefined;
  return db.get<{ depth: number }>(
    `WITH RECURSIVE up(id, depth) AS (
       SELECT upline_id, 1 FROM members WHERE id = :member
       UNION ALL
       SELECT m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id
       WHERE up.id IS NOT NULL AND up.depth < ${MAX_DEPTH}
     )
     SELECT depth FROM up WHERE id = :agent LIMIT 1`,
    { member: memberId, agent: agentId },
  )?.depth;
}

/** The size of the team below `memberId`. */
export function teamSizeOf(db: Database, memberId: number): number {
  return (
    db.get<{ n: number }>(`${TEAM_CTE} SELECT COUNT(*) AS n FROM team`, { agent: memberId })?.n ?? 0
  );
}

export function directCountOf(db: Database, memberId: number): number {
  return (
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM members WHERE upline_id = ?', [memberId])?.n ??
    0
  );
}

export interface DownlineRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  depth: number;
  uplineId: number | null;
  uplineAccount: string | null;
  balance: number;
  createdAt: number;
  lastLoginAt: number | null;
}

export interface DownlineFilter {
  agentId: number;
  /** A member of the team (or the agent): list its direct downline. */
  parentId?: number | undefined;
  /** Members of the whole team whose account contains this, without regard to case. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * A page of the agent's team: the direct downline of `parentId` (the agent's own when absent), or
 * the whole team's members matching `search`; oldest account first so pages are stable.
 */
export function listDownline(
  db: Database,
  f: DownlineFilter,
): { rows: DownlineRow[]; total: number } {
  const where: string[] = [];
  const params: Record<string, string | number> = { agent: f.agentId };
  if (f.search !== undefined) {
    // LIKE with the wildcards of the text escaped: "a_b" finds "a_b", not "axb".
    where.push("m.account LIKE :search ESCAPE '\\'");
    params.search = `%${f.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  }
  if (f.parentId !== undefined || f.search === undefined) {
    where.push('m.upline_id = :parent');
    params.parent = f.parentId ?? f.agentId;
  }
  const body = `FROM team JOIN members m ON m.id = team.id LEFT JOIN members u ON u.id = m.upline_id
    WHERE ${where.join(' AND ')}`;
  const rows = db.all<DownlineRow>(
    `${TEAM_CTE}
     SELECT m.id, m.account, m.nickname, m.type, team.depth, m.upline_id AS uplineId,
       u.account AS uplineAccount, m.balance, m.created_at AS createdAt,
       (SELECT MAX(at) FROM login_history WHERE member_id = m.id) AS lastLoginAt
     ${body} ORDER BY m.id LIMIT :limit OFFSET :offset`,
    { ...params, limit: f.limit, offset: f.offset },
  );
  const total = db.get<{ n: number }>(`${TEAM_CTE} SELECT COUNT(*) AS n ${body}`, params)?.n ?? 0;
  return { rows, total };
}

/** The member's own rebate rate (basis points), or null when the merchant's rates apply. */
export function rebateBpOf(db: Database, memberId: number): number | null {
  return (
    db.get<{ rebateBp: number | null }>('SELECT rebate_bp AS rebateBp FROM members WHERE id = ?', [
      memberId,
    ])?.rebateBp ?? null
  );
}

export function setRebateBp(db: Database, memberId: number, rebateBp: number | null): void {
  db.run('UPDATE members SET rebate_bp = ? WHERE id = ?', [rebateBp, memberId]);
}

/** The highest of the merchant's rebate rates (basis points); 0 when it pays none. */
export function merchantRebateBp(db: Database, merchant: string): number {
  return (
    db.get<{ rate: number | null }>(
      'SELECT MAX(rate_bp) AS rate FROM rebate_rates WHERE merchant = ?',
      [merchant],
    )?.rate ?? 0
  );
}

export function setUplineOf(db: Database, memberId: number, uplineId: number): void {
  db.run('UPDATE members SET upline_id = ? WHERE id = ?', [uplineId, memberId]);
}
