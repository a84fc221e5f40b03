import { request as httpRequest } from 'node:http';
import {
  ENCRYPTION_ALGORITHM,
  ENCRYPTION_HEADER,
  KEY_ID_HEADER,
  createApiClient,
  fetchBotCheck,
  isApiError,
  login,
  paths,
  sealEnvelope,
  solveBotChallenge,
} from '@lobby/api';
import type {
  ApiClient,
  ApiError,
  BotChallenge,
  BotCheckProof,
  LoginResult,
  SealedBody,
} from '@lobby/api';
import type { DemoAccount } from '../seed/accounts';
import { listOutbox } from '../store/outbox';
import type { JsonResponse, Sandbox } from './harness';

/** A visitor of one brand, speaking to the sandbox through the real api client. */
export interface Visitor {
  client: ApiClient;
  /** The token the client sends; set by `logInAs`, cleared to log out locally. */
  token: string | null;
  /** How many times the client reported the end of the session. */
  expiries: number;
}

export function visitor(sandbox: Sandbox, merchant = 'aurora'): Visitor {
  const session: Omit<Visitor, 'client'> = { token: null, expiries: 0 };
  const client = createApiClient({
    baseUrl: sandbox.url,
    merchant,
    getToken: () => session.token,
    onSessionExpired: () => {
      session.expiries += 1;
    },
  });
  return Object.assign(session, { client });
}

/** Logs in with user name and password (bot check solved); the visitor keeps the token. */
export async function logInAs(
  who: Visitor,
  account: Pick<DemoAccount, 'username' | 'password'>,
  extra: { captcha?: string } = {},
): Promise<LoginResult> {
  const result = await login(who.client, {
    type: 'username',
    username: account.username,
    password: account.password,
    botCheck: await fetchBotCheck(who.client),
    ...extra,
  });
  who.token = result.token;
  return result;
}

/** The ApiError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (outcome === undefined) throw new Error('Expected the call to fail, but it succeeded');
  if (!isApiError(outcome)) throw new Error('Expected an ApiError', { cause: outcome });
  return outcome;
}

/**
 * What refused a call that must fail: the server's code, else (a field that breaks its schema) its
 * HTTP status, or the kind of failure when the server gave no envelope.
 */
export async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error = await failureOf(call);
  if (error.failure.kind !== 'server') return error.failure.kind;
  return error.failure.code ?? String(error.failure.status);
}

/** The latest six-digit code the outbox holds for a recipient. */
export function lastCode(sandbox: Sandbox, recipient: string): string {
  const [message] = listOutbox(sandbox.db, recipient, 1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`No code was sent to ${recipient}`);
  return code;
}

export function phoneOf(account: Pick<DemoAccount, 'countryDialingCode' | 'mobileNum'>): string {
  return `+${account.countryDialingCode}${account.mobileNum}`;
}

/**
 * A request from another loopback address (127.0.0.2 and up): the sandbox sees a different
 * visitor IP, which fetch cannot arrange.
 */
export function requestFrom(
  sandbox: Sandbox,
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const { hostname, port } = new URL(sandbox.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method,
        localAddress,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          resolve({ status: res.statusCode ?? 0, headers: h, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A sealed body for `payload`, made the way the client makes it (key, then a fresh nonce), with
 * the headers that go with it: for posting by hand, twice if a test wants a replay.
 */
export async function sealFor(
  sandbox: Sandbox,
  payload: unknown,
): Promise<{ body: SealedBody; headers: Record<string, string> }> {
  const key = (await sandbox.get(paths.systemEncryptionKey)).body as {
    value: { keyId: string; publicKey: string };
  };
  const nonce = (await sandbox.get(paths.systemNonce)).body as { value: { nonce: string } };
  const body = await sealEnvelope(key.value, nonce.value.nonce, payload);
  return {
    body,
    headers: { [ENCRYPTION_HEADER]: ENCRYPTION_ALGORITHM, [KEY_ID_HEADER]: key.value.keyId },
  };
}

/** A solved bot check, fetched and solved as the client does. */
export async function botCheckFor(sandbox: Sandbox): Promise<BotCheckProof> {
  const challenge = (await sandbox.get(paths.botChallenge)).body as { value: BotChallenge };
  return solveBotChallenge(challenge.value);
}
