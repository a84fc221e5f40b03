import * as v from 'valibot';
import { ENCRYPTION_ALGORITHM } from '../schemas/system';
import { base64ToBytes, bytesToBase64, bytesToBase64Url } from './base64';

/**
 * The application-level envelope of the sensitive calls (ADR 006): a fresh AES-256-GCM key per
 * call encrypts `{ nonce, payload, issuedAt }`, and the server's RSA-OAEP-256 key wraps that AES key.
 * The key id is the GCM additional data, so an envelope cannot be moved to another key.
 *
 * Nothing on this path logs, and no error carries the payload.
 */

/** Header values that name the scheme on an encrypted call. */
export const ENCRYPTION_HEADER = 'X-Encryption';
export const KEY_ID_HEADER = 'X-Key-Id';
export { ENCRYPTION_ALGORITHM };

const MIN_RSA_BITS = 2048;
const IV_BYTES = 12;
const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface PublicEncryptionKey {
  keyId: string;
  /** base64 SPKI, or a key already imported with `importPublicKey`. */
  publicKey: string | CryptoKey;
}

export interface EncryptionKeyPair {
  keyId: string;
  /** base64 SPKI, what `/wps/system/encryptionKey` publishes. */
  publicKey: string;
  /** Non-extractable; usable only to unwrap the per-call AES keys. */
  privateKey: CryptoKey;
}

/** What the server gets back out of an envelope. */
export interface OpenedEnvelope {
  nonce: string;
  payload: unknown;
  /** Milliseconds since the epoch, from the sender's clock (a hint; the nonce is the control). */
  issuedAt: number;
}

export type EnvelopeErrorReason = 'unknownKeyId' | 'tampered' | 'malformed' | 'badKey';

/** A typed failure of sealing or opening; its message never holds payload data. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  readonly reason: EnvelopeErrorReason;

  constructor(reason: EnvelopeErrorReason) {
    super(`Encrypted envelope rejected: ${reason}`);
    this.reason = reason;
  }
}

/** The encrypted request body: `{ value }`, value = base64 of the envelope JSON. */
export const sealedBodySchema = v.object({ value: v.pipe(v.string(), v.minLength(1)) });
export type SealedBody = v.InferOutput<typeof sealedBodySchema>;

const b64 = v.pipe(v.string(), v.minLength(1));
const envelopeJsonSchema = v.object({
  v: v.literal(1),
  keyId: v.pipe(v.string(), v.minLength(1)),
  wrappedKey: b64,
  iv: b64,
  ciphertext: b64,
});

const plaintextSchema = v.object({
  nonce: v.pipe(v.string(), v.minLength(1)),
  payload: v.unknown(),
  issuedAt: v.pipe(v.number(), v.safeInteger()),
});

const utf8 = new TextEncoder();
// fatal: a byte sequence that is not UTF-8 is a malformed envelope, not a silently mangled one.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

/** Imports a published base64 SPKI key; refuses keys under 2048 bits. */
export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('spki', base64ToBytes(spkiBase64), RSA_PARAMS, false, [
      'wrapKey',
    ]);
  } catch {
    throw new EnvelopeError('badKey');
  }
  const { modulusLength } = key.algorithm as RsaHashedKeyAlgorithm;
  if (modulusLength < MIN_RSA_BITS) throw new EnvelopeError('badKey');
  return key;
}

/** Seals `payload` for the holder of `key`; `payload` must be JSON-serialisable. */
export async function sealEnvelope(
  key: PublicEncryptionKey,
  nonce: string,
  payload: unknown,
  now: () => number = Date.now,
): Promise<SealedBody> {
  const publicKey =
    typeof key.publicKey === 'string' ? await importPublicKey(key.publicKey) : key.publicKey;
  // extractable only so that wrapKey can export it into the RSA wrap; it never leaves this function.
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = utf8.encode(JSON.stringify({ nonce, payload, issuedAt: now() }));
  const [wrappedKey, ciphertext] = await Promise.all([
    crypto.subtle.wrapKey('raw', aesKey, publicKey, RSA_PARAMS),
    crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8.encode(key.keyId) },
      aesKey,
      plaintext,
    ),
  ]);
  const envelope = {
    v: 1,
    keyId: key.keyId,
    wrappedKey: bytesToBase64(new Uint8Array(wrappedKey)),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
  return { value: bytesToBase64(utf8.encode(JSON.stringify(envelope))) };
}

/**
 * Server side: opens a sealed body with the private key of `expectedKeyId`. Throws `EnvelopeError`
 * ('unknownKeyId' for another key id, 'tampered' when authentication fails, 'malformed' for
 * anything that is not an envelope). Checking the nonce (unused, unexpired) is the caller's job.
 */
export async function openEnvelope(
  privateKey: CryptoKey,
  expectedKeyId: string,
  body: unknown,
): Promise<OpenedEnvelope> {
  const envelope = decodeEnvelope(body);
  if (envelope.keyId !== expectedKeyId) throw new EnvelopeError('unknownKeyId');

  let wrappedKey: Uint8Array<ArrayBuffer>;
  let iv: Uint8Array<ArrayBuffer>;
  let ciphertext: Uint8Array<ArrayBuffer>;
  try {
    wrappedKey = base64ToBytes(envelope.wrappedKey);
    iv = base64ToBytes(envelope.iv);
    ciphertext = base64ToBytes(envelope.ciphertext);
  } catch {
    throw new EnvelopeError('malformed');
  }
  if (iv.length !== IV_BYTES) throw new EnvelopeError('malformed');

  let plaintext: ArrayBuffer;
  try {
    const aesKey = await crypto.subtle.unwrapKey(
      'raw',
      wrappedKey,
      privateKey,
      RSA_PARAMS,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: utf8.encode(envelope.keyId) },
      aesKey,
      ciphertext,
    );
  } catch {
    // RSA-OAEP and GCM failures both mean the bytes are not what the sender sealed.
    throw new EnvelopeError('tampered');
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decoder.decode(plaintext));
  } catch {
    throw new EnvelopeError('malformed');
  }
  const result = v.safeParse(plaintextSchema, parsed);
  if (!result.success) throw new EnvelopeError('malformed');
  return result.output;
}

/** Reads the key id of a sealed body without opening it (to pick the private key). */
export function readEnvelopeKeyId(body: unknown): string {
  return decodeEnvelope(body).keyId;
}

function decodeEnvelope(body: unknown): v.InferOutput<typeof envelopeJsonSchema> {
  const outer = v.safeParse(sealedBodySchema, body);
  if (!outer.success) throw new EnvelopeError('malformed');
  let json: unknown;
  try {
    json = JSON.parse(utf8Decoder.decode(base64ToBytes(outer.output.value)));
  } catch {
    throw new EnvelopeError('malformed');
  }
  const inner = v.safeParse(envelopeJsonSchema, json);
  if (!inner.success) throw new EnvelopeError('malformed');
  return inner.output;
}

/** For the sandbox: a fresh RSA-OAEP-256 key pair and a random key id. */
export async function generateEncryptionKeyPair(
  modulusLength: number = MIN_RSA_BITS,
): Promise<EncryptionKeyPair> {
  if (modulusLength < MIN_RSA_BITS) throw new EnvelopeError('badKey');
  const pair = await crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    // The public half is always exportable; false keeps the private half inside WebCrypto.
    false,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return {
    keyId: bytesToBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    publicKey: bytesToBase64(new Uint8Array(spki)),
    privateKey: pair.privateKey,
  };
}
