import { ENCRYPTION_ALGORITHM, generateEncryptionKeyPair } from '@lobby/api';
import type { EncryptionKeyPair } from '@lobby/api';

export interface EncryptionKeys extends EncryptionKeyPair {
  algorithm: typeof ENCRYPTION_ALGORITHM;
}

export interface KeyRing {
  current(): Promise<EncryptionKeys>;
}

/**
 * One RSA-OAEP 2048 / SHA-256 key pair per process (the api package's generator, so both sides
 * agree on parameters), made on first use or warmed at start by main.ts. It lives only in memory:
 * a restart invalidates every in-flight envelope, which is exactly what a sandbox wants.
 */
export function createKeyRing(): KeyRing {
  let keys: Promise<EncryptionKeys> | undefined;
  return {
    current() {
      keys ??= generateEncryptionKeyPair().then((pair) => ({
        ...pair,
        algorithm: ENCRYPTION_ALGORITHM,
      }));
      return keys;
    },
  };
}
