import type { ApiClient } from '../client';
import { paths } from '../paths';
import { breakSchema, protectionStatusSchema, sessionFiguresSchema } from '../schemas/protection';
import type {
  BreakAnswer,
  BreakRequest,
  LimitRequest,
  MinutesRequest,
  ProtectionStatus,
  SessionFigures,
} from '../schemas/protection';
import type { CallOptions } from './options';
import { withSignal } from './options';

// Player protection (issue 30). Every call needs a real member's session; the server enforces
// every rule (cooling-off, the profile's choices, the tools the market offers).

/** The member's limits (all nine money limits, the session limit), pending changes, the interval. */
export function getProtectionStatus(
  client: ApiClient,
  options?: CallOptions,
): Promise<ProtectionStatus> {
  return client.request({
    method: 'GET',
    path: paths.protectionStatus,
    value: protectionStatusSchema,
    ...withSignal(options),
  });
}

/** Sets, lowers (at once), raises or removes (after the cooling-off) a money limit. */
export function setProtectionLimit(
  client: ApiClient,
  request: LimitRequest,
  options?: CallOptions,
): Promise<ProtectionStatus> {
  return client.request({
    method: 'POST',
    path: paths.protectionLimit,
    json: request,
    value: protectionStatusSchema,
    ...withSignal(options),
  });
}

/** The session-time limit, with the same cooling-off rule as the money limits. */
export function setSessionLimit(
  client: ApiClient,
  request: MinutesRequest,
  options?: CallOptions,
): Promise<ProtectionStatus> {
  return client.request({
    method: 'POST',
    path: paths.protectionSessionLimit,
    json: request,
    value: protectionStatusSchema,
    ...withSignal(options),
  });
}

/** The reality-check interval (one of the profile's choices), or off. Applies at once. */
export function setRealityCheck(
  client: ApiClient,
  request: MinutesRequest,
  options?: CallOptions,
): Promise<ProtectionStatus> {
  return client.request({
    method: 'POST',
    path: paths.protectionRealityCheck,
    json: request,
    value: protectionStatusSchema,
    ...withSignal(options),
  });
}

/** The session's start and its figures since then, on the server's clock (the reality check). */
export function getSessionFigures(
  client: ApiClient,
  options?: CallOptions,
): Promise<SessionFigures> {
  return client.request({
    method: 'GET',
    path: paths.protectionSession,
    value: sessionFiguresSchema,
    ...withSignal(options),
  });
}

/** A time-out or self-exclusion: ends the session at once and cannot be lifted early. */
export function takeBreak(
  client: ApiClient,
  request: BreakRequest,
  options?: CallOptions,
): Promise<BreakAnswer> {
  return client.request({
    method: 'POST',
    path: paths.protectionBreak,
    json: request,
    value: breakSchema,
    ...withSignal(options),
  });
}
