import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import { generateEncryptionKeyPair, openEnvelope } from './crypto/envelope';
import type { EncryptionKeyPair, OpenedEnvelope } from './crypto/envelope';
import { completeLoginVerification, login } from './endpoints/session';
import { changePassword } from './endpoints/member';
import { ApiError } from './errors';
import { paths } from './paths';
import { SERVER_CODES } from './schemas/session';
import type { LoginResult } from './schemas/session';
import { ENCRYPTION_ALGORITHM } from './schemas/system';
import { ok, sendJson, startTestServer } from './test/http-server';
import type { TestHttpServer } from './test/http-server';

// A minimal server side of the envelope: publishes a key, hands out single-use nonces, opens
// sealed bodies and refuses replays, as the sandbox does.
let server: TestHttpServer;
let current: EncryptionKeyPair;
let previous: EncryptionKeyPair;
let issued: Set<string>;
let opened: OpenedEnvelope[];
let client: ApiClient;
let refuseKeyAlways: boolean;

const loginResult: LoginResult = {
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  user: { customerId: 1, account: 'alice', username: 'alice', type: 1 },
};

beforeAll(async () => {
  server = await startTestServer();
  [current, previous] = await Promise.all([
    generateEncryptionKeyPair(),
    generateEncryptionKeyPair(),
  ]);
});
afterAll(() => server.close());

beforeEach(() => {
  issued = new Set();
  opened = [];
  refuseKeyAlways = false;
  server.requests.length = 0;
  client = createApiClient({ baseUrl: server.url, merchant: 'jade', getToken: () => 'tok' });
  server.handle = (req, res, body) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === paths.systemEncryptionKey) {
      ok(res, {
        keyId: current.keyId,
        publicKey: current.publicKey,
        algorithm: ENCRYPTION_ALGORITHM,
      });
      return;
    }
    if (path === paths.systemNonce) {
      const nonce = crypto.randomUUID().replaceAll('-', '');
      issued.add(nonce);
      ok(res, { nonce, expiresIn: 60 });
      return;
    }
    void (async () => {
      const keyId = req.headers['x-key-id'];
      if (req.headers['x-encryption'] !== ENCRYPTION_ALGORITHM || typeof keyId !== 'string') {
        sendJson(res, 400, { success: false, message: 'Expected an encrypted body' });
        return;
      }
      if (refuseKeyAlways || keyId !== current.keyId) {
        sendJson(res, 400, {
          success: false,
          message: 'Unknown key',
          code: SERVER_CODES.unknownKeyId,
        });
        return;
      }
      try {
        const envelope = await openEnvelope(current.privateKey, current.keyId, JSON.parse(body));
        if (!issued.delete(envelope.nonce)) {
          sendJson(res, 400, { success: false, message: 'Replayed' });
          return;
        }
        opened.push(envelope);
        const answersSession = path === paths.sessionLogin || path === paths.sessionVerification;
        ok(res, answersSession ? loginResult : null);
      } catch {
        sendJson(res, 400, { success: false, message: 'Bad envelope' });
      }
    })();
  };
});

const keyFetches = () => server.requests.filter((r) => r.url === paths.systemEncryptionKey).length;

describe('encrypted calls', () => {
  test('login goes sealed, with the scheme headers, and the password exactly as typed', async () => {
    const password = '  Pässwörd 🔑\t';
    await expect(login(client, { type: 'username', username: 'alice', password })).resolves.toEqual(
      loginResult,
    );
    const sent = server.requests.find((r) => r.url === paths.sessionLogin)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['x-encryption']).toBe(ENCRYPTION_ALGORITHM);
    expect(sent.headers['x-key-id']).toBe(current.keyId);
    expect(sent.headers.authorization).toBe('tok');
    expect(Object.keys(JSON.parse(sent.body) as object)).toEqual(['value']);
    expect(sent.body).not.toContain('alice');
    expect(opened[0]!.payload).toEqual({ type: 'username', username: 'alice', password });
  });

  test('the new-IP step completes sealed, its code never in the clear', async () => {
    const request = { verificationId: 'v1', method: 'mobile', code: '493817' } as const;
    await expect(completeLoginVerification(client, request)).resolves.toEqual(loginResult);
    const sent = server.requests.find((r) => r.url === paths.sessionVerification)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).not.toContain('493817');
    expect(opened[0]!.payload).toEqual(request);
  });

  test('the key is fetched once per session, a nonce for every call', async () => {
    const request = { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' };
    await changePassword(client, request);
    await changePassword(client, request);
    expect(keyFetches()).toBe(1);
    expect(server.requests.filter((r) => r.url === paths.systemNonce)).toHaveLength(2);
    expect(new Set(opened.map((o) => o.nonce)).size).toBe(2);
  });

  test('a replayed body is refused by its nonce', async () => {
    await changePassword(client, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    const sent = server.requests.find((r) => r.url === paths.memberPassword)!;
    const replay = await fetch(`${server.url}${paths.memberPassword}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Encryption': ENCRYPTION_ALGORITHM,
        'X-Key-Id': current.keyId,
      },
      body: sent.body,
    });
    expect(((await replay.json()) as { message: string }).message).toBe('Replayed');
  });

  test('a rotated key is refetched once and the call sealed again', async () => {
    await changePassword(client, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    [current, previous] = [previous, current];
    await changePassword(client, { oldPassword: 'a', newPassword: 'c', confirmNewPassword: 'c' });
    expect(keyFetches()).toBe(2);
    expect(opened).toHaveLength(2);
  });

  test('a key the server keeps refusing fails after one refetch', async () => {
    refuseKeyAlways = true;
    const error: unknown = await login(client, {
      type: 'username',
      username: 'alice',
      password: 'x',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toMatchObject({
      kind: 'server',
      code: SERVER_CODES.unknownKeyId,
    });
    expect(keyFetches()).toBe(2);
    expect(server.requests.filter((r) => r.url === paths.sessionLogin)).toHaveLength(2);
  });

  test('a key that fails to load is fetched again on the next call', async () => {
    const handle = server.handle;
    server.handle = (req, res, body) => {
      if (req.url === paths.systemEncryptionKey)
        ok(res, { keyId: 'k', publicKey: 'AAAA', algorithm: ENCRYPTION_ALGORITHM });
      else handle(req, res, body);
    };
    const error: unknown = await changePassword(client, {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('malformed');
    server.handle = handle;
    await changePassword(client, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(keyFetches()).toBe(2);
  });
});
