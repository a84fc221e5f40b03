import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { readQuery } from '../http/query';
import { resetToSeed } from '../seed';
import { getWhitelabelTree, setWhitelabelFlag } from '../store/content';
import { listOutbox } from '../store/outbox';
import { findMerchant, getSystemStatus, setSystemStatus } from '../store/system';

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));

const isoDateTime = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
    'must be an ISO date-time with a zone, such as 2030-01-01T00:00:00Z',
  ),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'must be a real date'),
  v.transform((s) => new Date(s).toISOString()),
);

const statusBody = v.object({
  merchant: merchantCode,
  status: v.picklist([0, 1, 2], 'must be 0, 1 or 2'),
  endTime: v.optional(isoDateTime),
  message: v.optional(v.pipe(v.string(), v.maxLength(500, 'is too long'))),
});

const whitelabelBody = v.object({
  merchant: merchantCode,
  modId: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,40}$/, 'must be a module id')),
  enabled: v.picklist(['1', '0'], "must be '1' or '0'"),
});

const outboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.maxLength(254, 'is too long'))),
});

/**
 * Development-only controls: app.ts mounts them only in dev mode, so in production these paths do
 * not exist (404), rather than exist and refuse.
 */
export function devRoutes({ db }: Services) {
  const routes = new Hono();

  routes.post('/status', async (c) => {
    const body = await readJson(c, statusBody);
    requireMerchant(body.merchant);
    setSystemStatus(db, body.merchant, {
      status: body.status,
      maintenanceEnd: body.endTime ?? null,
      message: body.message ?? null,
    });
    return ok(c, getSystemStatus(db, body.merchant));
  });

  routes.post('/whitelabel', async (c) => {
    const body = await readJson(c, whitelabelBody);
    requireMerchant(body.merchant);
    if (!setWhitelabelFlag(db, body.merchant, body.modId, body.enabled)) {
      throw new ApiError(404, 'Unknown module');
    }
    return ok(c, getWhitelabelTree(db, body.merchant));
  });

  routes.get('/outbox', (c) => {
    const { to } = readQuery(c, outboxQuery);
    return ok(c, listOutbox(db, to));
  });

  routes.post('/reset', (c) => {
    resetToSeed(db);
    return ok(c, null);
  });

  function requireMerchant(code: string): void {
    if (!findMerchant(db, code)) throw new ApiError(400, 'Unknown merchant');
  }

  return routes;
}
