import { beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { base64ToBytes, bytesToBase64 } from './base64';
import {
  EnvelopeError,
  generateEncryptionKeyPair,
  importPublicKey,
  openEnvelope,
  readEnvelopeKeyId,
  sealEnvelope,
} from './envelope';
import type { EncryptionKeyPair, EnvelopeErrorReason, SealedBody } from './envelope';

let pair: EncryptionKeyPair;
let otherPair: EncryptionKeyPair;

beforeAll(async () => {
  [pair, otherPair] = await Promise.all([generateEncryptionKeyPair(), generateEncryptionKeyPair()]);
});

const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U';

async function reasonOf(promise: Promise<unknown>): Promise<EnvelopeErrorReason> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof EnvelopeError) return error.reason;
  throw new Error(`expected an EnvelopeError, got ${String(error)}`);
}

function decode(body: SealedBody): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(base64ToBytes(body.value))) as Record<string, unknown>;
}

function encode(envelope: Record<string, unknown>): SealedBody {
  return { value: bytesToBase64(new TextEncoder().encode(JSON.stringify(envelope))) };
}

function flipByte(field: string, envelope: Record<string, unknown>, index = 0) {
  const bytes = base64ToBytes(envelope[field] as string);
  bytes[index] = bytes[index]! ^ 0x01;
  return { ...envelope, [field]: bytesToBase64(bytes) };
}

describe('seal and open', () => {
  test('round trip gives back the nonce, payload and issuedAt', async () => {
    const payload = { type: 'username', username: 'alice', password: 'secret' };
    const body = await sealEnvelope(pair, NONCE, payload, () => 1_700_000_000_123);
    expect(Object.keys(body)).toEqual(['value']);
    await expect(openEnvelope(pair.privateKey, pair.keyId, body)).resolves.toEqual({
      nonce: NONCE,
      payload,
      issuedAt: 1_700_000_000_123,
    });
  });

  test('the sealed body names the version and key id, and nothing of the payload in clear', async () => {
    const body = await sealEnvelope(pair, NONCE, { password: 'hunter2-secret' });
    const envelope = decode(body);
    expect(envelope).toMatchObject({ v: 1, keyId: pair.keyId });
    expect(Object.keys(envelope).sort()).toEqual(['ciphertext', 'iv', 'keyId', 'v', 'wrappedKey']);
    expect(body.value).not.toContain('hunter2');
    expect(JSON.stringify(envelope)).not.toContain('hunter2');
    expect(readEnvelopeKeyId(body)).toBe(pair.keyId);
  });

  test('every seal uses a fresh key and IV', async () => {
    const a = decode(await sealEnvelope(pair, NONCE, 'same'));
    const b = decode(await sealEnvelope(pair, NONCE, 'same'));
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  test('an imported CryptoKey works as well as the base64 SPKI', async () => {
    const publicKey = await importPublicKey(pair.publicKey);
    const body = await sealEnvelope({ keyId: pair.keyId, publicKey }, NONCE, 42);
    expect((await openEnvelope(pair.privateKey, pair.keyId, body)).payload).toBe(42);
  });

  test('a replayed body opens to the same nonce, so the server can refuse it as used', async () => {
    const body = await sealEnvelope(pair, NONCE, { amount: 1 });
    const first = await openEnvelope(pair.privateKey, pair.keyId, body);
    const replay = await openEnvelope(pair.privateKey, pair.keyId, structuredClone(body));
    expect(replay.nonce).toBe(first.nonce);
    expect(replay.issuedAt).toBe(first.issuedAt);
  });
});

describe('passwords are sent exactly as typed', () => {
  const passwords = [
    '  leading and trailing  ',
    '\tpass\nword\r',
    'pässwörd', // NFC
    'pa\u0308sswo\u0308rd', // the same word in NFD: must stay NFD
    '密码🔑 ',
    'ﬁ ligature and \u00a0 no-break space',
    '\u200bzero\u200dwidth',
    'lone \ud800 surrogate',
  ];

  test.each(passwords)('%j round-trips unchanged', async (password) => {
    const body = await sealEnvelope(pair, NONCE, { password });
    const opened = await openEnvelope(pair.privateKey, pair.keyId, body);
    const out = (opened.payload as { password: string }).password;
    expect(out).toBe(password);
    expect(out.length).toBe(password.length);
    expect([...out].map((c) => c.codePointAt(0))).toEqual(
      [...password].map((c) => c.codePointAt(0)),
    );
  });

  test('NFC and NFD forms stay distinct', async () => {
    const open = async (password: string) =>
      (await openEnvelope(pair.privateKey, pair.keyId, await sealEnvelope(pair, NONCE, password)))
        .payload as string;
    expect(await open('é')).not.toBe(await open('e\u0301'));
  });
});

describe('rejections', () => {
  test('another expected key id is unknownKeyId', async () => {
    const body = await sealEnvelope(pair, NONCE, 1);
    expect(await reasonOf(openEnvelope(pair.privateKey, 'rotated-away', body))).toBe(
      'unknownKeyId',
    );
  });

  test('the wrong private key is tampered', async () => {
    const body = await sealEnvelope({ ...pair, keyId: otherPair.keyId }, NONCE, 1);
    expect(await reasonOf(openEnvelope(otherPair.privateKey, otherPair.keyId, body))).toBe(
      'tampered',
    );
  });

  test.each(['ciphertext', 'iv', 'wrappedKey'])(
    'a flipped byte in %s is tampered',
    async (field) => {
      const envelope = decode(await sealEnvelope(pair, NONCE, { password: 'x' }));
      const body = encode(flipByte(field, envelope));
      expect(await reasonOf(openEnvelope(pair.privateKey, pair.keyId, body))).toBe('tampered');
    },
  );

  test('a flipped last byte (the GCM tag) is tampered', async () => {
    const envelope = decode(await sealEnvelope(pair, NONCE, { password: 'x' }));
    const length = base64ToBytes(envelope.ciphertext as string).length;
    const body = encode(flipByte('ciphertext', envelope, length - 1));
    expect(await reasonOf(openEnvelope(pair.privateKey, pair.keyId, body))).toBe('tampered');
  });

  test('relabelling the key id breaks authentication (it is the additional data)', async () => {
    const envelope = decode(await sealEnvelope(pair, NONCE, 1));
    const body = encode({ ...envelope, keyId: 'relabelled' });
    expect(await reasonOf(openEnvelope(pair.privateKey, 'relabelled', body))).toBe('tampered');
  });

  const validEnvelope = { v: 1, keyId: 'k', wrappedKey: 'AAAA', iv: 'AAAA', ciphertext: 'AAAA' };
  test.each<[string, unknown]>([
    ['null', null],
    ['a string', 'sealed'],
    ['no value', {}],
    ['an empty value', { value: '' }],
    ['a value that is not base64', { value: '***' }],
    ['base64 of non-JSON', { value: bytesToBase64(new TextEncoder().encode('not json')) }],
    ['base64 of invalid UTF-8', { value: bytesToBase64(new Uint8Array([0xff, 0xfe])) }],
    ['another version', encode({ ...validEnvelope, v: 2 })],
    ['a missing field', encode({ v: 1, keyId: 'k', iv: 'AAAA', ciphertext: 'AAAA' })],
    ['a short IV', encode(validEnvelope)],
    ['a field that is not base64', encode({ ...validEnvelope, iv: '!!!!' })],
  ])('%s is malformed', async (_name, body) => {
    expect(await reasonOf(openEnvelope(pair.privateKey, 'k', body))).toBe('malformed');
  });

  test('a public key under 2048 bits is refused', async () => {
    const weak = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        hash: 'SHA-256',
        modulusLength: 1024,
        publicExponent: new Uint8Array([1, 0, 1]),
      },
      true,
      ['wrapKey', 'unwrapKey'],
    );
    const spki = bytesToBase64(
      new Uint8Array(await crypto.subtle.exportKey('spki', weak.publicKey)),
    );
    expect(await reasonOf(importPublicKey(spki))).toBe('badKey');
    expect(await reasonOf(importPublicKey('not a key'))).toBe('badKey');
    expect(await reasonOf(generateEncryptionKeyPair(1024))).toBe('badKey');
  });

  test('the private key of a generated pair cannot be exported', async () => {
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });
});

describe('property', () => {
  test('any JSON payload round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string({ unit: 'binary' }), async (payload, text) => {
        const value = { payload, text };
        const opened = await openEnvelope(
          pair.privateKey,
          pair.keyId,
          await sealEnvelope(pair, NONCE, value),
        );
        // The wire is JSON: compare with what JSON carries (-0 becomes 0).
        expect(opened.payload).toEqual(JSON.parse(JSON.stringify(value)));
        expect((opened.payload as { text: string }).text).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});
