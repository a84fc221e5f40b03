import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerMotifs } from '../assets/bannerArt';
import { GAME_ART_SIZE, gameArt, gameMotifs } from '../assets/gameArt';
import { monogram } from '../assets/vendorMark';
import { BANNER_GROUPS, GAME_TYPES } from '../constants';
import type { BannerGroup } from '../constants';
import { SEED_MERCHANTS } from '../seed';
import { VENDORS } from '../seed/data';
import { GAME_COLUMNS } from '../store/catalog';
import type { GameRow } from '../store/catalog';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

let sandbox: Sandbox;
let other: Sandbox;

beforeAll(async () => {
  [sandbox, other] = await Promise.all([startSandbox(), startSandbox()]);
});

afterAll(async () => {
  await Promise.all([sandbox.close(), other.close()]);
});

const TILE_BUDGET_BYTES = 6 * 1024;

async function picture(url: string): Promise<{ res: Response; svg: string }> {
  const res = await fetch(url.startsWith('http') ? url : `${sandbox.url}${url}`);
  return { res, svg: await res.text() };
}

/** A GET whose bytes arrive as sent (fetch would undo the compression before the test saw it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    httpGet(`${sandbox.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** What must never be in a picture the site shows as an <img> or that a player opens alone. */
function expectSafe(svg: string): void {
  expect(svg).not.toMatch(/<script|<foreignObject|<iframe|<image|<style|javascript:/i);
  // No event handler attributes (onload=, onclick= ...).
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  // References point inside the picture only: href="#id" and url(#id).
  for (const [, ref] of svg.matchAll(/href="([^"]*)"/g)) expect(ref).toMatch(/^#[\w-]+$/);
  for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref).toMatch(/^#[\w-]+$/);
  expect(svg).not.toContain('xlink:');
}

function viewBoxOf(svg: string): { width: number; height: number } {
  const match = /^<svg [^>]*viewBox="0 0 (\d+) (\d+)" width="(\d+)" height="(\d+)"/.exec(svg);
  expect(match, 'an explicit viewBox, width and height').not.toBeNull();
  const [, vbWidth, vbHeight, width, height] = match ?? [];
  expect([width, height]).toEqual([vbWidth, vbHeight]);
  return { width: Number(width), height: Number(height) };
}

function firstGame(db: Sandbox['db'], where: string, params: (string | number)[] = []): GameRow {
  const game = db.get<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games WHERE ${where} ORDER BY game_id LIMIT 1`,
    params,
  );
  if (!game) throw new Error(`no game where ${where}`);
  return game;
}

describe('game artwork', () => {
  it('is an SVG with long caching and an ETag, and 304 on revalidation', async () => {
    const { res, svg } = await picture('/sandbox-assets/games/4711.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    const again = await fetch(`${sandbox.url}/sandbox-assets/games/4711.svg`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is compressed for a browser that takes brotli or gzip, with a tag per encoding', async () => {
    const path = '/sandbox-assets/games/4711.svg';
    const plain = await rawGet(path, { 'Accept-Encoding': 'identity' });
    const br = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    const tags = [plain, br, gzip].map((res) => res.headers['etag']);
    expect(new Set(tags).size).toBe(3);
    // Any of the three validates the picture, whatever encoding is asked for now.
    const revalidated = await rawGet(path, {
      'Accept-Encoding': 'identity',
      'If-None-Match': String(br.headers['etag']),
    });
    expect(revalidated.status).toBe(304);
  });

  it('is square, with its size stated', async () => {
    const { svg } = await picture('/sandbox-assets/games/4711.svg');
    expect(viewBoxOf(svg)).toEqual({ width: GAME_ART_SIZE, height: GAME_ART_SIZE });
  });

  it('is the same picture for the same game, byte for byte, in any sandbox', async () => {
    for (const id of [1, 4711, 5300, 7700, 10_000]) {
      const first = await picture(`/sandbox-assets/games/${id}.svg`);
      const again = await picture(`/sandbox-assets/games/${id}.svg`);
      const elsewhere = await picture(`${other.url}/sandbox-assets/games/${id}.svg`);
      expect(again.svg, `game ${id}`).toBe(first.svg);
      expect(elsewhere.svg, `game ${id} in another sandbox`).toBe(first.svg);
      expect(elsewhere.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    }
    // Neighbouring games of one vendor still differ.
    expect((await picture('/sandbox-assets/games/2.svg')).svg).not.toBe(
      (await picture('/sandbox-assets/games/3.svg')).svg,
    );
  });

  it('keeps every one of the 10,000 tiles under 6 kB', () => {
    const vendorColour = new Map(
      sandbox.db
        .all<{ code: string; colour: string }>('SELECT code, colour FROM vendors')
        .map((v) => [v.code, v.colour]),
    );
    const games = sandbox.db.all<GameRow>(`SELECT ${GAME_COLUMNS} FROM games`);
    expect(games).toHaveLength(10_000);
    let largest = { bytes: 0, gameId: 0 };
    for (const game of games) {
      const svg = gameArt({ ...game, vendorColour: vendorColour.get(game.vassalage) ?? '' });
      const bytes = Buffer.byteLength(svg);
      if (bytes > largest.bytes) largest = { bytes, gameId: game.gameId };
    }
    expect(largest.bytes, `game ${largest.gameId}`).toBeLessThan(TILE_BUDGET_BYTES);
  });

  it('writes a name that holds markup as text, and still fits it in the tile', async () => {
    const name = '<script>alert(1)</script> & "x" <img src=x onerror=alert(1)>';
    sandbox.db.run('UPDATE games SET name = ? WHERE game_id = 5', [name]);
    const { res, svg } = await picture('/sandbox-assets/games/5.svg');
    expect(res.status).toBe(200);
    expect(svg).toContain('&#60;SCRIPT&#62;');
    expect(svg).toContain('&#38;');
    expectSafe(svg);
    // Two lines at most, the second ending in an ellipsis: the name never runs out of the tile.
    const lines = [...svg.matchAll(/<text x="120"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
  });

  it.each([
    ['RNG', "classification = 'SC'", ['reels']],
    ['RNG', "classification = 'VP'", ['cards']],
    ['LIVE', "name LIKE '%Roulette%'", ['roulette']],
    ['LIVE', "name LIKE '%Baccarat%'", ['cards', 'chips']],
    ['FISH', '1', ['fish']],
    ['PVP', '1', ['cards', 'chips']],
    ['SPORTS', '1', ['football']],
    ['ESPORTS', '1', ['controller']],
    ['LOTTERY', '1', ['lotteryBalls']],
    ['COCKFIGHT', '1', ['rooster']],
    ['CARD', '1', ['cards', 'chips']],
    ['MINI', '1', ['dice']],
    ['JACKPOT', '1', ['coins']],
  ])('draws a %s game (%s) with %j', async (gameType, where, motifs) => {
    const game = firstGame(sandbox.db, `game_type = ? AND ${where}`, [gameType]);
    const { svg } = await picture(`/sandbox-assets/games/${game.gameId}.svg`);
    const drawn = [...svg.matchAll(/<g class="(\w+)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(motifs);
  });

  it('has a motif for every category', () => {
    for (const gameType of GAME_TYPES) {
      expect(gameMotifs({ gameType, classification: 'AC', name: '' }), gameType).not.toEqual([]);
    }
  });

  it('is safe and small for the first game of every category', async () => {
    for (const gameType of GAME_TYPES) {
      const game = firstGame(sandbox.db, 'game_type = ?', [gameType]);
      const { svg } = await picture(`/sandbox-assets/games/${game.gameId}.svg`);
      expectSafe(svg);
      expect(Buffer.byteLength(svg), gameType).toBeLessThan(TILE_BUDGET_BYTES);
    }
  });
});

describe('vendor marks', () => {
  it('serves every vendor a 3:1 mark, safe and small, with long caching', async () => {
    for (const [code] of VENDORS) {
      const { res, svg } = await picture(`/sandbox-assets/vendors/${code}.svg`);
      expect(res.status, code).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect(viewBoxOf(svg)).toEqual({ width: 192, height: 64 });
      expectSafe(svg);
      expect(Buffer.byteLength(svg), code).toBeLessThan(2 * 1024);
    }
  });

  it.each([
    ['Nova Slots', 'NOVA', 'NS'],
    ['Tigris', 'TIGRIS', 'T'],
    ['DS88', 'DS88', 'DS'],
    ['E-Lottery', 'ELOTT', 'EL'],
    ['TCG Lotto VN', 'TCG_LOTTO_VN', 'TL'],
  ])('stands %s for by the monogram of %s: %s', (name, code, letters) => {
    expect(monogram(name, code)).toBe(letters);
  });

  it('writes a vendor name that holds markup as text', async () => {
    sandbox.db.run("UPDATE vendors SET name = '<b>Evil</b> & Co' WHERE code = 'MINES'");
    const { svg } = await picture('/sandbox-assets/vendors/MINES.svg');
    expect(svg).toContain('&#60;b&#62;Evil&#60;/b&#62;');
    expectSafe(svg);
  });
});

describe('banners', () => {
  it.each(BANNER_GROUPS.map((group) => [group]))(
    'every brand has %s banners with a headline, drawn with the group’s motifs',
    async (group: BannerGroup) => {
      for (const { code } of SEED_MERCHANTS) {
        const { body } = await sandbox.get(`/wps/relay/BANNER_list?group=${group}`, {
          Merchant: code,
        });
        const banners = (body as { value: { url: string; title?: string }[] }).value;
        expect(banners.length, `${code} ${group}`).toBeGreaterThan(0);
        for (const banner of banners) {
          // A real headline: the site shows it as the picture's alt text.
          expect(banner.title).toMatch(/\w{3}/);
          expect(banner.title).not.toMatch(/offer \d|^Banner \d/i);
          const { res, svg } = await picture(banner.url);
          expect(res.headers.get('content-type')).toBe('image/svg+xml');
          expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
          expect(viewBoxOf(svg)).toEqual({ width: 1280, height: 400 });
          const drawn = [...svg.matchAll(/<g class="(\w+)"/g)].map((m) => m[1]);
          expect(drawn).toEqual(bannerMotifs(group));
          // The headline, the subline and a button are on the picture.
          for (const word of (banner.title ?? '').split(' ')) expect(svg).toContain(word);
          expect(svg.match(/<text /g)?.length).toBeGreaterThanOrEqual(4);
          expectSafe(svg);
        }
      }
    },
  );

  it('writes copy that holds markup as text', async () => {
    sandbox.db.run(
      `UPDATE banners SET title = '<script>x</script>', subline = '"a" & <b>', call_to_action = '<i>'
       WHERE banner_id = 1001`,
    );
    const { svg } = await picture('/sandbox-assets/banners/1001.svg');
    expect(svg).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(svg).toContain('&#34;a&#34; &#38; &#60;b&#62;');
    expect(svg).toContain('&#60;I&#62;');
    expectSafe(svg);
  });
});

describe('pictures that do not exist', () => {
  it.each([
    'games/0.svg',
    'games/10001.svg',
    'games/abc.svg',
    'games/1.png',
    'vendors/NOPE.svg',
    'vendors/..%2F..%2Fetc.svg',
    'banners/1.svg',
    'qr/jade-IOS.svg',
  ])('%s is 404', async (path) => {
    const res = await fetch(`${sandbox.url}/sandbox-assets/${path}`);
    await res.arrayBuffer();
    expect(res.status).toBe(404);
  });
});
