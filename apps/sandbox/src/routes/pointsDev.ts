import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { ok, readJson } from '../http/envelope';
import { decideRedeem } from '../points/mall';
import { pointsRule, redeemOut } from './points';

const decisionBody = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  decision: v.picklist(['approve', 'reject'], 'must be approve or reject'),
});

/**
 * `/wps/dev/points/*` (dev mode only, like routes/dev.ts): the operator's side of the mall.
 * `redeem` approves a redeem In Process (what was taken stays taken) or rejects it (points and
 * stock given back); a redeem decided already is refused (409).
 */
export function pointsDevRoutes({ db, now }: Services) {
  const routes = new Hono();

  routes.post('/redeem', async (c) => {
    const body = await readJson(c, decisionBody);
    return ok(
      c,
      redeemOut(await pointsRule(() => decideRedeem(db, body.id, body.decision, now()))),
    );
  });

  return routes;
}
