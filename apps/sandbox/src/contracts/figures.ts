import type { PeriodSpan, TeamFigures } from '@lobby/core';
import type { Database } from '../db';
import { TEAM_CTE } from '../store/agentTeam';
import { VALID_BET_SQL } from '../store/bets';
import { ON_BREAK_SQL } from '../store/protectionBreaks';

/**
 * The figures of a contract's team (its downline member and everyone below) over [from, to) from
 * its real bets: the valid bet (store/bets' one definition), the players' profit and loss (win -
 * stake: negative when the team lost) and how many members placed a valid bet. The bets of members
 * on a time-out or self-exclusion at `breakAt` (the settlement's time) do not count (issue 30): an
 * agent earns nothing from the play of someone who has asked to stop.
 */
export function teamFigures(
  db: Database,
  rootId: number,
  span: PeriodSpan,
  breakAt: number,
): TeamFigures {
  const row = db.get<{ validBet: number; profitLoss: number; activeMembers: number }>(
    `${TEAM_CTE}
     SELECT COALESCE(SUM(${VALID_BET_SQL}), 0) AS validBet,
       COALESCE(SUM(bets.win - bets.stake), 0) AS profitLoss,
       COUNT(DISTINCT CASE WHEN ${VALID_BET_SQL} > 0 THEN bets.member_id END) AS activeMembers
     FROM bets WHERE (bets.member_id = :agent OR bets.member_id IN (SELECT id FROM team))
       AND bets.created_at >= :from AND bets.created_at < :to
       AND bets.member_id NOT IN (${ON_BREAK_SQL})`,
    { agent: rootId, from: span.from, to: span.to, breakAt },
  );
  return row ?? { validBet: 0, profitLoss: 0, activeMembers: 0 };
}
