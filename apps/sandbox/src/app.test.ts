import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApp } from './app';
import type { Database } from './db';
import { ok, readJson } from './http/envelope';
import { CONTENT_SECURITY_POLICY } from './http/security';
import { startServer } from './test/server';
import type { TestServer } from './test/server';
import { seededDatabase } from './test/database';

let db: Database;
let server: TestServer;
const logged: unknown[] = [];

beforeAll(async () => {
  db = seededDatabase();
  const app = createApp({
    db,
    dev: false,
    origin: 'http://127.0.0.1:4173',
    logError: (error) => logged.push(error),
  });
  // Routes that exist only here, to drive the shared error handling the real endpoints will use.
  app.get('/wps/test/boom', () => {
    throw new Error('secret detail at /home/me/db.ts:12');
  });
  app.post('/wps/test/echo', async (c) =>
    ok(c, await readJson(c, v.object({ name: v.pipe(v.string(), v.minLength(1)) }))),
  );
  app.post('/wps/test/raw', async (c) => ok(c, await c.req.json<unknown>()));
  server = await startServer(app);
});

afterAll(async () => {
  await server.close();
  db.close();
});

beforeEach(() => {
  db.run('UPDATE system_status SET status = 0, maintenance_end = NULL, message = NULL');
});

async function status(merchant?: string) {
  const res = await fetch(`${server.url}/wps/system/status`, {
    headers: merchant === undefined ? {} : { Merchant: merchant },
  });
  return { res, body: (await res.json()) as unknown };
}

describe('GET /wps/system/status', () => {
  it('answers 0 for the default merchant when nothing is set', async () => {
    const { res, body } = await status();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ success: true, value: { status: 0 } });
  });

  it('answers maintenance with its end time once the row says so', async () => {
    db.run("UPDATE system_status SET status = 1, maintenance_end = ? WHERE merchant = 'aurora'", [
      '2030-01-02T03:04:05.000Z',
    ]);
    expect((await status('aurora')).body).toEqual({
      success: true,
      value: { status: 1, endTime: '2030-01-02T03:04:05.000Z' },
    });
    // the default merchant is aurora
    expect((await status()).body).toEqual((await status('aurora')).body);
  });

  it('leaves endTime out of a maintenance without a known end', async () => {
    db.run("UPDATE system_status SET status = 1 WHERE merchant = 'aurora'");
    expect((await status()).body).toEqual({ success: true, value: { status: 1 } });
  });

  it('answers region restriction with the visitor IP as the server sees it', async () => {
    db.run(
      "UPDATE system_status SET status = 2, maintenance_end = '2030-01-01T00:00:00Z' WHERE merchant = 'jade'",
    );
    const { body } = await status('jade');
    expect(body).toEqual({ success: true, value: { status: 2, ip: '127.0.0.1' } });
  });

  it('ignores a forwarded-for header when reporting the IP', async () => {
    db.run("UPDATE system_status SET status = 2 WHERE merchant = 'jade'");
    const res = await fetch(`${server.url}/wps/system/status`, {
      headers: { Merchant: 'jade', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(await res.json()).toEqual({ success: true, value: { status: 2, ip: '127.0.0.1' } });
  });

  it('keeps merchants apart', async () => {
    db.run("UPDATE system_status SET status = 1 WHERE merchant = 'ember'");
    expect((await status('ember')).body).toEqual({ success: true, value: { status: 1 } });
    expect((await status('jade')).body).toEqual({ success: true, value: { status: 0 } });
  });

  it('rejects an unknown merchant with 400', async () => {
    const { res, body } = await status('nobody');
    expect(res.status).toBe(400);
    expect(body).toEqual({ success: false, message: 'Unknown merchant' });
  });
});

describe('/wps errors', () => {
  it('answers unknown paths with a 404 envelope', async () => {
    for (const path of ['/wps/nothing/here', '/wps', '/wps/system/status/extra']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    }
    const post = await fetch(`${server.url}/wps/system/status`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('answers a thrown error with a bare 500 and logs the detail', async () => {
    const res = await fetch(`${server.url}/wps/test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Internal error' });
    expect(text).not.toContain('secret');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(logged.some((e) => e instanceof Error && e.message.includes('secret'))).toBe(true);
  });

  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

  it('reads a valid JSON body', async () => {
    const res = await post('/wps/test/echo', '{"name":"Ann"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, value: { name: 'Ann' } });
  });

  it('answers bad bodies with 4xx and a message, never 500', async () => {
    const cases: [string, string, string | undefined, number][] = [
      ['/wps/test/echo', '{"name":', undefined, 400],
      ['/wps/test/echo', '{"name":""}', undefined, 400],
      ['/wps/test/echo', '[]', undefined, 400],
      ['/wps/test/echo', 'name=Ann', 'application/x-www-form-urlencoded', 415],
      ['/wps/test/raw', '{oops', undefined, 400],
    ];
    for (const [path, body, type, expected] of cases) {
      const res = await post(path, body, type);
      expect(res.status, body).toBe(expected);
      const json = (await res.json()) as { success: boolean; message: string };
      expect(json.success).toBe(false);
      expect(json.message.length).toBeGreaterThan(0);
    }
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await post('/wps/test/echo', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'Request too large' });
  });
});

describe('security headers', () => {
  it('are on API answers, 404s and non-API paths alike', async () => {
    for (const path of ['/wps/system/status', '/wps/missing', '/not-served-without-a-site']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=()',
      );
      // Plain http, and no proxy is trusted: no HSTS, whatever a header claims.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const claimed = await fetch(`${server.url}/wps/system/status`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    await claimed.arrayBuffer();
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it("forbid framing, allow only the site's two trusted type policies and report violations", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("require-trusted-types-for 'script'");
    // No `default` policy: the site defines none, and the name would be room for one that did.
    expect(CONTENT_SECURITY_POLICY).toContain('trusted-types lobby-html lobby-sw;');
    expect(CONTENT_SECURITY_POLICY).not.toContain('default;');
    expect(CONTENT_SECURITY_POLICY).toMatch(/; report-uri \/wps\/csp-report$/);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('allow the service worker and the web manifest from the site itself, and nowhere else', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("manifest-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(
      /(worker|manifest|child)-src[^;]*(\*|https?:|blob:|data:)/,
    );
  });
});
