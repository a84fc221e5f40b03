import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { decideApplication } from '../promotions/rules';
import { findEntryOf } from '../promotions/store';
import { findMemberByAccount } from '../store/members';
import { promotionRule } from './promotions';

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const decideBody = v.union([
  v.object({ entryId: id, approve: v.boolean() }),
  v.object({
    merchant: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code')),
    username: v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(64, 'is too long')),
    promotionId: id,
    approve: v.boolean(),
  }),
]);

/**
 * `/wps/dev/promotions/*` (dev mode only, like routes/dev.ts): the operator's side a journey needs.
 * `decide` issues (paying the reward as a bonus, once) or rejects an application, named by its
 * entry id or by the member and the promotion.
 */
export function promotionsDevRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono();

  routes.post('/decide', async (c) => {
    const body = await readJson(c, decideBody);
    let entryId: number;
    if ('entryId' in body) {
      entryId = body.entryId;
    } else {
      const member = findMemberByAccount(db, body.merchant, body.username.trim());
      const entry = member && findEntryOf(db, body.promotionId, member.id);
      if (!entry) throw new ApiError(404, 'No such application');
      entryId = entry.id;
    }
    const entry = promotionRule(() =>
      decideApplication(db, { entryId, approve: body.approve, now: now() }),
    );
    return ok(c, { entryId: entry.id, status: entry.status });
  });

  return routes;
}
