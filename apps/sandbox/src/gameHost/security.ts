/**
 * The game host's headers. Its pages may be framed by one origin only, the site that launched the
 * game (frame-ancestors), and run only the host's own script: no inline script, no eval, no HTML
 * sinks (Trusted Types with no policy at all). A page whose site is unknown may not be framed.
 */
export function gamePagePolicy(siteOrigin?: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${siteOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

export const GAME_HOST_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // The page's address holds its ticket: used once, but still nobody else's business.
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
