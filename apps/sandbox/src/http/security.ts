import type { MiddlewareHandler } from 'hono';

/**
 * The site's Content-Security-Policy, sent on every response (QUALITY.md, security). Trusted Types
 * allow only the `lobby-html` policy (SafeHtml's DOMPurify output) and `default`.
 * style-src needs 'unsafe-inline' because styled-components injects its style rules at run time;
 * scripts stay strictly same-origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lobby-html default',
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

// Set after the handler so error pages, 404s and static files all carry them.
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};
