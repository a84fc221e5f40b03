import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Database } from '../db';
import { bannerArt } from '../assets/bannerArt';
import { gameArt } from '../assets/gameArt';
import { etagOf } from '../assets/svg';
import { vendorMark } from '../assets/vendorMark';
import { mallItemArt } from '../points/art';
import { findItem } from '../points/mall';
import { acceptedEncodings } from '../http/site';
import { getGame, getVendor } from '../store/catalog';
import { getBanner } from '../store/content';
import { promotionArt } from '../promotions/art';
import { getPromotionById } from '../promotions/store';

export const ASSETS_PREFIX = '/sandbox-assets';

// Generated from seed rows that never change under the same URL, so browsers may keep them a day
// without asking again; the ETag covers a reset that changed a colour.
const ASSET_CACHE = 'public, max-age=86400, immutable';

/** Pictures the sandbox draws itself, so the site needs no image CDN in development. */
export function assetRoutes(db: Database) {
  const routes = new Hono();

  routes.get('/games/:file', (c) => {
    const id = idOf(c.req.param('file'));
    const game = id === undefined ? undefined : getGame(db, id);
    if (!game) return c.text('Not found', 404);
    // A game's background is its vendor's colours; a game whose vendor is gone keeps its own.
    const vendorColour = getVendor(db, game.vassalage)?.colour ?? game.colour;
    return svg(c, gameArt({ ...game, vendorColour }));
  });

  routes.get('/vendors/:file', (c) => {
    const code = /^([A-Z0-9_]{1,32})\.svg$/.exec(c.req.param('file'))?.[1];
    const vendor = code === undefined ? undefined : getVendor(db, code);
    return vendor ? svg(c, vendorMark(vendor)) : c.text('Not found', 404);
  });

  routes.get('/banners/:file', (c) => {
    const id = idOf(c.req.param('file'));
    const banner = id === undefined ? undefined : getBanner(db, id);
    return banner ? svg(c, bannerArt(banner)) : c.text('Not found', 404);
  });

  // promotions and activities (issue 27): the artwork of the promotion cards and detail
  routes.get('/promotions/:file', (c) => {
    const id = idOf(c.req.param('file'));
    const promotion = id === undefined ? undefined : getPromotionById(db, id);
    return promotion ? svg(c, promotionArt(promotion)) : c.text('Not found', 404);
  });
  // points mall (issue 27): an item's picture
  routes.get('/mall/:file', (c) => {
    const id = idOf(c.req.param('file'));
    const item = id === undefined ? undefined : findItem(db, id);
    return item ? svg(c, mallItemArt(item)) : c.text('Not found', 404);
  });

  return routes;
}

function idOf(file: string): number | undefined {
  const match = /^([1-9]\d{0,8})\.svg$/.exec(file);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * A picture with its validators, compressed when the browser takes it (an SVG shrinks to about a
 * quarter, and the first banner is the page's largest paint). Each encoding has its own strong ETag,
 * as the same tag must not name two different byte sequences; a revalidation with any of them is
 * answered 304, since all three stand for the same picture.
 */
function svg(c: Context, body: string): Response {
  const etag = etagOf(body);
  const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
  const tags = [etag, ...ENCODINGS.map((e) => taggedFor(etag, e))];
  c.header('ETag', encoding ? taggedFor(etag, encoding) : etag);
  c.header('Cache-Control', ASSET_CACHE);
  c.header('Vary', 'Accept-Encoding');
  const inm = c.req.header('if-none-match');
  if (
    inm &&
    inm
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tags.includes(tag))
  ) {
    return c.body(null, 304);
  }
  c.header('Content-Type', 'image/svg+xml');
  if (!encoding) return c.body(body, 200);
  c.header('Content-Encoding', encoding);
  return c.body(compressed(etag, encoding, body), 200);
}

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

function taggedFor(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

// The same pictures are asked for again and again (a lobby page shows dozens): keep their
// compressed bytes, oldest out first, within a bound that holds every banner and a few thousand
// tiles.
const COMPRESSED_ENTRIES = 4000;
const compressedCache = new Map<string, Uint8Array<ArrayBuffer>>();

function compressed(etag: string, encoding: Encoding, body: string): Uint8Array<ArrayBuffer> {
  const key = `${encoding}:${etag}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const output =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
          },
        })
      : gzipSync(body, { level: 6 });
  const bytes = new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  if (compressedCache.size >= COMPRESSED_ENTRIES) {
    const oldest = compressedCache.keys().next().value;
    if (oldest !== undefined) compressedCache.delete(oldest);
  }
  compressedCache.set(key, bytes);
  return bytes;
}
