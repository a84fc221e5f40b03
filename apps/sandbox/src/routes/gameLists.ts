import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  GAME_INDEX_ID_PLACEHOLDER,
  LOTTERY_PRIZE_MODES,
  POPULAR_GAMES_DEFAULT_COUNT,
  POPULAR_GAMES_MAX_COUNT,
  encodeGameIndex,
} from '@lobby/api';
import type { Game, LotteryPrizeMode } from '@lobby/api';
import { etagOf } from '../assets/svg';
import { GAME_TYPES } from '../constants';
import type { GameType } from '../constants';
import type { Services } from '../context';
import { assetUrl } from '../http/assetUrl';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { intParam, readQuery } from '../http/query';
import { requireSession } from '../http/session';
import type { SessionEnv } from '../http/session';
import { acceptedEncodings } from '../http/site';
import {
  cachedGamePage,
  catalogCache,
  findGameByNodeId,
  listAllGames,
  listHotGames,
  listPopularGames,
} from '../store/catalog';
import type { GameRow } from '../store/catalog';
import {
  MAX_FAVOURITES,
  addFavourite,
  favouriteIds,
  listFavouriteGames,
  removeFavourite,
} from '../store/favourites';
import { TRIAL_TYPE, findMemberById } from '../store/members';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './relay';

/** The hot tab shows one page and no more (doc 2 §4.1): enough to fill it, never the whole type. */
export const HOT_GAMES_LIMIT = 60;

/**
 * Which vendors' games a prize mode's popular list ranks. The e-lottery mode is the one a brand
 * turns on when its ELOTT category carries the VN lottery (doc 2 §4.3), so it ranks the e-lottery
 * and the VN draws; the lottery mode ranks the classic lottery and the regional SEA draws. The
 * brands whose lottery mode is SEA or ZY (doc 1 §1) play one of the two: SEA the regional South-East
 * Asian draws, ZY the classic lottery.
 */
export const PRIZE_MODE_VENDORS: Readonly<Record<LotteryPrizeMode, readonly string[]>> = {
  ELOTT: ['ELOTT', 'TCG_LOTTO_VN'],
  LOTT: ['LOTT', 'TCG_SEA'],
  SEA: ['TCG_SEA'],
  ZY: ['LOTT'],
};

/**
 * GAME_index may be cached by the browser for a minute, then served while it revalidates: the
 * ETag makes that a 304 with no body until the catalogue changes.
 */
export const GAME_INDEX_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=3600';

const gameTypeSchema = v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`);
const vendorCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/, 'must be a vendor code'));
const deviceSchema = v.optional(v.literal('WEB', "must be 'WEB'"));

const hotQuery = v.object({ gameType: gameTypeSchema, vassalage: v.optional(vendorCodeSchema) });
const indexQuery = v.object({ gameType: gameTypeSchema });
const popularQuery = v.object({
  count: v.optional(intParam(1, POPULAR_GAMES_MAX_COUNT), String(POPULAR_GAMES_DEFAULT_COUNT)),
  prizeMode: v.picklist(LOTTERY_PRIZE_MODES, `must be one of ${LOTTERY_PRIZE_MODES.join(', ')}`),
  device: deviceSchema,
});

/** Hot games, the whole catalogue of a type and popular lottery games: `/wps/relay/GAME_*`. */
export function gameListRoutes({ db, origin }: Services) {
  const routes = new Hono<MerchantEnv>();
  // Per route, not `use('*')`: these share the /wps/relay prefix with the relay's other calls.
  const brand = merchant(db);

  routes.get('/GAME_hot', brand, (c) => {
    const query = readQuery(c, hotQuery);
    const thumbnailBase = assetUrl(origin, '/sandbox-assets/games/');
    // Hot lists are asked for on every lobby visit and change only with the catalogue.
    const body = cachedGamePage(
      db,
      `hot\u0000${thumbnailBase}\u0000${query.gameType}\u0000${query.vassalage ?? ''}`,
      () =>
        JSON.stringify({
          success: true,
          value: listHotGames(db, { ...query, limit: HOT_GAMES_LIMIT }).map((row) =>
            wireGame(row, thumbnailBase),
          ),
        }),
    );
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  // The thumbnails live on the configured origin, so the cache holds one answer per game type
  // whatever Host a request names: no header can make the sandbox build (and compress) another.
  const indexThumbnail = `${assetUrl(origin, '/sandbox-assets/games/')}${GAME_INDEX_ID_PLACEHOLDER}.svg`;
  routes.get('/GAME_index', brand, async (c) => {
    const { gameType } = readQuery(c, indexQuery);
    const answer = cachedIndex(db, `${indexThumbnail}\u0000${gameType}`, () =>
      indexAnswer(gameType, indexThumbnail, listAllGames(db, gameType)),
    );
    return sendIndex(c, answer);
  });

  routes.get('/GAME_popular', brand, (c) => {
    const { count, prizeMode } = readQuery(c, popularQuery);
    const thumbnailBase = assetUrl(origin, '/sandbox-assets/games/');
    const games = listPopularGames(db, {
      gameType: 'LOTTERY',
      vendors: PRIZE_MODE_VENDORS[prizeMode],
      limit: count,
    });
    return ok(
      c,
      games.map((row) => wireGame(row, thumbnailBase)),
    );
  });

  return routes;
}

const favouriteListQuery = v.object({
  gameType: gameTypeSchema,
  page: v.optional(intParam(1, MAX_PAGE), '1'),
  pageSize: v.optional(intParam(1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
});

const favouriteBody = v.object({
  nodeId: v.pipe(
    v.number('must be a number'),
    v.safeInteger('must be a whole number'),
    v.minValue(1, 'must be a game node id'),
  ),
  vendor: vendorCodeSchema,
  gameType: gameTypeSchema,
});

/** `/wps/game/favourite*` (token): a member's favourite games (doc 2 §3.4, §4.2). */
export function favouriteRoutes(services: Services) {
  const { db, now, origin } = services;
  const routes = new Hono<SessionEnv>();
  routes.use('*', merchant(db), requireSession(services));
  // Doc 2 §5 and §6: a trial account is told to register before it may keep favourites.
  routes.use('*', async (c, next) => {
    if (findMemberById(db, c.var.session.memberId)?.type === TRIAL_TYPE) {
      throw new ApiError(403, 'please register a member account first');
    }
    await next();
  });

  routes.get('/ids', (c) => ok(c, favouriteIds(db, c.var.session.memberId)));

  routes.get('/list', (c) => {
    const query = readQuery(c, favouriteListQuery);
    const thumbnailBase = assetUrl(origin, '/sandbox-assets/games/');
    const { list, total } = listFavouriteGames(db, c.var.session.memberId, query);
    return ok(c, {
      list: list.map((row) => wireGame(row, thumbnailBase)),
      page: query.page,
      pageSize: query.pageSize,
      totalPage: Math.ceil(total / query.pageSize),
      total,
    });
  });

  routes.post('/', async (c) => {
    const nodeId = await favouriteNodeOf(c);
    const memberId = c.var.session.memberId;
    if (addFavourite(db, memberId, nodeId, now()) === 'full') {
      throw new ApiError(
        409,
        `You can keep at most ${MAX_FAVOURITES} favourites; remove one to add another`,
      );
    }
    return ok(c, favouriteIds(db, memberId));
  });

  routes.delete('/', async (c) => {
    const nodeId = await favouriteNodeOf(c);
    removeFavourite(db, c.var.session.memberId, nodeId);
    return ok(c, favouriteIds(db, c.var.session.memberId));
  });

  /** The body's node id, once it names a game of that vendor and type (else a 400 saying so). */
  async function favouriteNodeOf(c: Context<SessionEnv>): Promise<number> {
    const body = await readJson(c, favouriteBody);
    const game = findGameByNodeId(db, body.nodeId);
    if (!game) throw new ApiError(400, `Invalid nodeId: no game has node id ${body.nodeId}`);
    if (game.vassalage !== body.vendor || game.gameType !== body.gameType) {
      throw new ApiError(
        400,
        `Invalid nodeId: game ${body.nodeId} is not a ${body.gameType} game of ${body.vendor}`,
      );
    }
    return game.nodeId;
  }

  return routes;
}

/** A catalogue row as the game lists send it (GAME_list's form). */
function wireGame({ colour: _colour, isGame, ...game }: GameRow, thumbnailBase: string): Game {
  return {
    ...game,
    ...(isGame === null ? {} : { isGame }),
    thumbnail: `${thumbnailBase}${game.gameId}.svg`,
  };
}

// --- GAME_index: one large answer per type, serialised, hashed and compressed once per catalogue
// version, so a visit costs a cache lookup (or a 304) rather than 5,200 rows of JSON.

type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface IndexAnswer {
  json: string;
  etag: string;
  /** The compressed bodies, made on first demand. */
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

// One answer per game type (eleven): the key holds only the configured origin and the type.
const cachedIndex = catalogCache<IndexAnswer>(GAME_TYPES.length);

function indexAnswer(gameType: GameType, thumbnail: string, rows: GameRow[]): IndexAnswer {
  const value = encodeGameIndex(
    gameType,
    thumbnail,
    rows.map(({ colour: _colour, gameType: _type, isGame, ...game }) => ({
      ...game,
      ...(isGame === null ? {} : { isGame }),
    })),
  );
  const json = JSON.stringify({ success: true, value });
  // Weak: the compressed bodies differ byte for byte but mean the same answer.
  return { json, etag: `W/${etagOf(json)}`, encoded: new Map() };
}

async function sendIndex(c: Context, answer: IndexAnswer): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': GAME_INDEX_CACHE_CONTROL,
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
  };
  if (etagMatches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
  if (encoding === undefined) return c.body(answer.json, 200, headers);
  return c.body(await encodedBody(answer, encoding), 200, {
    ...headers,
    'Content-Encoding': encoding,
  });
}

// Brotli's best setting shrinks the RNG answer a further sixth but takes half a second: the first
// request gets a quick compression, and the best one replaces it for the requests after.
const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;

function encodedBody(answer: IndexAnswer, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const cached = answer.encoded.get(encoding);
  if (cached) return cached;
  const keep = (body: Promise<Uint8Array<ArrayBuffer>>) => {
    answer.encoded.set(encoding, body);
    // A failure is not kept: the next request tries again.
    body.catch(() => answer.encoded.delete(encoding));
    return body;
  };
  if (encoding === 'gzip') return keep(compress(answer.json, 'gzip', 9));
  const quick = keep(compress(answer.json, 'br', QUICK_BROTLI));
  void quick
    .then(() => compress(answer.json, 'br', BEST_BROTLI))
    .then((best) => answer.encoded.set('br', Promise.resolve(best)))
    .catch(() => undefined);
  return quick;
}

async function compress(
  json: string,
  encoding: Encoding,
  level: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const input = Buffer.from(json);
  const output =
    encoding === 'gzip'
      ? await gzipAsync(input, { level })
      : await brotli(input, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: level,
            [zlib.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
          },
        });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
