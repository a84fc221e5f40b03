import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address of the socket, not X-Forwarded-For: the sandbox runs without a proxy in front of it,
 * and a header would let any caller claim any address (and dodge every per-IP rate limit).
 */
export function visitorIp(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  } catch {
    // No socket behind the request (app.request() in a test): nothing to report.
    return undefined;
  }
}
