import { Hono } from 'hono';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from '../db';
import { ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { getSystemStatus } from '../store/system';
import type { SystemStatusCode } from '../store/system';

export interface SystemStatusValue {
  status: SystemStatusCode;
  endTime?: string;
  ip?: string;
}

export function systemRoutes(db: Database) {
  const routes = new Hono<MerchantEnv>();

  routes.get('/status', merchant(db), (c) => {
    const current = getSystemStatus(db, c.var.merchant.code);
    const value: SystemStatusValue = { status: current.status };
    if (current.status === 1 && current.maintenanceEnd) value.endTime = current.maintenanceEnd;
    if (current.status === 2) {
      const ip = visitorIp(c);
      if (ip) value.ip = ip;
    }
    return ok(c, value);
  });

  return routes;
}

/**
 * The address of the socket, not X-Forwarded-For: the sandbox runs without a proxy in front of it,
 * and a header would let any caller claim any address.
 */
function visitorIp(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  } catch {
    // No socket behind the request (app.request() in a test): nothing to report.
    return undefined;
  }
}
