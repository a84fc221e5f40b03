import { describe, expect, it } from 'vitest';
import { decodeBase32, hotp, matchTotp, totpCode, totpStep } from './totp';

// RFC 4226 appendix D: the secret "12345678901234567890" and its first ten codes.
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_CODES = [
  '755224',
  '287082',
  '359152',
  '969429',
  '338314',
  '254676',
  '287922',
  '162583',
  '399871',
  '520489',
];

describe('one-time passwords', () => {
  it('match the RFC 4226 test vectors', () => {
    expect(RFC_CODES.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(RFC_CODES);
  });

  it('decode base32 secrets as authenticator apps do', () => {
    expect(decodeBase32('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')?.equals(RFC_SECRET)).toBe(true);
    expect(decodeBase32('gezdgnbvgy3tqojq')?.toString()).toBe('1234567890');
    expect(decodeBase32('not base32!')).toBeUndefined();
    expect(decodeBase32('')).toBeUndefined();
  });

  it('accept the current step and one either side, once each', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    // RFC 6238 appendix B, T = 59 s: step 1, whose six-digit code is 287082.
    expect(totpCode(secret, 59_000)).toBe('287082');
    const now = 1_800_000_015_000;
    const step = totpStep(now);
    const code = (s: number) => hotp(RFC_SECRET, s);
    expect(matchTotp(secret, code(step), now, null)).toBe(step);
    expect(matchTotp(secret, code(step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, code(step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, code(step - 2), now, null)).toBeUndefined();
    expect(matchTotp(secret, code(step), now, step)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeUndefined();
  });
});
