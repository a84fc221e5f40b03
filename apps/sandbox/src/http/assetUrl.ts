/**
 * An absolute URL of a sandbox-drawn picture on the sandbox's public origin (`--origin`, or the
 * address it listens on), never on the Host header: a Host is whatever the caller typed, and
 * answers (and the caches keyed by them) must not echo it. Seed rows keep root-relative paths;
 * only already-absolute URLs pass through unchanged.
 */
export function assetUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * The public origin as configured: `http(s)://host[:port]`, nothing after it. Throws with a
 * message for anything else (a path, a query, another scheme).
 */
export function publicOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${text}" must be an http: or https: origin`);
  }
  if (
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    /[?#]/.test(text)
  ) {
    throw new Error(`"${text}" must be an origin only, such as https://lobby.example`);
  }
  return url.origin;
}
