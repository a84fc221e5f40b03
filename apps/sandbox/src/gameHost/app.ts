import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MECHANIC_CODES } from '@lobby/api';
import type { Database } from '../db';
import { ApiError, fail, ok, readJson } from '../http/envelope';
import { createErrorHandler } from '../http/errors';
import { limitApiError } from '../http/protectionRefusal';
import { openGrantOn, playFreeSpin } from '../mechanics/freeSpins';
import { MechanicRefusal } from '../mechanics/refusal';
import { refuseIfOnBreak } from '../protection/breaks';
import { sessionStartFor } from '../protection/limits';
import { getVendor } from '../store/catalog';
import { findMerchant } from '../store/system';
import {
  findGameSession,
  isUnderMaintenance,
  redeemTicket,
  touchGameSession,
} from '../store/launches';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../store/sessions';
import { balanceOf } from '../store/wallet';
import { placeBet } from '../wallet/bets';
import { ChoiceError, NUMBER_POOL, STAKES, cryptoRandomInt } from './engine';
import type { RandomInt } from './engine';
import { chatRoomAncestors, chatRoomPolicy, isChatRoomBrand, renderChatRoom } from './chatRoom';
import { STATIC_ASSETS, renderErrorPage, renderPlayPage } from './pages';
import { GAME_HOST_HEADERS, gamePagePolicy } from './security';

export interface GameHostOptions {
  db: Database;
  /** Epoch milliseconds; tests pass a movable clock. */
  now?: () => number;
  /** Draws the rounds' outcomes; crypto by default. */
  random?: RandomInt;
  /** Where unexpected errors are reported; stderr by default. */
  logError?: (error: unknown, c: Context) => void;
}

/** Failure codes of the spin call, for the page (and for tests). */
export const SPIN_CODES = {
  sessionEnded: 'GAME_SESSION_ENDED',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  gameMaintenance: 'GAME_MAINTENANCE',
} as const;

// A ticket or a game session id: 32 random bytes, base64url.
const ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
// A spin is a few dozen bytes of JSON.
const MAX_SPIN_BYTES = 4 * 1024;

const spinBody = v.object({
  session: v.pipe(v.string(), v.regex(ID_FORMAT, 'must be a game session id')),
  stake: v.picklist(STAKES, `must be one of ${STAKES.join(', ')} (minor units)`),
  side: v.optional(v.picklist([0, 1], 'must be 0 or 1')),
  numbers: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.safeInteger('must be whole numbers'))),
      v.maxLength(NUMBER_POOL, 'has too many numbers'),
    ),
  ),
  // free spins (issue 27): true plays a free spin (refused when none is left: a player who asked
  // for a free round is never charged for one), false a paid round; left out, a free spin when
  // the member has one on this game, else a paid round.
  freeSpin: v.optional(v.boolean('must be true or false')),
});

/**
 * The demo game host: a second origin beside the site (ADR 012). GET /play/<ticket> trades a
 * launch ticket for a game session and serves the game page; POST /play/api/spin plays a round.
 * It shares the site's database and clock, and knows the site only through each launch.
 */
export function createGameHost({
  db,
  now = Date.now,
  random = cryptoRandomInt,
  logError = defaultLogError,
}: GameHostOptions): Hono {
  const app = new Hono();

  /** The free spins the member has left on the game, for the page; undefined: none. */
  const freeSpinsOn = (memberId: number, gameId: number) => {
    const grant = openGrantOn(db, memberId, gameId);
    return grant === undefined ? undefined : { left: grant.spins - grant.used, stake: grant.stake };
  };

  /** A free spin of the session's game if the member has one left on it (mechanics/freeSpins). */
  const freeSpin = (session: NonNullable<ReturnType<typeof findGameSession>>, at: number) => {
    let played;
    try {
      played = playFreeSpin(db, {
        memberId: session.memberId,
        game: session.game,
        now: at,
        random,
        sessionStartedAt: sessionStartFor(db, session.memberId, session.sessionTokenHash, at),
      });
    } catch (error) {
      if (error instanceof MechanicRefusal) throw new ApiError(409, error.message, error.code);
      // A session-time limit stops a free spin too: the contract's refusal, as for a paid round.
      throw limitApiError(error);
    }
    if (played === undefined) return undefined;
    touchGameSession(db, session, at, { idleMs: SESSION_IDLE_MS, maxMs: SESSION_MAX_MS });
    return {
      balance: played.balance,
      win: played.win,
      outcome: { ...played.round.outcome, summary: played.round.summary },
      freeSpins: { left: played.left, stake: played.stake },
    };
  };

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(GAME_HOST_HEADERS)) c.res.headers.set(name, value);
    // Pages set their own policy (their site may frame them); everything else may not be framed.
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', gamePagePolicy());
    }
  });
  app.use('/play/*', async (c, next) => {
    await next();
    // Pages hold a session id, answers a balance: neither may be kept by a cache.
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/assets/:file', (c) => {
    const name = c.req.param('file');
    const file = Object.hasOwn(STATIC_ASSETS, name) ? STATIC_ASSETS[name] : undefined;
    if (!file) return c.text('Not found', 404);
    const headers = { 'Content-Type': file.type, ETag: file.etag, 'Cache-Control': 'no-cache' };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    return c.body(file.body, 200, headers);
  });

  // header details (issue 29): the brand's chat room, framed by its site's header dialog.
  app.get('/chatroom', (c) => {
    const brand = c.req.query('brand');
    const merchant = isChatRoomBrand(brand) ? findMerchant(db, brand) : undefined;
    if (merchant === undefined) return c.text('Not found', 404);
    c.header('Content-Security-Policy', chatRoomPolicy(chatRoomAncestors(db, merchant.code)));
    return c.html(renderChatRoom(merchant.name));
  });

  app.get('/play/:ticket', (c) => {
    // Hono answers HEAD with the GET handler; a link checker's HEAD must not use up the ticket.
    if (c.req.method === 'HEAD') return c.body(null, 405, { Allow: 'GET' });
    const ticket = c.req.param('ticket');
    const redemption = ID_FORMAT.test(ticket) ? redeemTicket(db, ticket, now()) : undefined;
    if (redemption === undefined || redemption.kind === 'unknown') {
      return page(c, 404, undefined, renderErrorPage(UNKNOWN_TICKET));
    }
    if (redemption.kind === 'refused') {
      const site = { origin: redemption.siteOrigin, backUrl: redemption.backUrl };
      return page(c, 410, site.origin, renderErrorPage({ ...SPENT_TICKET, site }));
    }
    const { session, sessionId } = redemption;
    return page(
      c,
      200,
      session.siteOrigin,
      renderPlayPage({
        game: session.game,
        vendorName: getVendor(db, session.game.vassalage)?.name ?? session.game.vassalage,
        sessionId,
        siteOrigin: session.siteOrigin,
        backUrl: session.backUrl,
        balance: balanceOf(db, session.memberId) ?? 0,
        freeSpins: freeSpinsOn(session.memberId, session.game.gameId),
      }),
    );
  });

  app.post(
    '/play/api/spin',
    bodyLimit({
      maxSize: MAX_SPIN_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        return fail(c, 413, 'Request too large');
      },
    }),
    async (c) => {
      const body = await readJson(c, spinBody);
      const at = now();
      const session = findGameSession(db, body.session, at);
      if (!session) {
        throw new ApiError(
          401,
          'Your game session has ended; launch the game again from the lobby',
          SPIN_CODES.sessionEnded,
        );
      }
      if (isUnderMaintenance(db, session.game.gameId)) {
        throw new ApiError(409, 'Game under maintenance', SPIN_CODES.gameMaintenance);
      }
      // The bet path's share of the break guard (issue 30): no round for a member on a break.
      refuseIfOnBreak(db, session.memberId, at);
      if (body.freeSpin !== false) {
        const free = freeSpin(session, at);
        if (free !== undefined) return ok(c, free);
        if (body.freeSpin === true) {
          throw new ApiError(
            409,
            'No free spins are left on this game',
            MECHANIC_CODES.noFreeSpins,
          );
        }
      }
      let result;
      try {
        result = placeBet(db, {
          memberId: session.memberId,
          gameId: session.game.gameId,
          gameType: session.game.gameType,
          stake: body.stake,
          choice: {
            ...(body.side === undefined ? {} : { side: body.side }),
            ...(body.numbers === undefined ? {} : { numbers: body.numbers }),
          },
          now: at,
          random,
          // The launching site session: a session-time limit counts from its start.
          sessionTokenHash: session.sessionTokenHash,
        });
      } catch (error) {
        if (error instanceof ChoiceError) throw new ApiError(400, error.message);
        // A loss, wager or session-time limit: the contract's refusal, and the page shows its message.
        throw limitApiError(error);
      }
      if (result.kind === 'insufficient') {
        throw new ApiError(402, 'Insufficient balance', SPIN_CODES.insufficientBalance, {
          value: { balance: result.balance },
        });
      }
      touchGameSession(db, session, at, { idleMs: SESSION_IDLE_MS, maxMs: SESSION_MAX_MS });
      return ok(c, {
        balance: result.balance,
        win: result.win,
        outcome: { ...result.round.outcome, summary: result.round.summary },
      });
    },
  );

  app.notFound((c) =>
    c.req.path.startsWith('/play/api/')
      ? fail(c, 404, 'Not found')
      : page(c, 404, undefined, renderErrorPage(NOT_FOUND)),
  );
  app.onError(createErrorHandler(logError));
  return app;
}

const UNKNOWN_TICKET = {
  title: 'Game link not recognised',
  message: 'Go back to the lobby and launch the game again.',
};
const SPENT_TICKET = {
  title: 'Game link expired',
  message: 'Each game link opens the game once, within a minute. Launch the game again.',
};
const NOT_FOUND = { title: 'Page not found', message: 'There is no page at this address.' };

function page(
  c: Context,
  status: 200 | 404 | 410,
  siteOrigin: string | undefined,
  html: string,
): Response {
  c.header('Content-Security-Policy', gamePagePolicy(siteOrigin));
  return c.html(html, status);
}

function defaultLogError(error: unknown, c: Context): void {
  console.error(`game host: ${c.req.method} ${c.req.path} failed:`, error);
}
