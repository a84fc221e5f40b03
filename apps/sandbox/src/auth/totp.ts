import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238, the scheme of authenticator apps): HMAC-SHA1 over the
 * 30-second step count, six digits. One step either side is accepted for clock drift; a step once
 * used is refused afterwards, so a code seen over a shoulder cannot be replayed.
 */

const STEP_MS = 30_000;
const DIGITS = 6;
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes an RFC 4648 base32 secret (the form apps scan); undefined if it is not one. */
export function decodeBase32(text: string): Buffer | undefined {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >>> bits) & 0xff);
    }
  }
  return out.length > 0 ? Buffer.from(out) : undefined;
}

/** The code of one time step (RFC 4226's dynamic truncation). */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function totpStep(now: number): number {
  return Math.floor(now / STEP_MS);
}

/** The current code for a base32 secret (tests and the dev tools compute it with this). */
export function totpCode(secretBase32: string, now: number): string {
  const secret = decodeBase32(secretBase32);
  if (!secret) throw new Error('Not a base32 secret');
  return hotp(secret, totpStep(now));
}

/**
 * The step `code` belongs to, within the drift window and after `lastUsedStep`; undefined when the
 * code is wrong, stale or already used.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  now: number,
  lastUsedStep: number | null,
): number | undefined {
  const secret = decodeBase32(secretBase32);
  if (!secret || !/^\d{6}$/.test(code)) return undefined;
  const current = totpStep(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return undefined;
}
