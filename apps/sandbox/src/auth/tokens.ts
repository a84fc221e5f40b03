import { createHash, randomBytes, randomInt } from 'node:crypto';

const TOKEN_BYTES = 32;

/** An opaque session token: 32 random bytes, base64url. Only its SHA-256 is ever stored. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** A random identifier for challenges and verifications (16 bytes, base64url). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A six-digit code, uniformly drawn (leading zeros kept). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
