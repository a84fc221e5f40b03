import type { Database } from '../db';
import { findReward, insertRewardClaim } from '../store/claims';
import { claimOnce } from './claimOnce';
import type { ClaimOutcome } from './claimOnce';
import { ClaimRefusal } from './refusal';

/**
 * The member claims their reward: refused if it is not theirs (as if it did not exist), expired,
 * or claimed already; else it is paid once as a bonus of source 'reward'.
 */
export function claimReward(
  db: Database,
  request: { memberId: number; rewardId: number; now: number },
): ClaimOutcome {
  // The read and the claim are one transaction: what is paid is what was checked.
  return db.transaction(() => {
    const reward = findReward(db, request.rewardId);
    if (!reward || reward.memberId !== request.memberId) {
      throw new ClaimRefusal('notFound', 'No such reward');
    }
    if (reward.claimedAt !== null) {
      throw new ClaimRefusal('alreadyClaimed', 'This reward has been claimed already');
    }
    if (reward.expiresAt <= request.now) {
      throw new ClaimRefusal('rewardExpired', 'This reward has expired');
    }
    return claimOnce(db, {
      memberId: request.memberId,
      source: 'reward',
      title: reward.title,
      amount: reward.amount,
      now: request.now,
      insertClaim: () => {
        insertRewardClaim(db, reward.id, request.now);
        return reward.id;
      },
    });
  });
}
