import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { botChallengeInput, leadingZeroBits, solveBotChallenge } from './proofOfWork';

const digestOf = (salt: string, nonce: string) =>
  new Uint8Array(createHash('sha256').update(botChallengeInput(salt, nonce)).digest());

describe('leadingZeroBits', () => {
  test.each([
    [[0x80], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
  ])('%j has %i', (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });
});

describe('solveBotChallenge', () => {
  test('finds a nonce whose digest has the asked number of zero bits, checked with node:crypto', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.integer({ min: 0, max: 10 }),
        async (salt, difficulty) => {
          const proof = await solveBotChallenge({ challengeId: 'c-1', salt, difficulty });
          expect(proof.challengeId).toBe('c-1');
          expect(proof.nonce).toMatch(/^\d+$/);
          expect(leadingZeroBits(digestOf(salt, proof.nonce))).toBeGreaterThanOrEqual(difficulty);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('returns the first nonce that qualifies, so both sides agree on the work done', async () => {
    const salt = 'Zm9vYmFy';
    const proof = await solveBotChallenge({ challengeId: 'c', salt, difficulty: 8 });
    for (let n = 0; n < Number(proof.nonce); n++) {
      expect(leadingZeroBits(digestOf(salt, String(n)))).toBeLessThan(8);
    }
  });

  test('yields to the event loop while it searches, and stops when aborted', async () => {
    const controller = new AbortController();
    let ticks = 0;
    // A timer can only fire between slices: if the search never yielded, nothing would abort it.
    const ticker = setInterval(() => {
      ticks += 1;
      if (ticks === 3) controller.abort(new Error('closed'));
    }, 1);
    try {
      await expect(
        solveBotChallenge(
          { challengeId: 'c', salt: 'hard', difficulty: 28 },
          { signal: controller.signal, sliceMs: 2 },
        ),
      ).rejects.toThrow('closed');
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBe(3);
  });
});
