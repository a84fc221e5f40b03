import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SERVER_CODES } from '@lobby/api';
import type { Services } from '../context';
import { resumeSession } from '../store/sessions';
import type { Session } from '../store/sessions';
import { ApiError } from './envelope';
import { merchantCodeOf } from './merchant';
import type { MerchantEnv } from './merchant';

export type SessionEnv = MerchantEnv & { Variables: { session: Session } };

// A token is 43 base64url characters; anything far from that is not one, and is not looked up.
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

/** The session the request's `Authorization` header names, or undefined (none, unknown, expired). */
export function sessionOf<E extends MerchantEnv>(
  c: Context<E>,
  { db, now }: Pick<Services, 'db' | 'now'>,
): Session | undefined {
  const token = tokenOf(c);
  if (token === undefined) return undefined;
  return resumeSession(db, token, merchantCodeOf(c), now());
}

/** Whether the request carries an `Authorization` header at all. */
export function hasToken(c: Context): boolean {
  return (c.req.header('authorization') ?? '').trim() !== '';
}

export interface SessionGuard {
  /**
   * The call is one a session may make while its forced change is pending: change password and
   * logout, and nothing else. @default false
   */
  duringForcedChange?: boolean;
}

/**
 * For the token routes: no valid session is a 401 with `SESSION_EXPIRED`, which the client turns
 * into "log in again" in every tab. A session whose forced change is pending is refused with 403
 * `PASSWORD_CHANGE_REQUIRED` (not a 401: the session is valid and stays so) on every call but the
 * two that `duringForcedChange` marks.
 */
export function requireSession(services: Pick<Services, 'db' | 'now'>, guard: SessionGuard = {}) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    c.set('session', sessionOrThrow(c, services, guard));
    await next();
  });
}

export function sessionOrThrow<E extends MerchantEnv>(
  c: Context<E>,
  services: Pick<Services, 'db' | 'now'>,
  { duringForcedChange = false }: SessionGuard = {},
): Session {
  const session = sessionOf(c, services);
  if (!session) {
    throw new ApiError(401, 'Your session has ended; please log in', SERVER_CODES.sessionExpired);
  }
  if (session.mustChangePassword && !duringForcedChange) {
    throw new ApiError(
      403,
      'Change your password before anything else',
      SERVER_CODES.passwordChangeRequired,
    );
  }
  return session;
}

/** The token as the client sends it (bare), or after `Bearer `, which other clients send. */
function tokenOf(c: Context): string | undefined {
  const header = (c.req.header('authorization') ?? '').trim();
  const token = header.replace(/^Bearer\s+/i, '');
  return TOKEN_FORMAT.test(token) ? token : undefined;
}
