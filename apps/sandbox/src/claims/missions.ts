import type { GameType } from '../constants';
import type { Database } from '../db';
import {
  claimedMissionIds,
  findMission,
  insertMissionClaim,
  listMissions,
  validBetByGameType,
} from '../store/claims';
import type { MissionRow } from '../store/claims';
import { claimOnce } from './claimOnce';
import type { ClaimOutcome } from './claimOnce';
import { dayOf } from './period';
import { ClaimRefusal } from './refusal';

export type MissionStatus = 'inProgress' | 'complete' | 'claimed';

export interface MissionProgress extends MissionRow {
  /** Today's valid bet towards the target. */
  progress: number;
  status: MissionStatus;
}

/** The valid bet a mission counts: of its game type, or of every game when it names none. */
function progressOf(mission: MissionRow, validBets: Map<GameType, number>): number {
  if (mission.gameType !== null) return validBets.get(mission.gameType) ?? 0;
  let total = 0;
  for (const amount of validBets.values()) total += amount;
  return total;
}

/** The brand's missions with the member's progress today, from their real bets. */
export function missionsOf(
  db: Database,
  query: { memberId: number; merchant: string; now: number },
): MissionProgress[] {
  const day = dayOf(query.now);
  const validBets = validBetByGameType(
    db,
    query.memberId,
    day.from,
    Math.min(day.to, query.now + 1),
  );
  const claimed = claimedMissionIds(db, query.memberId, day.key);
  return listMissions(db, query.merchant).map((mission) => {
    const progress = progressOf(mission, validBets);
    const status: MissionStatus = claimed.has(mission.id)
      ? 'claimed'
      : progress >= mission.target
        ? 'complete'
        : 'inProgress';
    return { ...mission, progress, status };
  });
}

/**
 * Claims a mission the member has completed today: refused when it is another brand's (none, to
 * them), not complete, or claimed today already; else its reward is paid once (source 'mission').
 */
export function claimMission(
  db: Database,
  request: { memberId: number; merchant: string; missionId: number; now: number },
): ClaimOutcome {
  // The read and the claim are one transaction: what is paid is what was checked.
  return db.transaction(() => {
    const mission = findMission(db, request.missionId);
    if (!mission || mission.merchant !== request.merchant) {
      throw new ClaimRefusal('notFound', 'No such mission');
    }
    const day = dayOf(request.now);
    const progress = missionsOf(db, request).find((m) => m.id === mission.id);
    if (progress?.status === 'claimed') {
      throw new ClaimRefusal('alreadyClaimed', 'This mission has been claimed today already');
    }
    if (progress?.status !== 'complete') {
      throw new ClaimRefusal('missionIncomplete', 'This mission is not complete yet');
    }
    return claimOnce(db, {
      memberId: request.memberId,
      source: 'mission',
      title: mission.title,
      amount: mission.reward,
      now: request.now,
      insertClaim: () =>
        insertMissionClaim(db, {
          missionId: mission.id,
          memberId: request.memberId,
          period: day.key,
          now: request.now,
        }),
    });
  });
}
