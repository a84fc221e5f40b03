/**
 * SHA-256 (FIPS 180-4) in plain TypeScript, for the bot check's proof of work. WebCrypto's digest
 * is asynchronous and pays a promise (in Chromium a hop to another thread) per hash: measured in
 * V8, batches of 512 reach about 0.2 M hashes/s where this loop over one reused block reaches
 * about 2.5 M/s. Nothing here allocates per hash.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL_STATE = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
// The padding takes one 0x80 byte and an 8-byte length after the message.
const PADDING_OVERHEAD = 9;

/**
 * A hasher for many messages of the same shape: it owns its state, schedule and padded buffer, so
 * hashing is a write into `message` and a call to `digestLength`.
 */
export class Sha256Scratch {
  readonly state = new Int32Array(8);
  private readonly schedule = new Int32Array(64);
  private buffer = new Uint8Array(BLOCK_BYTES);

  /** The padded buffer for a message of `length` bytes; write the message at its start. */
  message(length: number): Uint8Array {
    const size = paddedSize(length);
    if (this.buffer.length !== size) this.buffer = new Uint8Array(size);
    return this.buffer;
  }

  /**
   * Hashes the first `length` bytes of the buffer `message(length)` returned; the digest is left
   * in `state` as eight big-endian words.
   */
  digestLength(length: number): Int32Array {
    const block = this.buffer;
    block[length] = 0x80;
    block.fill(0, length + 1, block.length - 8);
    // Bit length as 64 bits big-endian; messages here are far below 2^32 bits.
    const bits = length * 8;
    const end = block.length;
    block[end - 8] = 0;
    block[end - 7] = 0;
    block[end - 6] = 0;
    block[end - 5] = 0;
    block[end - 4] = bits >>> 24;
    block[end - 3] = (bits >>> 16) & 0xff;
    block[end - 2] = (bits >>> 8) & 0xff;
    block[end - 1] = bits & 0xff;
    this.state.set(INITIAL_STATE);
    for (let offset = 0; offset < end; offset += BLOCK_BYTES) {
      compress(this.state, this.schedule, block, offset);
    }
    return this.state;
  }
}

/** The SHA-256 digest of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const scratch = new Sha256Scratch();
  scratch.message(data.length).set(data);
  const words = scratch.digestLength(data.length);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const word = words[i] ?? 0;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
  return out;
}

function paddedSize(length: number): number {
  return Math.ceil((length + PADDING_OVERHEAD) / BLOCK_BYTES) * BLOCK_BYTES;
}

function compress(state: Int32Array, w: Int32Array, block: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] =
      ((block[j] ?? 0) << 24) |
      ((block[j + 1] ?? 0) << 16) |
      ((block[j + 2] ?? 0) << 8) |
      (block[j + 3] ?? 0);
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15] ?? 0;
    const y = w[i - 2] ?? 0;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0;
  }
  let a = state[0] ?? 0;
  let b = state[1] ?? 0;
  let c = state[2] ?? 0;
  let d = state[3] ?? 0;
  let e = state[4] ?? 0;
  let f = state[5] ?? 0;
  let g = state[6] ?? 0;
  let h = state[7] ?? 0;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + s1 + ch + (K[i] ?? 0) + (w[i] ?? 0)) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] ?? 0) + a) | 0;
  state[1] = ((state[1] ?? 0) + b) | 0;
  state[2] = ((state[2] ?? 0) + c) | 0;
  state[3] = ((state[3] ?? 0) + d) | 0;
  state[4] = ((state[4] ?? 0) + e) | 0;
  state[5] = ((state[5] ?? 0) + f) | 0;
  state[6] = ((state[6] ?? 0) + g) | 0;
  state[7] = ((state[7] ?? 0) + h) | 0;
}
