import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db';
import { rawGet, startServer } from '../test/server';
import type { RawResponse, TestServer } from '../test/server';
import { contentSecurityPolicy } from './security';
import { acceptedEncodings, namesFile, pathSegments, siteScriptSources } from './site';
import { seededDatabase } from '../test/database';

const INDEX =
  '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
// Big enough to be worth compressing on the fly.
const APP_JS = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `game-${i}`))};\n`;
const STYLE_CSS = 'body { color: red; }\n'.repeat(100);
const SECRET = 'root:x:0:0:the secret outside the site';
const RNG_PAGE = '<!doctype html><title>Slots</title>';
const BOOT_HASH = "'sha256-UgB6ktJ6MWPqOSlSzJvUxSCGCQmzTRVMinaX+iQx80A='";
const WORKER = "self.addEventListener('fetch', () => {});\n";
const MANIFEST = JSON.stringify({ name: 'Aurora Casino', start_url: '/' });
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /wps/\n';

/** A page of the site: HTML, never cached (a new build must reach the next visit), with `body`. */
function expectPage(res: RawResponse, body: string, path: string): void {
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control'], path).toBe('no-cache');
  expect(res.body.toString(), path).toBe(body);
}

let temp: string;
let db: Database;
let server: TestServer;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'lobby-site-'));
  const site = join(temp, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), INDEX);
  writeFileSync(join(site, 'assets', 'app-abc.js'), APP_JS);
  writeFileSync(join(site, 'assets', 'style-def.css'), STYLE_CSS);
  // Precompressed siblings hold a marker so the test can tell them from on-the-fly output.
  writeFileSync(join(site, 'assets', 'style-def.css.br'), brotliCompressSync('/* from .br */'));
  writeFileSync(join(site, 'assets', 'style-def.css.gz'), gzipSync('/* from .gz */'));
  writeFileSync(join(site, 'assets', 'logo-123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(site, 'robots.txt'), ROBOTS);
  writeFileSync(join(site, 'sw.js'), WORKER);
  mkdirSync(join(site, 'brands', 'aurora'), { recursive: true });
  writeFileSync(join(site, 'brands', 'aurora', 'manifest.webmanifest'), MANIFEST);
  writeFileSync(
    join(site, 'brands', 'aurora', 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(
    join(site, 'brands', 'aurora', 'icon-192.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  writeFileSync(
    join(site, 'brands', 'aurora', 'offline.html'),
    '<!doctype html><title>Offline</title>',
  );
  writeFileSync(join(site, '.env'), 'TOKEN=hidden');
  writeFileSync(join(temp, 'secret.txt'), SECRET);
  mkdirSync(join(site, 'rng'));
  writeFileSync(join(site, 'rng', 'index.html'), RNG_PAGE);
  writeFileSync(join(site, 'script-hashes.json'), JSON.stringify({ 'script-src': [BOOT_HASH] }));

  db = seededDatabase();
  server = await startServer(
    createApp({ db, siteDir: site, dev: false, origin: 'http://127.0.0.1:4173' }),
  );
});

afterAll(async () => {
  await server.close();
  db.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await rawGet(server.url, '/');
    expectPage(res, INDEX, '/');
    expect(res.headers['content-security-policy']).toBe(
      contentSecurityPolicy(undefined, [BOOT_HASH]),
    );
  });

  it("serves a path's own page where the build wrote one, with or without a trailing slash", async () => {
    for (const path of ['/rng', '/rng/', '/rng?vendor=x']) {
      expectPage(await rawGet(server.url, path), RNG_PAGE, path);
    }
    // Elsewhere a folder is no page: a hashed asset folder is a 404, an unknown path the index.
    expect((await rawGet(server.url, '/assets')).status).toBe(404);
    expect((await rawGet(server.url, '/rng/slots')).body.toString()).toBe(INDEX);
  });

  it("allows the pages' inline boot script by its hash, and nothing else inline", async () => {
    const policy = String((await rawGet(server.url, '/rng')).headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${BOOT_HASH};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('answers client-side routes with index.html (history mode)', async () => {
    for (const path of ['/some/route', '/games/slots?vendor=x', '/member/profile/']) {
      expectPage(await rawGet(server.url, path), INDEX, path);
    }
  });

  it('serves hashed assets as immutable with the right type', async () => {
    const res = await rawGet(server.url, '/assets/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(APP_JS);

    const png = await rawGet(server.url, '/assets/logo-123.png', { 'Accept-Encoding': 'br' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with a real 404, not the page', async () => {
    const res = await rawGet(server.url, '/assets/app-gone.js');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<html');
  });

  it('compresses text with brotli when accepted, else gzip', async () => {
    const br = await rawGet(server.url, '/assets/app-abc.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.body.byteLength).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await rawGet(server.url, '/assets/app-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);

    const refused = await rawGet(server.url, '/assets/app-abc.js', {
      'Accept-Encoding': 'br;q=0, gzip',
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('prefers precompressed siblings when they exist', async () => {
    const br = await rawGet(server.url, '/assets/style-def.css', { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe('/* from .br */');

    const gz = await rawGet(server.url, '/assets/style-def.css', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe('/* from .gz */');

    const plain = await rawGet(server.url, '/assets/style-def.css');
    expect(plain.body.toString()).toBe(STYLE_CSS);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await rawGet(server.url, '/robots.txt');
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await rawGet(server.url, '/robots.txt', { 'If-None-Match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('serves robots.txt as text, not the page', async () => {
    const res = await rawGet(server.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe(ROBOTS);
  });

  it('serves the service worker as a script that is never cached, under the site’s policy', async () => {
    const res = await rawGet(server.url, '/sw.js?brand=aurora');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(WORKER);
    // A worker's policy is its script's: the same as the pages'.
    expect(res.headers['content-security-policy']).toBe(
      contentSecurityPolicy(undefined, [BOOT_HASH]),
    );
  });

  it("serves a brand's manifest, icons and offline page with their types, revalidated", async () => {
    for (const [path, type] of [
      ['/brands/aurora/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/brands/aurora/icon.svg', 'image/svg+xml'],
      ['/brands/aurora/icon-192.png', 'image/png'],
      ['/brands/aurora/offline.html', 'text/html; charset=utf-8'],
    ] as const) {
      const res = await rawGet(server.url, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['etag'], path).toBeTruthy();
    }
    expect((await rawGet(server.url, '/brands/aurora/manifest.webmanifest')).body.toString()).toBe(
      MANIFEST,
    );
  });

  it('answers a missing file with a real 404, never the page', async () => {
    for (const path of [
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/brands/aurora/icon-1024.png',
      '/brands/unknown/manifest.webmanifest',
    ]) {
      const res = await rawGet(server.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('<html');
    }
    // The route table's .html aliases are pages of the application.
    for (const path of ['/index.html', '/register.html']) {
      expectPage(await rawGet(server.url, path), INDEX, path);
    }
  });

  it('never serves anything outside the site folder', async () => {
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/../secret.txt',
      '/assets/%00.js',
    ]) {
      const res = await rawGet(server.url, path);
      const body = res.body.toString();
      expect(body, path).not.toContain('root:');
      expect(body, path).not.toContain('secret');
      expect([200, 400, 404], path).toContain(res.status);
      if (res.status === 200) expect(body, path).toBe(INDEX);
    }
    const encoded = await rawGet(server.url, '/..%2f..%2fetc/passwd');
    expect(encoded.status).toBe(400);
  });

  it('does not serve dotfiles from the build folder', async () => {
    const res = await rawGet(server.url, '/.env');
    expect(res.body.toString()).not.toContain('TOKEN');
  });

  it('keeps /wps answers as API envelopes', async () => {
    const res = await rawGet(server.url, '/wps/unknown');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ success: false, message: 'Not found' });
    const status = await rawGet(server.url, '/wps/system/status');
    expect(JSON.parse(status.body.toString())).toEqual({ success: true, value: { status: 0 } });
  });
});

describe('helpers', () => {
  it('siteScriptSources reads the hashes again after a rebuild, and refuses anything else', () => {
    const site = mkdtempSync(join(tmpdir(), 'lobby-hashes-'));
    try {
      const sources = siteScriptSources(site);
      expect(sources()).toEqual([]);
      const file = join(site, 'script-hashes.json');
      writeFileSync(file, JSON.stringify({ 'script-src': [BOOT_HASH] }));
      expect(sources()).toEqual([BOOT_HASH]);
      const rebuilt = "'sha256-AAAA'";
      writeFileSync(file, JSON.stringify({ 'script-src': [rebuilt] }));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(sources()).toEqual([rebuilt]);
      writeFileSync(file, JSON.stringify({ 'script-src': ["'unsafe-inline'"] }));
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      expect(() => sources()).toThrow(/sha256/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('acceptedEncodings orders brotli first and honours q=0', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('namesFile tells a file from a page by its extension, .html aliases being pages', () => {
    expect(namesFile(['sw.js'])).toBe(true);
    expect(namesFile(['brands', 'jade', 'manifest.webmanifest'])).toBe(true);
    expect(namesFile(['favicon.ico'])).toBe(true);
    expect(namesFile(['register.html'])).toBe(false);
    expect(namesFile(['games', 'rng'])).toBe(false);
    expect(namesFile([])).toBe(false);
  });

  it('pathSegments rejects traversal and keeps ordinary paths', () => {
    expect(pathSegments('/assets/app-abc.js')).toEqual(['assets', 'app-abc.js']);
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('/a/./b//c')).toEqual(['a', 'b', 'c']);
    expect(pathSegments('/..%2fetc')).toBeUndefined();
    expect(pathSegments('/a%5c..')).toBeUndefined();
    expect(pathSegments('/%E0%A4%A')).toBeUndefined();
    expect(pathSegments('/x%00')).toBeUndefined();
  });
});
