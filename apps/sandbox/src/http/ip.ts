import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Who is on the other end of a request, as the sandbox decides it once per request. */
export interface Visitor {
  /** The client's address; undefined when there is no socket (app.request() in a test). */
  ip: string | undefined;
  /** The client reached us over https: directly, or through a trusted proxy that says so. */
  https: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    visitor?: Visitor;
  }
}

/**
 * The proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` the sandbox believes: addresses and
 * CIDR ranges (`10.0.0.0/8`, `2001:db8::/32`). Nothing is trusted by default: a header from
 * anyone else would let a caller claim any address and dodge every per-address limit.
 */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && (!/^\d{1,3}$/.test(bits) || prefix === undefined || prefix > max))
    ) {
      throw new Error(`"${entry}" is not an IP address or a CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/**
 * Resolves the visitor once per request. The socket's address, unless it is a trusted proxy: then
 * `X-Forwarded-For` is read from the right, each hop a proxy appended, and the first address that
 * is not a trusted proxy is the client (anything further left was written by the client and is not
 * believed). `X-Forwarded-Proto` counts only from a trusted proxy.
 */
export function resolveVisitor(trusted: BlockList): MiddlewareHandler {
  return async (c, next) => {
    c.set('visitor', visitorOf(socketAddress(c), c.req.raw.headers, c.req.url, trusted));
    await next();
  };
}

/** The decision of `resolveVisitor`, for a socket address and the request's headers. */
export function visitorOf(
  socket: string | undefined,
  headers: Headers,
  url: string,
  trusted: BlockList,
): Visitor {
  const direct = url.startsWith('https:');
  if (socket === undefined || !isTrusted(trusted, socket)) return { ip: socket, https: direct };
  let client = socket;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i] ?? '');
    // A hop that is not an address (an empty header, a misconfigured proxy) ends the walk at the
    // last proxy that spoke: an unreadable header must never become a fresh rate-limit bucket.
    if (hop === undefined) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  // The proxy facing the client writes the first value; later proxies may append their own hop.
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return { ip: client, https: proto === undefined ? direct : proto === 'https' };
}

/** The visitor's address, as `resolveVisitor` decided it. */
export function visitorIp(c: Context): string | undefined {
  return c.get('visitor')?.ip;
}

/** Whether the visitor reached us over https (for HSTS). */
export function visitorHttps(c: Context): boolean {
  return c.get('visitor')?.https === true;
}

function socketAddress(c: Context): string | undefined {
  try {
    return normaliseAddress(getConnInfo(c).remote.address ?? '');
  } catch {
    // No socket behind the request (app.request() in a test): nothing to report.
    return undefined;
  }
}

function isTrusted(trusted: BlockList, address: string): boolean {
  return trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * An address as proxies write it: plain, IPv4-mapped IPv6 (`::ffff:1.2.3.4`), with a port
 * (`1.2.3.4:5678`) or bracketed (`[2001:db8::1]:443`). Undefined when it is not an address.
 */
export function normaliseAddress(text: string): string | undefined {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed?.[1] !== undefined) address = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) {
    address = address.slice(7);
  }
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}
