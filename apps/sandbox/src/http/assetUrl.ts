import type { Context } from 'hono';

/**
 * An absolute URL of a sandbox-drawn picture on the origin the request came to, so the same answer
 * works on `pnpm start`, behind the Vite proxy and in tests on an ephemeral port. Seed rows keep
 * root-relative paths; only already-absolute URLs pass through unchanged.
 */
export function assetUrl(c: Context, path: string): string {
  return new URL(path, c.req.url).href;
}

export function origin(c: Context): string {
  return new URL(c.req.url).origin;
}
