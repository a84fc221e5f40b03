import { Hono } from 'hono';
import { claimRequestSchema, paths, rebateClaimRequestSchema } from '@lobby/api';
import type { ClaimCounts, Mission, RebateSummary, Reward, RewardList } from '@lobby/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Services } from '../context';
import { leaderboardOf } from '../claims/leaderboard';
import { claimMission, missionsOf } from '../claims/missions';
import { dayOf } from '../claims/period';
import { claimRebate, rebateSummaryOf } from '../claims/rebate';
import { ClaimRefusal } from '../claims/refusal';
import type { ClaimRefusalReason } from '../claims/refusal';
import { claimReward } from '../claims/rewards';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import { refuseOnBreak } from '../protection/breaks';
import type { SessionEnv } from '../http/session';
import { listRewards } from '../store/claims';
import type { RewardRow } from '../store/claims';
import { memberOnly } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const iso = (ms: number): string => new Date(ms).toISOString();

// A claim made already answers 409 Conflict: the request was fine, the state has moved on.
const STATUS_OF: Readonly<Record<ClaimRefusalReason, ContentfulStatusCode>> = {
  alreadyClaimed: 409,
  rewardExpired: 400,
  missionIncomplete: 400,
  nothingToClaim: 400,
  notFound: 404,
};

/** Runs a claim rule, turning its refusal into the contract's answer. */
function claim<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ClaimRefusal)) throw error;
    throw new ApiError(STATUS_OF[error.reason], error.message, error.code);
  }
}

function rewardOut(row: RewardRow): Reward {
  return {
    id: row.id,
    title: row.title,
    amount: row.amount,
    expiresAt: iso(row.expiresAt),
    claimedAt: row.claimedAt === null ? null : iso(row.claimedAt),
  };
}

/** `/wps/relay/*` calls of the reward centre, mission activity and manual rebate (members only). */
export function claimRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  // A claim pays a bonus: refused to a member on a time-out or self-exclusion (issue 30).
  const claims = [...guard, refuseOnBreak(services)] as const;
  const brand = merchant(db);
  const who = (c: { var: SessionEnv['Variables'] }) => ({
    memberId: c.var.session.memberId,
    merchant: c.var.merchant.code,
    now: now(),
  });

  routes.get(relay(paths.rewardList), brand, ...guard, (c) => {
    const { claimable, claimed } = listRewards(db, c.var.session.memberId, now());
    const list: RewardList = {
      claimable: claimable.map(rewardOut),
      claimed: claimed.map(rewardOut),
    };
    return ok(c, list);
  });

  routes.post(relay(paths.rewardClaim), brand, ...claims, async (c) => {
    const { id } = await readJson(c, claimRequestSchema);
    const member = who(c);
    return ok(
      c,
      claim(() => claimReward(db, { memberId: member.memberId, rewardId: id, now: member.now })),
    );
  });

  routes.get(relay(paths.missionList), brand, ...guard, (c) => {
    const member = who(c);
    const day = dayOf(member.now);
    const missions: Mission[] = missionsOf(db, member).map((m) => ({
      id: m.id,
      title: m.title,
      gameType: m.gameType,
      target: m.target,
      progress: m.progress,
      reward: m.reward,
      period: m.period,
      status: m.status,
    }));
    return ok(c, { period: day.key, resetsAt: iso(day.to), missions });
  });

  routes.post(relay(paths.missionClaim), brand, ...claims, async (c) => {
    const { id } = await readJson(c, claimRequestSchema);
    const member = who(c);
    return ok(
      c,
      claim(() => claimMission(db, { ...member, missionId: id })),
    );
  });

  routes.get(relay(paths.missionLeaderboard), brand, ...guard, (c) =>
    ok(c, leaderboardOf(db, who(c))),
  );

  routes.get(relay(paths.rebateSummary), brand, ...guard, (c) => {
    const summary = rebateSummaryOf(db, who(c));
    const answer: RebateSummary = {
      ...summary,
      history: summary.history.map((row) => ({
        period: row.period,
        amount: row.amount,
        claimedAt: iso(row.claimedAt),
      })),
    };
    return ok(c, answer);
  });

  routes.post(relay(paths.rebateClaim), brand, ...claims, async (c) => {
    await readJson(c, rebateClaimRequestSchema);
    const member = who(c);
    return ok(
      c,
      claim(() => claimRebate(db, member)),
    );
  });

  routes.get(relay(paths.claimCounts), brand, ...guard, (c) => {
    const member = who(c);
    const counts: ClaimCounts = {
      rewards: listRewards(db, member.memberId, member.now).claimable.length,
      missions: missionsOf(db, member).filter((m) => m.status === 'complete').length,
    };
    return ok(c, counts);
  });

  return routes;
}
