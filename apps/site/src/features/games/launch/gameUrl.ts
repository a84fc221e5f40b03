/**
 * A launch address the site will load: http(s) only. The address comes from the network; a
 * `javascript:` or `data:` one in the game's window (still the site's origin while blank) or in
 * the frame would run in the site's name.
 */
export function safeGameUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A launch address that is not one the site will load. */
export class UnsafeGameUrlError extends Error {
  override readonly name = 'UnsafeGameUrlError';
  constructor() {
    super('The launch answered with an address the site does not load');
  }
}

/** The launch address checked, or an error the launch's catch turns into a message. */
export function requireSafeGameUrl(url: string): string {
  const safe = safeGameUrl(url);
  if (safe === null) throw new UnsafeGameUrlError();
  return safe;
}
