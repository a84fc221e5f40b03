import type { BotChallenge, BotCheckProof } from '../schemas/botCheck';
import { Sha256Scratch } from './sha256';

/**
 * The bot check is a proof of work: find a nonce such that SHA-256(salt + ':' + nonce) starts with
 * `difficulty` zero bits. It costs a browser a fraction of a second once per protected call and a
 * script sending thousands of calls the same fraction each time, and it asks the person for nothing
 * (no puzzle to see or hear), which is what makes it the accessible path.
 */

/** The text that is hashed: both sides build it here, so they cannot drift. */
export function botChallengeInput(salt: string, nonce: string): string {
  return `${salt}:${nonce}`;
}

/** The number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export interface SolveOptions {
  /** Stops the search; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * The longest stretch of hashing between two yields to the event loop, in milliseconds, so
   * input and rendering stay responsive while the search runs. @default 5
   */
  sliceMs?: number;
}

// The clock is read once per this many hashes (about 0.1 ms in V8): cheap and fine-grained enough.
const HASHES_PER_CLOCK_READ = 256;
const DEFAULT_SLICE_MS = 5;
const utf8 = new TextEncoder();

/**
 * Solves a challenge and returns the `botCheck` record the protected calls carry. Nonces are
 * decimal counters from 0; the expected work is 2^difficulty hashes. Runs on the calling thread in
 * slices of `sliceMs`, yielding between them.
 */
export async function solveBotChallenge(
  challenge: BotChallenge,
  options: SolveOptions = {},
): Promise<BotCheckProof> {
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const prefix = utf8.encode(botChallengeInput(challenge.salt, ''));
  const scratch = new Sha256Scratch();
  let digits = 0;
  let buffer = scratch.message(prefix.length);

  for (let nonce = 0; ;) {
    options.signal?.throwIfAborted();
    const sliceEnd = now() + sliceMs;
    do {
      for (let i = 0; i < HASHES_PER_CLOCK_READ; i++, nonce++) {
        const text = String(nonce);
        if (text.length !== digits) {
          // One more digit can change the padded size: take the buffer again and rewrite the prefix.
          digits = text.length;
          buffer = scratch.message(prefix.length + digits);
          buffer.set(prefix);
        }
        for (let k = 0; k < digits; k++) buffer[prefix.length + k] = text.charCodeAt(k);
        const words = scratch.digestLength(prefix.length + digits);
        if (leadingZeroBitsOfWords(words) >= challenge.difficulty) {
          return { challengeId: challenge.challengeId, nonce: text };
        }
      }
    } while (now() < sliceEnd);
    await yieldToEventLoop();
  }
}

function leadingZeroBitsOfWords(words: Int32Array): number {
  let bits = 0;
  for (const word of words) {
    if (word === 0) {
      bits += 32;
      continue;
    }
    return bits + Math.clz32(word);
  }
  return bits;
}

function now(): number {
  return performance.now();
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets queued input, rendering and timers run. `scheduler.yield` keeps this task's priority where
 * the browser has it; otherwise a message-channel round trip, which unlike a nested setTimeout is
 * not clamped to 4 ms.
 */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
