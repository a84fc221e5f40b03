import type { GameType } from '../constants';
import type { Database } from '../db';
import {
  insertRebateClaim,
  listRebateClaims,
  listRebateRates,
  validBetByGameType,
} from '../store/claims';
import { rebateBpOf } from '../store/agentTeam';
import type { RebateClaimRow } from '../store/claims';
import { claimOnce } from './claimOnce';
import type { ClaimOutcome } from './claimOnce';
import { dayOf } from './period';
import { ClaimRefusal } from './refusal';

export interface RebateLine {
  gameType: GameType;
  validBet: number;
  rateBp: number;
  /** Whole minor units, rounded down: the merchant never pays a fraction of a cent. */
  rebate: number;
}

export interface RebateSummary {
  period: string;
  lines: RebateLine[];
  total: number;
  claimed: boolean;
  history: RebateClaimRow[];
}

/** A rate in basis points of a valid bet, rounded down to whole minor units. */
export function rebateOf(validBet: number, rateBp: number): number {
  return Math.floor((validBet * rateBp) / 10_000);
}

/**
 * What the member's valid bets of today have earned at the brand's rates, per game type the brand
 * pays on. Once today's rebate is claimed it is done for the day: bets after the claim count from
 * tomorrow's period on, never twice.
 */
export function rebateSummaryOf(
  db: Database,
  query: { memberId: number; merchant: string; now: number },
): RebateSummary {
  const day = dayOf(query.now);
  const validBets = validBetByGameType(
    db,
    query.memberId,
    day.from,
    Math.min(day.to, query.now + 1),
  );
  // A member whose agent set their rebate (agent centre, issue 26) earns that rate on every type
  // the brand pays on; otherwise the brand's rate of the type.
  const own = rebateBpOf(db, query.memberId);
  const lines = listRebateRates(db, query.merchant).map(({ gameType, rateBp: brandRateBp }) => {
    const rateBp = own ?? brandRateBp;
    const validBet = validBets.get(gameType) ?? 0;
    return { gameType, validBet, rateBp, rebate: rebateOf(validBet, rateBp) };
  });
  const history = listRebateClaims(db, query.memberId);
  return {
    period: day.key,
    lines,
    total: lines.reduce((sum, line) => sum + line.rebate, 0),
    claimed: history.some((claim) => claim.period === day.key),
    history,
  };
}

/** Claims today's rebate: once per day, and never a rebate of nothing. */
export function claimRebate(
  db: Database,
  request: { memberId: number; merchant: string; now: number },
): ClaimOutcome {
  // The read and the claim are one transaction: what is paid is what was checked.
  return db.transaction(() => {
    const summary = rebateSummaryOf(db, request);
    if (summary.claimed) {
      throw new ClaimRefusal('alreadyClaimed', "Today's rebate has been claimed already");
    }
    if (summary.total <= 0) throw new ClaimRefusal('nothingToClaim', 'There is no rebate to claim');
    return claimOnce(db, {
      memberId: request.memberId,
      source: 'rebate',
      title: `Rebate ${summary.period}`,
      amount: summary.total,
      now: request.now,
      insertClaim: () =>
        insertRebateClaim(db, {
          memberId: request.memberId,
          period: summary.period,
          amount: summary.total,
          now: request.now,
        }),
    });
  });
}
