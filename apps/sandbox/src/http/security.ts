import type { MiddlewareHandler } from 'hono';
import { visitorHttps } from './ip';

/** Where browsers send the reports of Content-Security-Policy violations (routes/cspReport.ts). */
export const CSP_REPORT_PATH = '/wps/csp-report';

/**
 * HSTS on every answer that reached the client over https: a year, subdomains included (ASVS 5
 * 3.4.1). Over plain http it would mean nothing (browsers ignore it there), so it is left out.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The site's Content-Security-Policy, sent on every response (QUALITY.md, security). Trusted Types
 * allow only the site's two policies: `lobby-html` (SafeHtml's DOMPurify output) and `lobby-sw`
 * (the service worker's script URL, `/sw.js` and nothing else: registering a worker is a Trusted
 * Types sink). The site defines no `default` policy, so naming one would only leave room for a
 * script that does. The service worker and the web manifest come from the site itself
 * (`worker-src`, `manifest-src`; ADR 023), which the directives say outright rather than leave to
 * the fallbacks.
 * style-src needs 'unsafe-inline' because styled-components injects its style rules at run time;
 * scripts stay same-origin, but for the site's inline boot script, allowed by its hash
 * (`scriptSources`, from the build: ADR 019). Frames: the site itself and, when it runs, the demo
 * game host (its own origin, so the game page is cross-origin to the site: ADR 012).
 * Violations are reported with `report-uri` alone: with `report-to` beside it, Chromium batches
 * reports through the Reporting API for up to a minute, and a page closed before then (every
 * journey's) would never send them. A production host adds `report-to` (README, serving).
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
    "worker-src 'self'",
    "manifest-src 'self'",
    gameOrigin === undefined ? "frame-src 'self'" : `frame-src 'self' ${gameOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lobby-html lobby-sw',
    `report-uri ${CSP_REPORT_PATH}`,
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
    // Directly, or through a trusted proxy that says so (http/ip.ts): never from anyone's header.
    if (visitorHttps(c)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
