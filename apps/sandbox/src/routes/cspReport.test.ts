import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../http/security';
import { CSP_REPORTS_KEPT } from '../store/cspReports';
import type { StoredCspViolation } from '../store/cspReports';
import { checksum, startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    dev: true,
    rateLimits: { cspReport: { limit: 3, windowMs: 60_000 } },
  });
});

afterAll(() => sandbox.close());

// A fresh rate-limit window and an empty record for every test.
beforeEach(async () => {
  sandbox.clock.now += 60 * 60_000;
  await sandbox.post('/wps/dev/reset', {});
});

const reported = async (): Promise<StoredCspViolation[]> =>
  ((await sandbox.get('/wps/dev/csp-reports')).body as { value: StoredCspViolation[] }).value;

const report = (body: unknown, type = 'application/csp-report') =>
  sandbox.post(CSP_REPORT_PATH, body, { 'Content-Type': type });

describe('POST /wps/csp-report', () => {
  it('keeps a report-uri report, its URLs cut to origin and path', async () => {
    const res = await report({
      'csp-report': {
        'document-uri': 'https://lobby.example/rng?token=secret#x',
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/x.js?session=secret',
        'line-number': 12,
        'column-number': 7,
        'source-file': 'https://lobby.example/assets/app-1.js?v=2',
        'status-code': 200,
        'script-sample': '',
      },
    });
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(await reported()).toEqual([
      {
        id: expect.any(Number) as unknown,
        receivedAt: sandbox.clock.now,
        documentUrl: 'https://lobby.example/rng',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        sourceFile: 'https://lobby.example/assets/app-1.js',
        line: 12,
        column: 7,
        disposition: 'enforce',
      },
    ]);
    expect(JSON.stringify(await reported())).not.toContain('secret');
  });

  it('keeps the violations of a Reporting API batch and leaves its other reports', async () => {
    const res = await report(
      [
        {
          type: 'csp-violation',
          age: 10,
          url: 'https://lobby.example/',
          user_agent: 'x',
          body: {
            documentURL: 'https://lobby.example/help',
            effectiveDirective: 'require-trusted-types-for',
            blockedURL: 'trusted-types-sink',
            disposition: 'report',
            sample: 'Element innerHTML|<img src=x onerror=alert(1)>'.repeat(20),
            lineNumber: 3,
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ],
      'application/reports+json',
    );
    expect(res.status).toBe(204);
    const [kept, ...rest] = await reported();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      documentUrl: 'https://lobby.example/help',
      directive: 'require-trusted-types-for',
      blocked: 'trusted-types-sink',
      disposition: 'report',
      line: 3,
    });
    expect(kept?.sample?.length).toBe(512);
  });

  it.each([
    ['text/plain', '{"csp-report":{"document-uri":"https://a.example/"}}', 415],
    ['application/x-www-form-urlencoded', 'csp-report=1', 415],
    ['application/csp-report', '{not json', 400],
    ['application/csp-report', '{"csp-report":{}}', 400],
    ['application/csp-report', '{"csp-report":{"document-uri":3}}', 400],
    ['application/csp-report', '"inline"', 400],
    ['application/reports+json', '{"type":"csp-violation"}', 400],
    ['application/reports+json', JSON.stringify(Array(101).fill({ type: 'x' })), 400],
    ['application/json', '{"__proto__":{"polluted":1}}', 400],
  ])('refuses %s %s with %i and keeps nothing', async (type, body, status) => {
    const before = checksum(sandbox.db);
    const res = await sandbox.postFresh(CSP_REPORT_PATH, body, { 'Content-Type': type });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false });
    expect(checksum(sandbox.db)).toBe(before);
  });

  it('refuses a report far larger than any browser sends', async () => {
    const res = await sandbox.postFresh(
      CSP_REPORT_PATH,
      JSON.stringify({
        'csp-report': { 'document-uri': `https://a.example/${'a'.repeat(70_000)}` },
      }),
      { 'Content-Type': 'application/csp-report' },
    );
    expect(res.status).toBe(413);
  });

  it('holds a per-address budget, so a flood cannot churn the record', async () => {
    const one = { 'csp-report': { 'document-uri': 'https://lobby.example/' } };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await report(one)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await reported()).toHaveLength(3);
  });

  it(`keeps the newest ${CSP_REPORTS_KEPT}`, async () => {
    const batch = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({
        type: 'csp-violation',
        body: { documentURL: `https://lobby.example/p${from + i}`, effectiveDirective: 'img-src' },
      }));
    for (let n = 0; n < 6; n++) {
      if (n % 3 === 0) sandbox.clock.now += 60_000;
      expect((await report(batch(n * 100), 'application/reports+json')).status).toBe(204);
    }
    const kept = await reported();
    expect(kept).toHaveLength(CSP_REPORTS_KEPT);
    expect(kept[0]?.documentUrl).toBe('https://lobby.example/p599');
    expect(kept.at(-1)?.documentUrl).toBe('https://lobby.example/p100');
  });

  it('is named by the policy every answer carries', async () => {
    const res = await sandbox.get('/wps/system/status');
    expect(res.headers.get('content-security-policy')).toContain(`report-uri ${CSP_REPORT_PATH}`);
  });
});
