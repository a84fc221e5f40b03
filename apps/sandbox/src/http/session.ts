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

/**
 * For the token routes: no valid session is a 401 with `SESSION_EXPIRED`, which the client turns
 * into "log in again" in every tab.
 */
export function requireSession(services: Pick<Services, 'db' | 'now'>) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    c.set('session', sessionOrThrow(c, services));
    await next();
  });
}

export function sessionOrThrow<E extends MerchantEnv>(
  c: Context<E>,
  services: Pick<Services, 'db' | 'now'>,
): Session {
  const session = sessionOf(c, services);
  if (!session) {
    throw new ApiError(401, 'Your session has ended; please log in', SERVER_CODES.sessionExpired);
  }
  return session;
}

/** The token as the client sends it (bare), or after `Bearer `, which other clients send. */
function tokenOf(c: Context): string | undefined {
  const header = (c.req.header('authorization') ?? '').trim();
  const token = header.replace(/^Bearer\s+/i, '');
  return TOKEN_FORMAT.test(token) ? token : undefined;
}
