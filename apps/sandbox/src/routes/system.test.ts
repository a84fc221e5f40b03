import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCustomerServiceLink } from '@lobby/core';
import { consumeNonce, issueNonce, NONCE_TTL_SECONDS } from '../store/security';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';
import { rawGet } from '../test/server';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const value = <T>(body: unknown) => (body as { value: T }).value;

describe('GET /wps/system/permission', () => {
  it('answers the brand configuration with the visitor IP and CDNs on this origin', async () => {
    const { status, body } = await sandbox.get('/wps/system/permission?url=www.ember.example', {
      Merchant: 'ember',
    });
    expect(status).toBe(200);
    const permission = value<{
      info: { imageCDNs: string[]; analytics?: unknown; register: Record<string, unknown> };
      location: { ip: string };
      maintenance: boolean;
    }>(body);
    expect(permission.location.ip).toBe('127.0.0.1');
    expect(permission.info.imageCDNs).toEqual([sandbox.url]);
    expect(permission.maintenance).toBe(false);
    // ember has no analytics id: the optional field is left out, not null.
    expect('analytics' in permission.info).toBe(false);
    expect(permission.info.register['paymentPassword']).toMatchObject({ enabled: true });
  });

  // document 1 rows (issue 29)
  it("carries the brand's languages (none listed: every one) and its registration age", async () => {
    const read = async (merchant: string) => {
      const { body } = await sandbox.get('/wps/system/permission?url=127.0.0.1', {
        Merchant: merchant,
      });
      return value<{ info: { languages?: string[]; registrationAge: number } }>(body).info;
    };
    const [aurora, jade, ember] = await Promise.all([read('aurora'), read('jade'), read('ember')]);
    expect('languages' in aurora).toBe(false);
    expect(aurora.registrationAge).toBe(18);
    expect(jade.languages).toEqual(['MY', 'EN', 'CN', 'TW', 'TH', 'VI', 'ID', 'AR']);
    expect(ember.registrationAge).toBe(21);
  });

  it.each(['', 'url=', 'url=http://x/', 'url=a%20b', 'url=<script>', `url=${'a'.repeat(300)}`])(
    'refuses the query %j with 400',
    async (query) => {
      const { status, body } = await sandbox.get(`/wps/system/permission?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        success: false,
        message: expect.stringContaining('url') as unknown,
      });
    },
  );
});

describe('GET /wps/system/domainRoute', () => {
  // document 1 rows (issue 29): the site checks its host against this list (doc 1 §8).
  it("lists the brand's domains and the loopback hosts it is served on here", async () => {
    const { body } = await sandbox.get('/wps/system/domainRoute', { Merchant: 'jade' });
    const domains = value<{ domainList: { domain: string }[] }>(body).domainList.map(
      (entry) => entry.domain,
    );
    expect(domains).toEqual(
      expect.arrayContaining(['www.jade.example', 'localhost', '127.0.0.1', 'jade.localhost']),
    );
    expect(domains).not.toContain('aurora.localhost');
  });
});

describe('absolute URLs', () => {
  it('are built on the configured public origin, never on the Host header', async () => {
    const behindCdn = await startSandbox({ origin: 'https://lobby.example' });
    try {
      for (const host of [
        undefined,
        'rebound.example',
        `127.0.0.1:${new URL(behindCdn.url).port}`,
      ]) {
        const headers = host === undefined ? {} : { Host: host };
        const permission = JSON.parse(
          (
            await rawGet(behindCdn.url, '/wps/system/permission?url=lobby.example', headers)
          ).body.toString(),
        ) as { value: { info: { imageCDNs: string[]; launchGameCDNs: string[] } } };
        expect(permission.value.info.imageCDNs, host).toEqual(['https://lobby.example']);
        expect(permission.value.info.launchGameCDNs, host).toEqual(['https://lobby.example']);
        const banners = JSON.parse(
          (
            await rawGet(behindCdn.url, '/wps/relay/BANNER_list?group=w_home', headers)
          ).body.toString(),
        ) as { value: { url: string }[] };
        expect(banners.value.length).toBeGreaterThan(0);
        for (const banner of banners.value) {
          expect(banner.url).toMatch(
            /^https:\/\/lobby\.example\/sandbox-assets\/banners\/\d+\.svg$/,
          );
        }
      }
    } finally {
      await behindCdn.close();
    }
  });
});

describe('GET /wps/system/customerService', () => {
  it('holds an encoded https link in the type "3" entry', async () => {
    const { body } = await sandbox.get('/wps/system/customerService', { Merchant: 'jade' });
    const list = value<{ version: { pathList: { type: string; path: string }[] } }>(body).version
      .pathList;
    const encoded = list.find((e) => e.type === '3')?.path ?? '';
    expect(encoded).not.toContain('https');
    expect(decodeCustomerServiceLink(encoded)).toMatch(/^https:\/\/chat\.jade\.example\//);
  });
});

describe('GET /wps/system/encryptionKey', () => {
  it('publishes one RSA-OAEP 2048 SPKI key for the life of the process', async () => {
    const first = value<{ keyId: string; publicKey: string; algorithm: string }>(
      (await sandbox.get('/wps/system/encryptionKey')).body,
    );
    const second = value<typeof first>((await sandbox.get('/wps/system/encryptionKey')).body);
    expect(second).toEqual(first);
    expect(first.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(first.publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });
});

describe('nonces', () => {
  it('GET /wps/system/nonce issues distinct 16-byte base64url nonces valid for 300 s', async () => {
    const a = value<{ nonce: string; expiresIn: number }>(
      (await sandbox.get('/wps/system/nonce')).body,
    );
    const b = value<{ nonce: string; expiresIn: number }>(
      (await sandbox.get('/wps/system/nonce')).body,
    );
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.expiresIn).toBe(300);
    expect(consumeNonce(sandbox.db, a.nonce, sandbox.clock.now)).toBe(true);
  });

  it('is accepted once and refused the second time', () => {
    const { nonce } = issueNonce(sandbox.db, sandbox.clock.now);
    expect(consumeNonce(sandbox.db, nonce, sandbox.clock.now)).toBe(true);
    expect(consumeNonce(sandbox.db, nonce, sandbox.clock.now)).toBe(false);
  });

  it('is refused after it expires, and unknown nonces are refused', () => {
    const now = sandbox.clock.now;
    const { nonce } = issueNonce(sandbox.db, now);
    expect(consumeNonce(sandbox.db, nonce, now + NONCE_TTL_SECONDS * 1000)).toBe(false);
    const fresh = issueNonce(sandbox.db, now).nonce;
    expect(consumeNonce(sandbox.db, fresh, now + NONCE_TTL_SECONDS * 1000 - 1)).toBe(true);
    expect(consumeNonce(sandbox.db, 'never-issued', now)).toBe(false);
    expect(consumeNonce(sandbox.db, '', now)).toBe(false);
  });

  it('drops expired nonces when issuing new ones', () => {
    const now = sandbox.clock.now;
    issueNonce(sandbox.db, now);
    issueNonce(sandbox.db, now + NONCE_TTL_SECONDS * 1000 + 1);
    const stale = sandbox.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM nonces WHERE expires_at <= ?',
      [now + NONCE_TTL_SECONDS * 1000],
    );
    expect(stale?.n).toBe(0);
  });
});

describe('notices and banners', () => {
  it('groups notices by kind and honours the requested types', async () => {
    const all = value<Record<string, { type: string }[]>>(
      (await sandbox.get('/wps/relay/NOTICE_list?types=B,PL,PU,PR,H&platform=W&execution=B')).body,
    );
    expect(all['player']?.every((n) => n.type === 'PL' || n.type === 'H')).toBe(true);
    expect(all['banners']?.every((n) => n.type === 'B')).toBe(true);
    expect(all['popup']?.length).toBeGreaterThan(0);
    expect(all['promotion']?.length).toBeGreaterThan(0);
    const some = value<Record<string, unknown[]>>(
      (await sandbox.get('/wps/relay/NOTICE_list?types=PU&platform=W&execution=B')).body,
    );
    expect(some['player']).toEqual([]);
    expect(some['popup']?.length).toBeGreaterThan(0);
  });

  it.each([
    'types=',
    'types=X',
    'types=B,,PL',
    'types=B&platform=M',
    'types=B&execution=A',
    'types=b',
  ])('refuses the notice query %j', async (query) => {
    expect((await sandbox.get(`/wps/relay/NOTICE_list?${query}`)).status).toBe(400);
  });

  it('refuses an unknown banner group and merchant', async () => {
    expect((await sandbox.get('/wps/relay/BANNER_list?group=w_nope')).status).toBe(400);
    expect((await sandbox.get('/wps/relay/BANNER_list')).status).toBe(400);
    expect(
      (await sandbox.get('/wps/relay/BANNER_list?group=w_home', { Merchant: 'x' })).status,
    ).toBe(400);
  });

  it('keeps brands apart', async () => {
    const ids = async (merchant: string) =>
      value<{ bannerId: number }[]>(
        (await sandbox.get('/wps/relay/BANNER_list?group=w_home', { Merchant: merchant })).body,
      ).map((b) => b.bannerId);
    const [aurora, jade] = [await ids('aurora'), await ids('jade')];
    expect(aurora.some((id) => jade.includes(id))).toBe(false);
  });
});

describe('POST /wps/member/language', () => {
  it('accepts the 32 site codes and refuses others', async () => {
    for (const language of ['MY', 'UR-LA', 'PT-BR', 'SW']) {
      expect((await sandbox.post('/wps/member/language', { language })).status, language).toBe(200);
    }
    for (const body of [{ language: 'my' }, { language: 'DE' }, { language: 1 }, {}, [], 'x']) {
      const res = await sandbox.post('/wps/member/language', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
