import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { createApp } from '../app';
import type { AppOptions } from '../app';
import { DEV_TOKEN_HEADER, loopbackHosts, newDevToken } from '../http/devAccess';
import type { Database } from '../db';
import { seededDatabase } from './database';
import { startServer } from './server';
import type { TestServer } from './server';

export interface Sandbox {
  db: Database;
  server: TestServer;
  url: string;
  /** The movable clock the app reads (epoch ms). */
  clock: { now: number };
  /**
   * The run's dev token when the dev controls are on. The helpers below send it on every
   * /wps/dev call that does not name the header itself (a test of the guard does).
   */
  devToken: string | undefined;
  get(path: string, headers?: Record<string, string>): Promise<JsonResponse>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonResponse>;
  put(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonResponse>;
  /**
   * A POST on a connection of its own. A refusal that leaves a large body unread makes the server
   * close the connection (correctly); on a shared keep-alive pool the next request could land on
   * that closing socket, so the property tests use one connection per request.
   */
  postFresh(path: string, body: string, headers?: Record<string, string>): Promise<JsonResponse>;
  /** `postFresh` with another method (PUT for the registrations, DELETE for logout). */
  sendFresh(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: string,
    headers?: Record<string, string>,
  ): Promise<JsonResponse>;
  close(): Promise<void>;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export type SandboxOptions = Partial<Omit<AppOptions, 'db' | 'now' | 'dev' | 'origin'>> & {
  /** The dev controls, with a fresh token and the loopback Host names of the test's port. */
  dev?: boolean;
  /** The public origin; the server's own URL by default. */
  origin?: string;
};

/** A sandbox on an ephemeral port with its own in-memory database and a clock the test moves. */
export async function startSandbox({
  dev = false,
  origin,
  ...options
}: SandboxOptions = {}): Promise<Sandbox> {
  const db = seededDatabase();
  const clock = { now: Date.UTC(2026, 5, 1, 12, 0, 0) };
  // The app needs the port it is served on (its origin, the dev controls' Host names), which the
  // server knows only once listening: the server forwards to the app once there is one.
  const ready: { app?: Hono } = {};
  const front = new Hono();
  front.all('*', (c) => (ready.app ? ready.app.fetch(c.req.raw, c.env) : c.text('Starting', 503)));
  const server = await startServer(front);
  const devToken = dev ? newDevToken() : undefined;
  ready.app = createApp({
    db,
    dev:
      devToken === undefined
        ? false
        : { token: devToken, hosts: loopbackHosts(Number(new URL(server.url).port)) },
    origin: origin ?? server.url,
    requestLog: false,
    now: () => clock.now,
    // A proof of work of 2^4 hashes: the bot check is exercised, not paid for, on every call.
    botCheckDifficulty: 4,
    logError: (error) => {
      // A 500 is always a bug here: make it loud in the test output.
      console.error('sandbox 500:', error);
    },
    ...options,
  });
  const devHeaders = (path: string, headers: Record<string, string>): Record<string, string> =>
    devToken === undefined ||
    !path.startsWith('/wps/dev') ||
    Object.keys(headers).some((name) => name.toLowerCase() === DEV_TOKEN_HEADER.toLowerCase())
      ? headers
      : { ...headers, [DEV_TOKEN_HEADER]: devToken };
  const request = async (path: string, init: RequestInit): Promise<JsonResponse> => {
    const res = await fetch(`${server.url}${path}`, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the assertion message
    }
    return { status: res.status, headers: res.headers, body };
  };
  const sendFresh = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: string,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> =>
    new Promise((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const sent = devHeaders(path, headers);
      const req = httpRequest(
        { hostname, port, path, method, agent: false, headers: sent },
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
            for (const [k, v] of Object.entries(res.headers))
              if (typeof v === 'string') h.set(k, v);
            resolve({ status: res.statusCode ?? 0, headers: h, body: parsed });
          });
        },
      );
      // The server may answer and close before the whole body is sent: that is not an error here.
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      req.end(body);
    });

  return {
    db,
    server,
    url: server.url,
    clock,
    devToken,
    get: (path, headers = {}) => request(path, { headers: devHeaders(path, headers) }),
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: devHeaders(path, { 'Content-Type': 'application/json', ...headers }),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    put: (path, body, headers = {}) =>
      request(path, {
        method: 'PUT',
        headers: devHeaders(path, { 'Content-Type': 'application/json', ...headers }),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    postFresh: (path, body, headers = {}) => sendFresh('POST', path, body, headers),
    sendFresh,
    close: async () => {
      await server.close();
      db.close();
    },
  };
}

// Bookkeeping that changes by design: the limiter counts bad requests too, the catalogue version
// only ever grows (a reset bumps it so no cached total survives), and the migrations and seed steps
// carry the time they ran.
const VOLATILE = new Set([
  'rate_limits',
  'schema_migrations',
  'seed_steps',
  'sqlite_sequence',
  'catalog_version',
]);

/**
 * A fingerprint of every table's content, for "a bad request changed nothing". Rows are hashed in
 * order of the first column. `quick` summarises tables of more than 1,000 rows in SQL (row count,
 * rowid sum and each column's total length) instead of hashing them — enough to see an insert, a
 * delete or an edit, at a tenth of the cost, for property tests that check after every request.
 */
export function checksum(db: Database, { quick = false } = {}): string {
  const hash = createHash('sha256');
  const tables = db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    hash.update(`\u0000${name}\u0000`);
    if (quick && (db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`)?.n ?? 0) > 1000) {
      const columns = db
        .all<{ name: string }>(`SELECT name FROM pragma_table_info('${name}')`)
        .map((c) => `TOTAL(length("${c.name}"))`);
      hash.update(
        JSON.stringify(
          db.get(`SELECT COUNT(*), TOTAL(rowid), ${columns.join(', ')} FROM "${name}"`),
        ),
      );
      continue;
    }
    for (const row of db.all(`SELECT * FROM "${name}" ORDER BY 1`)) {
      hash.update(JSON.stringify(Object.values(row)));
    }
  }
  return hash.digest('hex');
}
