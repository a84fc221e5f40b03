import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from './password';

describe('password hashes', () => {
  it('are scrypt with their parameters and a per-hash salt', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret#2026'), hashPassword('Secret#2026')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret');
  });

  it('verify the exact password only: no trimming, no normalisation', async () => {
    const stored = await hashPassword(' Pässwörd 🔑 ');
    expect(await verifyPassword(' Pässwörd 🔑 ', stored)).toBe(true);
    for (const other of ['Pässwörd 🔑', ' Pa\u0308sswo\u0308rd 🔑 ', ' pässwörd 🔑 ', '']) {
      expect(await verifyPassword(other, stored)).toBe(false);
    }
  });

  it('verify what the seed hashed with a given salt', async () => {
    const stored = hashPasswordSync('Player#2026', Buffer.alloc(16, 7));
    expect(hashPasswordSync('Player#2026', Buffer.alloc(16, 7))).toBe(stored);
    expect(await verifyPassword('Player#2026', stored)).toBe(true);
  });

  it('refuse anything that is not a hash of ours, without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (stored) => {
        expect(await verifyPassword('x', stored)).toBe(false);
      }),
      { numRuns: 50 },
    );
    for (const stored of [
      'scrypt$16384$8$1$$',
      'scrypt$1000$8$1$AAAA$AAAA',
      'scrypt$99999999$8$1$AAAA$AAAA',
      'scrypt$16384$8$1$AAAA$AAAA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
