import { Hono } from 'hono';
import * as v from 'valibot';
import { BONUS_SOURCES } from '@lobby/core';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { findMemberByAccount } from '../store/members';
import { creditBonus } from '../wallet/bonus';

const bonusBody = v.object({
  merchant: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code')),
  account: v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(64, 'is too long')),
  source: v.picklist(BONUS_SOURCES),
  title: v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(120, 'is too long')),
  /** Minor units. */
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100_000_000)),
});

/**
 * `/wps/dev/records/*` (dev mode only, like routes/dev.ts): what a journey of the member's
 * records needs set up without the pages of other pieces. A bonus is credited through
 * wallet/bonus.ts, as any claim credits one: the bonuses row, the balance and the ledger row.
 */
export function recordsDevRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono();

  routes.post('/bonus', async (c) => {
    const body = await readJson(c, bonusBody);
    const member = findMemberByAccount(db, body.merchant, body.account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    const credited = creditBonus(db, {
      memberId: member.id,
      source: body.source,
      sourceId: null,
      title: body.title,
      amount: body.amount,
      now: now(),
    });
    return ok(c, credited);
  });

  return routes;
}
