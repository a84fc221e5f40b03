import { Hono } from 'hono';
import type { Services } from '../context';
import { ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import { requireSession } from '../http/session';
import type { MerchantEnv } from '../http/merchant';
import { settleDue, walletsOf } from '../wallet/money';

/**
 * `/wps/v2/wallets/*` (token): the main wallet and, where the merchant runs them, one wallet per
 * listed vendor. sumBalance is main plus every vendor wallet.
 */
export function walletRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  // Deposits due by now are credited before a balance is read (ADR 027).
  routes.get('/balance', requireSession(services), (c) => {
    settleDue(db, now());
    const { balance, sumBalance, isSingle } = walletsOf(
      db,
      c.var.session.memberId,
      c.var.merchant.code,
    );
    return ok(c, { balance, sumBalance, isSingle });
  });

  routes.get('/', requireSession(services), (c) => {
    settleDue(db, now());
    return ok(c, walletsOf(db, c.var.session.memberId, c.var.merchant.code));
  });

  return routes;
}
