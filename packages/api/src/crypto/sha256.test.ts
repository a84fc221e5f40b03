import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sha256', () => {
  test.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('the FIPS 180-2 vector %j', (text, digest) => {
    expect(hex(sha256(utf8(text)))).toBe(digest);
  });

  // 55, 56 and 64 bytes are where the padding spills into a second block.
  test.each([55, 56, 63, 64, 65, 119, 120, 1000])('agrees with node:crypto at %i bytes', (n) => {
    const bytes = new Uint8Array(n).map((_, i) => (i * 31 + 7) & 0xff);
    expect(hex(sha256(bytes))).toBe(reference(bytes));
  });

  test('agrees with node:crypto on any input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(hex(sha256(bytes))).toBe(reference(bytes));
      }),
      { numRuns: 300 },
    );
  });
});
