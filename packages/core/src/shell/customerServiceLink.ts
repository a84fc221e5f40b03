/**
 * The customer-service link (doc 1 §7; ADR 007; docs/quality.md security). The path list's entry of type
 * "3" holds an "encrypted" link whose last 8 characters are the key. It is obfuscation, not secrecy
 * (the key travels with the text), so the scheme only has to be reversible and unambiguous:
 *
 *   path = base64url(utf8(url) XOR repeat(key)) + key,   key = 8 characters of [A-Za-z0-9]
 *
 * (base64url without padding). A decoded link is untrusted text: the site opens only what
 * safeCustomerServiceUrl returns, an https URL on the brand's allow-list, and otherwise shows the
 * fallback contact. Pure: no Buffer, no DOM (TextEncoder and URL are in browsers and Node alike).
 */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;
/** The path-list type that holds the encrypted link. */
export const CUSTOMER_SERVICE_LINK_TYPE = '3';
/**
 * The path-list type that holds the VIP customer service's link, encrypted like the live chat's
 * (doc 1 §6: club rank level above 4 goes to VIP service). The spec names no type for it; the
 * next free number is this project's choice, and the sandbox serves it.
 */
export const VIP_SERVICE_LINK_TYPE = '4';

const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Strict: only the unpadded alphabet, no impossible length, no stray bits (one text per bytes). */
function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL_PATTERN.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    buffer = ((buffer << 6) | ALPHABET.indexOf(char)) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    out[i] = (bytes[i] ?? 0) ^ key.charCodeAt(i % CUSTOMER_SERVICE_KEY_LENGTH);
  }
  return out;
}

/** Encodes `url` with `key` (8 characters of [A-Za-z0-9]; throws otherwise). */
export function encodeCustomerServiceLink(url: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('The key must be 8 characters of [A-Za-z0-9]');
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
}

/** The inverse of encodeCustomerServiceLink; null when the text is not a well-formed link. */
export function decodeCustomerServiceLink(path: string): string | null {
  if (path.length <= CUSTOMER_SERVICE_KEY_LENGTH) return null;
  const key = path.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
  if (!KEY_PATTERN.test(key)) return null;
  const data = fromBase64Url(path.slice(0, -CUSTOMER_SERVICE_KEY_LENGTH));
  if (data === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(data, key));
  } catch {
    return null;
  }
}

/**
 * The encrypted path in the customer-service call's path list for `route`, or null. A VIP member
 * gets the VIP service's link; where the operator configures none, live chat still serves them
 * (a VIP is never left without service).
 */
export function customerServicePath(
  pathList: readonly { type: string; path: string }[],
  route: 'vipService' | 'liveChat' = 'liveChat',
): string | null {
  const of = (type: string) => pathList.find((entry) => entry.type === type)?.path ?? null;
  return (
    (route === 'vipService' ? of(VIP_SERVICE_LINK_TYPE) : null) ?? of(CUSTOMER_SERVICE_LINK_TYPE)
  );
}

/** An allow-list entry as a lower-case host name (punycode), or null when it is not one. */
function allowedHost(entry: string): { host: string; subdomains: boolean } | null {
  const subdomains = entry.startsWith('*.');
  const name = subdomains ? entry.slice(2) : entry;
  if (name === '' || /[/:?#@\s*\\]/.test(name)) return null;
  try {
    return { host: new URL(`https://${name}`).hostname, subdomains };
  } catch {
    return null;
  }
}

/**
 * Whether `hostname` is on the allow-list: an exact entry (`chat.brand.example`), or a `*.domain`
 * entry, which allows every subdomain of `domain` at any depth but not `domain` itself (list the
 * bare domain too if it serves the chat).
 */
export function isHostAllowed(hostname: string, allowList: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowList.some((entry) => {
    const allowed = allowedHost(entry.trim());
    if (allowed === null) return false;
    return allowed.subdomains ? host.endsWith(`.${allowed.host}`) : host === allowed.host;
  });
}

/**
 * The customer-service URL to open, or null (then the site shows the fallback contact): the path
 * must decode, parse as an `https:` URL without credentials, and name a host on the brand's
 * allow-list. The URL comes back serialised by the URL parser, not as the raw decoded text.
 */
export function safeCustomerServiceUrl(path: string, allowList: readonly string[]): string | null {
  const decoded = decodeCustomerServiceLink(path);
  if (decoded === null) return null;
  let url: URL;
  try {
    url = new URL(decoded);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return isHostAllowed(url.hostname, allowList) ? url.href : null;
}
