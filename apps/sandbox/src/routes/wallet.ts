import { Hono } from 'hono';
import type { Services } from '../context';
import { ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import { requireSession } from '../http/session';
import type { MerchantEnv } from '../http/merchant';
import { findMemberById } from '../store/members';

/** `/wps/v2/wallets/*` (token). The sandbox runs one wallet per member. */
export function walletRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  routes.get('/balance', requireSession(services), (c) => {
    const member = findMemberById(db, c.var.session.memberId);
    const balance = member?.balance ?? 0;
    return ok(c, { balance, sumBalance: balance, isSingle: true });
  });

  return routes;
}
