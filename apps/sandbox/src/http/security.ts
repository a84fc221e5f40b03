import type { MiddlewareHandler } from 'hono';

/**
 * The site's Content-Security-Policy, sent on every response (QUALITY.md, security). Trusted Types
 * allow only the `lobby-html` policy (SafeHtml's DOMPurify output) and `default`.
 * style-src needs 'unsafe-inline' because styled-components injects its style rules at run time;
 * scripts stay same-origin, but for the site's inline boot script, allowed by its hash
 * (`scriptSources`, from the build: ADR 019). Frames: the site itself and, when it runs, the demo
 * game host (its own origin, so the game page is cross-origin to the site: ADR 012).
 */
export function contentSecurityPolicy(
  gameOrigin?: string,
  scriptSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    gameOrigin === undefined ? "frame-src 'self'" : `frame-src 'self' ${gameOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lobby-html default',
  ].join('; ');
}

/** The policy of a sandbox without a game host. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function securityHeadersFor(
  gameOrigin?: string,
  scriptSources: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(gameOrigin, scriptSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

export const SECURITY_HEADERS = securityHeadersFor();

// Set after the handler so error pages, 404s and static files all carry them. The script sources
// are asked for on every response: a rebuilt site brings a new boot script hash.
export function securityHeaders(
  gameOrigin?: string,
  scriptSources: () => readonly string[] = () => [],
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeadersFor(gameOrigin, scriptSources()))) {
      c.res.headers.set(name, value);
    }
  };
}
