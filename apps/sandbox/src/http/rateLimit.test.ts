import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import type { Database } from '../db';
import { hitRateLimit } from '../store/security';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

describe('hitRateLimit', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase({ memory: true });
  });
  afterAll(() => db.close());

  it('allows `limit` hits per window and per key, then refuses until the window ends', () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const start = 1_800_000_000_000; // a window boundary (a multiple of 60 s)
    const hits = [0, 1, 2, 3].map((i) => hitRateLimit(db, 'sms:+63917', rule, start + i * 1000));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    expect(hits.map((h) => h.remaining)).toEqual([2, 1, 0, 0]);
    expect(hits[3]?.retryAfter).toBe(57);
    // Another key has its own budget.
    expect(hitRateLimit(db, 'sms:+63918', rule, start + 3000).allowed).toBe(true);
    // The next window starts afresh.
    expect(hitRateLimit(db, 'sms:+63917', rule, start + 60_000).allowed).toBe(true);
  });

  it('never answers a Retry-After below one second', () => {
    const rule = { limit: 1, windowMs: 1000 };
    const t = 1_800_000_000_999;
    hitRateLimit(db, 'edge', rule, t);
    expect(hitRateLimit(db, 'edge', rule, t).retryAfter).toBe(1);
  });

  it('forgets dead windows', () => {
    const rule = { limit: 1, windowMs: 1000 };
    hitRateLimit(db, 'old', rule, 1_000);
    hitRateLimit(db, 'new', rule, 1_000_000);
    expect(db.get("SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'old'")).toEqual({ n: 0 });
  });
});

describe('rate-limited endpoints', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      rateLimits: {
        nonce: { limit: 2, windowMs: 60_000 },
        language: { limit: 1, windowMs: 10_000 },
      },
    });
    // Start each test at a window boundary so the Retry-After figures are exact.
    sandbox.clock.now = 1_800_000_000_000;
  });
  afterAll(() => sandbox.close());

  it('GET /wps/system/nonce answers 429 with Retry-After and an envelope once the budget is spent', async () => {
    expect((await sandbox.get('/wps/system/nonce')).status).toBe(200);
    expect((await sandbox.get('/wps/system/nonce')).status).toBe(200);
    sandbox.clock.now += 15_000;
    const refused = await sandbox.get('/wps/system/nonce');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.body).toEqual({
      success: false,
      message: 'Too many requests; try again in 45 seconds',
      code: 'RATE_LIMITED',
    });
    // A forwarded-for header does not buy a new budget.
    expect(
      (await sandbox.get('/wps/system/nonce', { 'X-Forwarded-For': '203.0.113.1' })).status,
    ).toBe(429);
    sandbox.clock.now += 45_000;
    expect((await sandbox.get('/wps/system/nonce')).status).toBe(200);
  });

  it('POST /wps/member/language counts bad requests too', async () => {
    sandbox.clock.now = 1_900_000_000_000;
    expect((await sandbox.post('/wps/member/language', { language: 'nope' })).status).toBe(400);
    const refused = await sandbox.post('/wps/member/language', { language: 'EN' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    sandbox.clock.now += 10_000;
    expect((await sandbox.post('/wps/member/language', { language: 'EN' })).status).toBe(200);
  });

  it('leaves unrelated endpoints alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sandbox.get('/wps/system/country')).status).toBe(200);
    }
  });
});
