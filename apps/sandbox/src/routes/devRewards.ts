import { Hono } from 'hono';
import * as v from 'valibot';
import { GAME_TYPES } from '@lobby/api';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { insertMission, insertReward, setRebateRate } from '../store/claims';
import { findMemberByAccount } from '../store/members';
import { findMerchant } from '../store/system';

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));
const title = v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(120, 'is too long'));
const minorUnits = v.pipe(
  v.number(),
  v.safeInteger('must be whole minor units'),
  v.minValue(1, 'must be positive'),
  v.maxValue(1e12, 'is too large'),
);
const MINUTE_MS = 60_000;

const grantBody = v.object({
  merchant: merchantCode,
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  title,
  amount: minorUnits,
  /** Minutes from now until it expires; a negative number gives an expired reward. */
  expiresInMinutes: v.pipe(v.number(), v.safeInteger(), v.minValue(-525_600), v.maxValue(525_600)),
});
const missionBody = v.object({
  merchant: merchantCode,
  title,
  gameType: v.nullable(v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')} or null`)),
  target: minorUnits,
  reward: minorUnits,
});
const rateBody = v.object({
  merchant: merchantCode,
  gameType: v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`),
  rateBp: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000)),
});

/**
 * Dev controls of the claims (mounted at /wps/dev/rewards in dev mode only): journeys give a fresh
 * member a reward, add a mission their bets can complete, or set a rebate rate.
 */
export function rewardDevRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono();

  const requireMerchant = (code: string) => {
    if (!findMerchant(db, code)) throw new ApiError(404, 'No such merchant');
  };

  // A reward for one member; an expired one too (expiresInMinutes below zero), to show refusal.
  routes.post('/grant', async (c) => {
    const body = await readJson(c, grantBody);
    requireMerchant(body.merchant);
    const member = findMemberByAccount(db, body.merchant, body.account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    const at = now();
    const expiresAt = at + body.expiresInMinutes * MINUTE_MS;
    // The table wants an expiry after the creation: an expired reward was created before it.
    const createdAt = Math.min(at, expiresAt - MINUTE_MS);
    const id = insertReward(db, {
      memberId: member.id,
      title: body.title,
      amount: body.amount,
      createdAt,
      expiresAt,
    });
    return ok(c, { id });
  });

  // A daily mission of the brand, listed after the others.
  routes.post('/mission', async (c) => {
    const body = await readJson(c, missionBody);
    requireMerchant(body.merchant);
    const position =
      db.get<{ n: number }>(
        'SELECT COALESCE(MAX(position), -1) + 1 AS n FROM missions WHERE merchant = ?',
        [body.merchant],
      )?.n ?? 0;
    const id = insertMission(db, { ...body, period: 'daily' }, position);
    return ok(c, { id });
  });

  // The brand's rebate rate on a game type, in basis points.
  routes.post('/rebateRate', async (c) => {
    const body = await readJson(c, rateBody);
    requireMerchant(body.merchant);
    setRebateRate(db, body.merchant, body.gameType, body.rateBp);
    return ok(c, null);
  });

  return routes;
}
