import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { fail } from './envelope';

/** The header every dev control needs, holding the run's token. */
export const DEV_TOKEN_HEADER = 'X-Lobby-Dev';

/** Who may use the dev controls of one run. */
export interface DevAccess {
  /** The run's secret: printed at start (or given with --dev-token / LOBBY_DEV_TOKEN). */
  token: string;
  /** The Host values the controls answer on, `name:port`, compared without case. */
  hosts: readonly string[];
}

/** A fresh token for a run: 24 random bytes, base64url. */
export function newDevToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The loopback names a browser on this machine uses for the sandbox's port. A name that resolves
 * to 127.0.0.1 only through a rebinding DNS answer arrives with its own name in Host, and is
 * refused.
 */
export function loopbackHosts(port: number): string[] {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  // Port 80 may be left out of Host by the browser.
  return port === 80
    ? [...names, ...names.map((name) => `${name}:80`)]
    : names.map((name) => `${name}:${port}`);
}

/**
 * Guards every /wps/dev control. The outbox holds login and reset codes, and the captcha and
 * authenticator controls answer what they ask for, so a page on another site must not reach them:
 * - the token travels in a custom header, which a cross-site form cannot send and a cross-site
 *   fetch can send only after a CORS preflight the sandbox never grants;
 * - the Host must be a loopback name with the sandbox's port, so a DNS-rebound name that points
 *   at 127.0.0.1 is refused even from a page of its own.
 */
export function devAccess({ token, hosts }: DevAccess): MiddlewareHandler {
  checkDevToken(token);
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  const expected = digest(token);
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (!allowed.has(host)) {
      return fail(c, 403, 'The dev controls answer only on this machine\u2019s loopback address');
    }
    // Compared as digests of equal length, in constant time: the header never leaks the token
    // byte by byte, whatever length was sent.
    if (!timingSafeEqual(digest(c.req.header(DEV_TOKEN_HEADER) ?? ''), expected)) {
      return fail(
        c,
        403,
        `The dev controls need the ${DEV_TOKEN_HEADER} header with this run\u2019s token`,
      );
    }
    await next();
  };
}

/** A token must be long enough not to be guessed: at least 16 characters of base64url. */
export function checkDevToken(token: string): void {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
    throw new Error('The dev token must be 16 to 128 letters, digits, - or _');
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
