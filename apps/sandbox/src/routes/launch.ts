import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import { LAUNCH_CODES, lotteryLaunchRequestSchema } from '@lobby/api';
import type { Services } from '../context';
import { GAME_TYPES } from '../constants';
import { assetUrl } from '../http/assetUrl';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import { limitApiError } from '../http/protectionRefusal';
import { intParam, readQuery } from '../http/query';
import { requireSession } from '../http/session';
import { refuseOnBreak } from '../protection/breaks';
import type { SessionEnv } from '../http/session';
import { checkSessionAge } from '../protection/limits';
import type { GameRow } from '../store/catalog';
import {
  findGameByCode,
  isUnderMaintenance,
  issueTicket,
  listMaintenanceGames,
  listRecentGames,
  recordLaunch,
  setGameMaintenance,
} from '../store/launches';
import { TRIAL_TYPE, findMemberById } from '../store/members';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './relay';

const gameTypeSchema = v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`);
const vendorCode = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/, 'must be a vendor code'));
const gameCode = v.pipe(v.string(), v.minLength(1, 'is empty'), v.maxLength(64, 'is too long'));

const launchBody = v.object({ gameType: gameTypeSchema, vassalage: vendorCode, gameCode });

const recentQuery = v.object({
  gameType: v.optional(gameTypeSchema),
  vassalage: v.optional(vendorCode),
  page: v.optional(intParam(1, MAX_PAGE), '1'),
  pageSize: v.optional(intParam(1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
});

export interface LaunchOptions {
  /** The game host's origin; without one, launches answer 501. */
  gameOrigin: string | undefined;
}

/**
 * `/wps/game/*` (token): launching a game or the lottery lobby, and the member's recent games.
 * A launch answers an address on the game host with a one-time ticket in it, never the token.
 */
export function launchRoutes(services: Services, { gameOrigin }: LaunchOptions) {
  const { db, now, origin } = services;
  const routes = new Hono<SessionEnv>();
  routes.use('*', merchant(db));
  // A launch opens play: refused to a member on a time-out or self-exclusion (issue 30).
  const onBreak = refuseOnBreak(services);

  routes.post('/launchGame', requireSession(services), onBreak, async (c) => {
    const body = await readJson(c, launchBody);
    const game = findGameByCode(db, body.gameCode);
    if (!game || game.gameType !== body.gameType || game.vassalage !== body.vassalage) {
      throw new ApiError(400, 'There is no such game', LAUNCH_CODES.unknownGame);
    }
    return ok(c, { url: launch(c, game, `${siteOriginOf(c, origin)}/`) });
  });

  routes.post('/launchLottery', requireSession(services), onBreak, async (c) => {
    const body = await readJson(c, lotteryLaunchRequestSchema);
    // The lottery's way back must stay on this site: anything else would make the game host an
    // open redirect.
    if (new URL(body.backUrl).origin !== siteOriginOf(c, origin)) {
      throw new ApiError(400, 'Invalid backUrl: must be an address on this site');
    }
    const game = findGameByCode(db, body.lottoGameCode);
    if (!game || game.gameType !== 'LOTTERY') {
      throw new ApiError(400, 'There is no such lottery game', LAUNCH_CODES.unknownGame);
    }
    return ok(c, { url: launch(c, game, body.backUrl) });
  });

  routes.get('/recent', requireSession(services), (c) => {
    refuseTrial(c);
    const query = readQuery(c, recentQuery);
    const { list, total } = listRecentGames(db, c.var.session.memberId, {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.gameType === undefined ? {} : { gameType: query.gameType }),
      ...(query.vassalage === undefined ? {} : { vassalage: query.vassalage }),
    });
    const thumbnailBase = assetUrl(origin, '/sandbox-assets/games/');
    return ok(c, {
      list: list.map((game) => wireGame(game, thumbnailBase)),
      page: query.page,
      pageSize: query.pageSize,
      totalPage: Math.ceil(total / query.pageSize),
      total,
    });
  });

  /** The launch address of `game` for the session's member, after the checks every launch needs. */
  function launch(c: Context<SessionEnv>, game: GameRow, backUrl: string): string {
    refuseTrial(c);
    if (isUnderMaintenance(db, game.gameId)) {
      throw new ApiError(409, 'Game under maintenance', LAUNCH_CODES.gameMaintenance);
    }
    if (gameOrigin === undefined) {
      throw new ApiError(501, 'Games cannot be launched: this server runs no game host');
    }
    const session = c.var.session;
    const at = now();
    // A session past the member's session-time limit opens no game.
    try {
      checkSessionAge(db, session.memberId, session.createdAt, at);
    } catch (error) {
      throw limitApiError(error);
    }
    const ticket = db.transaction(() => {
      recordLaunch(db, session.memberId, game.gameId, at);
      return issueTicket(
        db,
        {
          sessionTokenHash: session.tokenHash,
          gameId: game.gameId,
          siteOrigin: siteOriginOf(c, origin),
          backUrl,
        },
        at,
      );
    });
    return `${gameOrigin}/play/${ticket}`;
  }

  /** Doc 2 §5 and §8: a trial account is told to register a real one first. */
  function refuseTrial(c: Context<SessionEnv>): void {
    const member = findMemberById(db, c.var.session.memberId);
    if (!member || member.type === TRIAL_TYPE) {
      throw new ApiError(403, 'please register a member account first', LAUNCH_CODES.trialAccount);
    }
  }

  return routes;
}

/**
 * The origin of the page that launched the game, which alone may frame it and hear from it: the
 * `Origin` header browsers send with every POST (same-origin ones too), else the sandbox's public
 * origin. Behind the Vite dev server's proxy the site lives on another origin, which only the
 * header names. A caller can name another origin only for its own game sessions: a page elsewhere
 * cannot send the member's token (no CORS, and the token is not a cookie).
 */
function siteOriginOf(c: Context, origin: string): string {
  const header = c.req.header('origin') ?? '';
  if (/^https?:\/\/[^/\s]+$/i.test(header)) {
    try {
      const parsed = new URL(header).origin;
      if (parsed === header.toLowerCase()) return parsed;
    } catch {
      // not an origin: fall back below
    }
  }
  return origin;
}

/** A game as GAME_list sends it. */
function wireGame({ colour: _colour, isGame, ...game }: GameRow, thumbnailBase: string) {
  return {
    ...game,
    ...(isGame === null ? {} : { isGame }),
    thumbnail: `${thumbnailBase}${game.gameId}.svg`,
  };
}

const maintenanceBody = v.object({ gameCode, maintenance: v.boolean('must be true or false') });

/**
 * Development-only: which games are under maintenance, and switching one, for journeys that need
 * a game that refuses to launch (or one that does).
 */
export function gameDevRoutes({ db }: Services) {
  const routes = new Hono();

  routes.get('/maintenance', (c) =>
    ok(
      c,
      listMaintenanceGames(db).map(({ gameId, gameCode, gameType, vassalage, name }) => ({
        gameId,
        gameCode,
        gameType,
        vassalage,
        name,
      })),
    ),
  );

  routes.post('/maintenance', async (c) => {
    const body = await readJson(c, maintenanceBody);
    const game = findGameByCode(db, body.gameCode);
    if (!game || !setGameMaintenance(db, game.gameId, body.maintenance)) {
      throw new ApiError(404, 'There is no such game');
    }
    return ok(c, { gameCode: game.gameCode, maintenance: body.maintenance });
  });

  return routes;
}
