import type { MemberCentreCounts } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { claimCountsQuery } from './claims.queries';

/**
 * The red badges of the reward centre and mission activity entries: rewards to claim and missions
 * complete but not claimed. Asked while the member centre is open (`enabled`); nothing until then.
 */
export function useClaimCounts(enabled: boolean): MemberCentreCounts {
  const counts = useQuery(claimCountsQuery, { enabled }).data;
  return counts ? { rewardCenter: counts.rewards, missionLeaderboard: counts.missions } : {};
}
