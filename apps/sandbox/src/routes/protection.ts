import { Hono } from 'hono';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { PROTECTION_CODES, limitRequestSchema, minutesRequestSchema, paths } from '@lobby/api';
import type { ProtectionStatus, SessionFigures } from '@lobby/api';
import type { Services } from '../context';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { SessionEnv } from '../http/session';
import {
  limitsOf,
  sessionFiguresOf,
  setMoneyLimit,
  setRealityCheck,
  setSessionLimit,
} from '../protection/limits';
import type { LimitsState } from '../protection/limits';
import { protectionSettingsOf } from '../store/protectionSettings';
import { memberOnly } from './money';
import { limitApiError } from '../http/protectionRefusal';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const iso = (ms: number): string => new Date(ms).toISOString();
const HOUR_MS = 60 * 60 * 1000;

/** Runs a limit rule, turning its refusal into the contract's answer. */
function limited<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw limitApiError(error);
  }
}

/**
 * The body by the api's request schema; a bad amount or minutes value is the contract's
 * INVALID_LIMIT (the site words it), anything else wrong with the body a plain 400.
 */
async function readLimitJson<const S extends v.GenericSchema>(
  c: Context,
  schema: S,
  field: 'amount' | 'minutes',
): Promise<v.InferOutput<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      error.message.startsWith(`Invalid ${field}:`)
    ) {
      throw new ApiError(400, error.message, PROTECTION_CODES.invalidLimit);
    }
    throw error;
  }
}

/** The member's limits as the wire has them: ISO times, a pending change named by its field. */
export function statusOut(state: LimitsState, coolingOffMs: number): ProtectionStatus {
  const session = state.sessionLimit.pending;
  return {
    limits: state.limits.map(({ pending, resetsAt, ...limit }) => ({
      ...limit,
      resetsAt: iso(resetsAt),
      pending:
        pending === null ? null : { amount: pending.value, effectiveAt: iso(pending.effectiveAt) },
    })),
    sessionLimit: {
      minutes: state.sessionLimit.minutes,
      pending:
        session === null ? null : { minutes: session.value, effectiveAt: iso(session.effectiveAt) },
    },
    realityCheckMinutes: state.realityCheckMinutes,
    coolingOffHours: Math.max(1, Math.round(coolingOffMs / HOUR_MS)),
  };
}

/**
 * `/wps/relay/PROTECTION_*` (issue 30): the member's limits, setting them, the reality-check
 * interval and the session's figures. The money routes' guard: a session, a real member (a trial
 * account is told to register), the member centre on. Every rule is in protection/limits.ts.
 */
export function protectionRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  const brand = merchant(db);

  routes.get(relay(paths.protectionStatus), brand, ...guard, (c) => {
    const settings = protectionSettingsOf(db, c.var.merchant.code);
    return ok(c, statusOut(limitsOf(db, c.var.session.memberId, now()), settings.coolingOffMs));
  });

  routes.post(relay(paths.protectionLimit), brand, ...guard, async (c) => {
    const request = await readLimitJson(c, limitRequestSchema, 'amount');
    const settings = protectionSettingsOf(db, c.var.merchant.code);
    const memberId = c.var.session.memberId;
    const at = now();
    limited(() => setMoneyLimit(db, settings, { memberId, ...request, now: at }));
    return ok(c, statusOut(limitsOf(db, memberId, at), settings.coolingOffMs));
  });

  routes.post(relay(paths.protectionSessionLimit), brand, ...guard, async (c) => {
    const { minutes } = await readLimitJson(c, minutesRequestSchema, 'minutes');
    const settings = protectionSettingsOf(db, c.var.merchant.code);
    const memberId = c.var.session.memberId;
    const at = now();
    limited(() => setSessionLimit(db, settings, { memberId, minutes, now: at }));
    return ok(c, statusOut(limitsOf(db, memberId, at), settings.coolingOffMs));
  });

  routes.post(relay(paths.protectionRealityCheck), brand, ...guard, async (c) => {
    const { minutes } = await readLimitJson(c, minutesRequestSchema, 'minutes');
    const settings = protectionSettingsOf(db, c.var.merchant.code);
    const memberId = c.var.session.memberId;
    limited(() => setRealityCheck(db, settings, memberId, minutes));
    return ok(c, statusOut(limitsOf(db, memberId, now()), settings.coolingOffMs));
  });

  // The reality check's figures come from here, never from the client's clock or sums: the session
  // start is the server's, so a reload does not restart the count (RG-05).
  routes.get(relay(paths.protectionSession), brand, ...guard, (c) => {
    const session = c.var.session;
    const figures = sessionFiguresOf(db, session.memberId, session.createdAt, now());
    const out: SessionFigures = {
      startedAt: iso(figures.startedAt),
      now: iso(figures.now),
      wagered: figures.wagered,
      net: figures.net,
      realityCheckMinutes: figures.realityCheckMinutes,
      sessionLimitMinutes: figures.sessionLimitMinutes,
    };
    return ok(c, out);
  });

  return routes;
}
