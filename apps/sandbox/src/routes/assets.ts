import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Database } from '../db';
import { bannerArt } from '../assets/bannerArt';
import { gameArt } from '../assets/gameArt';
import { etagOf } from '../assets/svg';
import { vendorMark } from '../assets/vendorMark';
import { getGame, getVendor } from '../store/catalog';
import { getBanner } from '../store/content';

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

  return routes;
}

function idOf(file: string): number | undefined {
  const match = /^([1-9]\d{0,8})\.svg$/.exec(file);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function svg(c: Context, body: string): Response {
  const etag = etagOf(body);
  c.header('ETag', etag);
  c.header('Cache-Control', ASSET_CACHE);
  const inm = c.req.header('if-none-match');
  if (
    inm &&
    inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  ) {
    return c.body(null, 304);
  }
  c.header('Content-Type', 'image/svg+xml');
  return c.body(body, 200);
}
