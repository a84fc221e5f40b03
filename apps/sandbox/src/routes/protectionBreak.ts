import { Hono } from 'hono';
import { breakRequestSchema, paths } from '@lobby/api';
import type { BreakAnswer } from '@lobby/api';
import type { Services } from '../context';
import { ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { SessionEnv } from '../http/session';
import { takeBreak } from '../protection/breaks';
import { memberOnly } from './money';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');

/**
 * `/wps/relay/PROTECTION_break` (issue 30): a time-out or self-exclusion, behind the money routes'
 * guard (a session, a real member, the member centre on). It is deliberately not behind the break
 * guard: a member already on a break may only extend it, which takeBreak allows. The answer is the
 * break's end (null: permanent); the token that asked has stopped working by then.
 */
export function protectionBreakRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  const brand = merchant(db);

  routes.post(relay(paths.protectionBreak), brand, ...guard, async (c) => {
    const request = await readJson(c, breakRequestSchema);
    const { until } = takeBreak(db, {
      memberId: c.var.session.memberId,
      merchant: c.var.merchant.code,
      ...request,
      now: now(),
    });
    const answer: BreakAnswer = { until: until === null ? null : new Date(until).toISOString() };
    return ok(c, answer);
  });

  return routes;
}
