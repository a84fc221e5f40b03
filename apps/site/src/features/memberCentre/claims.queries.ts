import type { ClaimCounts, Leaderboard, MissionList, RebateSummary, RewardList } from '@lobby/api';
import { defineQuery } from '../../data/query';

// The reward centre's, mission activity's and manual rebate's questions (doc 2 §2.3), all of the
// logged-in member (scope 'session') under ['claims', ...]: a claim, paid or refused, asks them
// all again, so the lists and the red badges agree with the server.

export const rewardsQuery = defineQuery<RewardList>({
  key: ['claims', 'rewards'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getRewards(client, { signal }),
});

export const missionsQuery = defineQuery<MissionList>({
  key: ['claims', 'missions'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getMissions(client, { signal }),
});

export const leaderboardQuery = defineQuery<Leaderboard>({
  key: ['claims', 'leaderboard'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getLeaderboard(client, { signal }),
});

export const rebateQuery = defineQuery<RebateSummary>({
  key: ['claims', 'rebate'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getRebate(client, { signal }),
});

/** What the member centre's red badges count: rewards to claim, missions done and not claimed. */
export const claimCountsQuery = defineQuery<ClaimCounts>({
  key: ['claims', 'counts'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getClaimCounts(client, { signal }),
});
