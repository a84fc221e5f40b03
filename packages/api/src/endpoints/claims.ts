import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  claimCountsSchema,
  claimResultSchema,
  leaderboardSchema,
  missionListSchema,
  rebateSummarySchema,
  rewardListSchema,
} from '../schemas/claims';
import type {
  ClaimCounts,
  ClaimResult,
  Leaderboard,
  MissionList,
  RebateSummary,
  RewardList,
} from '../schemas/claims';
import type { CallOptions } from './options';
import { withSignal } from './options';

// The member centre's claims (token). A claim pays once: a second answers CLAIM_CODES.alreadyClaimed.

export function getRewards(client: ApiClient, options?: CallOptions): Promise<RewardList> {
  return client.request({
    method: 'GET',
    path: paths.rewardList,
    value: rewardListSchema,
    ...withSignal(options),
  });
}

export function claimReward(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<ClaimResult> {
  return client.request({
    method: 'POST',
    path: paths.rewardClaim,
    json: { id },
    value: claimResultSchema,
    ...withSignal(options),
  });
}

export function getMissions(client: ApiClient, options?: CallOptions): Promise<MissionList> {
  return client.request({
    method: 'GET',
    path: paths.missionList,
    value: missionListSchema,
    ...withSignal(options),
  });
}

export function claimMission(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<ClaimResult> {
  return client.request({
    method: 'POST',
    path: paths.missionClaim,
    json: { id },
    value: claimResultSchema,
    ...withSignal(options),
  });
}

export function getLeaderboard(client: ApiClient, options?: CallOptions): Promise<Leaderboard> {
  return client.request({
    method: 'GET',
    path: paths.missionLeaderboard,
    value: leaderboardSchema,
    ...withSignal(options),
  });
}

export function getRebate(client: ApiClient, options?: CallOptions): Promise<RebateSummary> {
  return client.request({
    method: 'GET',
    path: paths.rebateSummary,
    value: rebateSummarySchema,
    ...withSignal(options),
  });
}

export function claimRebate(client: ApiClient, options?: CallOptions): Promise<ClaimResult> {
  return client.request({
    method: 'POST',
    path: paths.rebateClaim,
    json: {},
    value: claimResultSchema,
    ...withSignal(options),
  });
}

export function getClaimCounts(client: ApiClient, options?: CallOptions): Promise<ClaimCounts> {
  return client.request({
    method: 'GET',
    path: paths.claimCounts,
    value: claimCountsSchema,
    ...withSignal(options),
  });
}
