/**
 * The customer-service link scheme (ADR 007). The contract says a path-list entry of type "3" holds
 * an "encrypted" link whose last 8 characters are the key. It is obfuscation, not secrecy — the key
 * travels with the text — so it only has to be reversible and unambiguous:
 *
 *   path = base64url(utf8(url) XOR repeat(key)) + key,   key = 8 characters of [A-Za-z0-9]
 *
 * The site decodes with the same rule and must still check the result is an https URL on the
 * brand's allow-list (QUALITY.md, security).
 */
export const CS_KEY_LENGTH = 8;

const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

export function encodeCsLink(url: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('The key must be 8 characters of [A-Za-z0-9]');
  const bytes = xor(new TextEncoder().encode(url), key);
  return Buffer.from(bytes).toString('base64url') + key;
}

/** The inverse of encodeCsLink; undefined when the text is not a well-formed encoded link. */
export function decodeCsLink(path: string): string | undefined {
  if (path.length <= CS_KEY_LENGTH) return undefined;
  const key = path.slice(-CS_KEY_LENGTH);
  const data = path.slice(0, -CS_KEY_LENGTH);
  if (!KEY_PATTERN.test(key) || !/^[A-Za-z0-9_-]+$/.test(data)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      xor(Buffer.from(data, 'base64url'), key),
    );
  } catch {
    return undefined;
  }
}

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    out[i] = (bytes[i] ?? 0) ^ key.charCodeAt(i % CS_KEY_LENGTH);
  }
  return out;
}
