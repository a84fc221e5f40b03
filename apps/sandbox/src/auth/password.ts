import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt with a per-user salt, stored with the parameters that made them
 * (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be raised later without breaking stored
 * rows. N = 2^14, r = 8, p = 1 costs about 40 ms and 16 MB per hash: enough for a sandbox that hashes
 * on every login of every test; a production backend should use OWASP's figures (N = 2^17) or more.
 *
 * The password is hashed as its exact UTF-8 bytes: never trimmed or normalised (ADR 008).
 */

const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
export const SALT_BYTES = 16;
// scrypt needs 128 × N × r bytes; the default ceiling (32 MB) leaves no room to raise N.
const MAX_MEMORY = 256 * 1024 * 1024;
// A stored row may raise N; past this it is a broken row, not a stronger hash.
const MAX_N = 2 ** 20;
const FORMAT = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_BYTES);
  return format(salt, key);
}

/** The seed's variant: synchronous (the seed runs in one transaction) and with the salt it is given. */
export function hashPasswordSync(password: string, salt: Buffer): string {
  const key = scryptSync(password, salt, KEY_BYTES, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return format(salt, key);
}

/** false for a wrong password and for a stored value that is not a hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0 || params.N > MAX_N) return false;
  try {
    const key = await derive(
      password,
      Buffer.from(salt ?? '', 'base64url'),
      params,
      expected.length,
    );
    return timingSafeEqual(key, expected);
  } catch {
    // Parameters scrypt refuses (N not a power of two, say) cannot have made this hash.
    return false;
  }
}

/**
 * The cost of one verification without an account to verify against: an unknown user name then
 * takes as long to refuse as a wrong password, so timing does not tell which accounts exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await derive(password, DECOY_SALT, { N, r: R, p: P }, KEY_BYTES);
}

const DECOY_SALT = randomBytes(SALT_BYTES);

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}
