import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Who the provider says signed in: a verified phone number, through one channel. */
export interface IdentityClaims {
  /** The merchant whose project asked (the token's audience). */
  aud: string;
  /** The verified phone number, `+<dialing code><number>`. */
  phoneNumber: string;
  channel: string;
  /** Issued and expiry times, epoch ms. */
  iat: number;
  exp: number;
}

export const ID_TOKEN_TTL_MS = 60 * 60_000;
const ISSUER = 'lobby-sandbox-identity';

// The provider's signing key lives as long as the process, like a key the real provider rotates:
// a token from an earlier run no longer verifies, which is what an expired key does.
const signingKey = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', signingKey).update(payload).digest();

/** A signed ID token naming the phone number and the channel, valid for an hour. */
export function signIdToken(claims: Omit<IdentityClaims, 'iat' | 'exp'>, now: number): string {
  const payload = Buffer.from(
    JSON.stringify({ iss: ISSUER, ...claims, iat: now, exp: now + ID_TOKEN_TTL_MS }),
  ).toString('base64url');
  return `${payload}.${sign(payload).toString('base64url')}`;
}

/**
 * The claims of a token this provider signed for `merchant` that has not expired; undefined for
 * anything else (a forged or altered token, another merchant's, an expired one).
 */
export function verifyIdToken(
  token: string,
  merchant: string,
  now: number,
): IdentityClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra !== undefined) return undefined;
  const expected = sign(payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isClaims(claims) || claims.aud !== merchant || claims.exp <= now) return undefined;
  return claims;
}

function isClaims(value: unknown): value is IdentityClaims & { iss: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record['iss'] === ISSUER &&
    typeof record['aud'] === 'string' &&
    typeof record['phoneNumber'] === 'string' &&
    typeof record['channel'] === 'string' &&
    typeof record['iat'] === 'number' &&
    typeof record['exp'] === 'number'
  );
}
