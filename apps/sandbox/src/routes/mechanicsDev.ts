import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { setDayOffset } from '../mechanics/day';
import { seedDice } from '../mechanics/dice';
import { grant } from '../mechanics/pay';
import { findMemberByAccount } from '../store/members';

const memberBody = {
  merchant: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code')),
  account: v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(64, 'is too long')),
};
const grantBody = v.object({
  ...memberBody,
  kind: v.picklist(['spin', 'ticket']),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000)),
});
const dayBody = v.object({
  ...memberBody,
  /** Whole days from the real day; 0 puts the member back on it. */
  days: v.pipe(v.number(), v.safeInteger(), v.minValue(-366), v.maxValue(366)),
});
const seedBody = v.object({
  seed: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(0xffff_ffff)),
});

/**
 * `/wps/dev/mechanics/*` (dev mode only): what a journey of the promotion mechanics needs without
 * waiting a day or depositing for every spin: grant spins or tickets, move one member's day, seed
 * the draws so the next envelope, segment and egg are known.
 */
export function mechanicsDevRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono();

  const memberOf = (body: { merchant: string; account: string }) => {
    const member = findMemberByAccount(db, body.merchant, body.account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    return member.id;
  };

  routes.post('/grant', async (c) => {
    const body = await readJson(c, grantBody);
    grant(db, memberOf(body), body.kind, body.count);
    return ok(c, null);
  });

  routes.post('/day', async (c) => {
    const body = await readJson(c, dayBody);
    setDayOffset(db, memberOf(body), body.days);
    return ok(c, null);
  });

  routes.post('/seed', async (c) => {
    const body = await readJson(c, seedBody);
    seedDice(db, body.seed);
    return ok(c, null);
  });

  return routes;
}
