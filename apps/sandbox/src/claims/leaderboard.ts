import type { Database } from '../db';
import { listLeaders } from '../store/claims';
import { TRIAL_TYPE } from '../store/members';
import { maskAccount } from '../store/winners';
import { dayOf } from './period';

export const LEADERBOARD_SIZE = 10;

export interface Leaderboard {
  period: string;
  top: { rank: number; player: string; validBet: number; isMe: boolean }[];
  me: { rank: number | null; validBet: number };
}

/**
 * The brand's members by valid bet today, the top ten masked as the winner board masks them (no
 * account name leaves this function), and the member's own place.
 */
export function leaderboardOf(
  db: Database,
  query: { memberId: number; merchant: string; now: number },
): Leaderboard {
  const day = dayOf(query.now);
  const leaders = listLeaders(db, {
    merchant: query.merchant,
    from: day.from,
    to: Math.min(day.to, query.now + 1),
    trialType: TRIAL_TYPE,
  });
  const mine = leaders.findIndex((row) => row.memberId === query.memberId);
  return {
    period: day.key,
    top: leaders.slice(0, LEADERBOARD_SIZE).map((row, index) => ({
      rank: index + 1,
      player: maskAccount(row.account),
      validBet: row.validBet,
      isMe: row.memberId === query.memberId,
    })),
    me:
      mine < 0
        ? { rank: null, validBet: 0 }
        : { rank: mine + 1, validBet: leaders[mine]!.validBet },
  };
}
