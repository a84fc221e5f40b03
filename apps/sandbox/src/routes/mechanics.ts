import { Hono } from 'hono';
import {
  eggSmashRequestSchema,
  freeSpinsClaimRequestSchema,
  freeSpinsQuerySchema,
  mechanicActionRequestSchema,
  paths,
} from '@lobby/api';
import type {
  CalendarState,
  EggSmashResult,
  EggState,
  FreeSpinsState,
  RedEnvelopeResult,
  RedEnvelopeState,
  SignInResult,
  WheelSpinResult,
  WheelState,
} from '@lobby/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Services } from '../context';
import { assetUrl } from '../http/assetUrl';
import { ApiError, ok, readJson } from '../http/envelope';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import type { SessionEnv } from '../http/session';
import { calendarStateOf, signIn } from '../mechanics/calendar';
import {
  BET_PER_TICKET,
  DEPOSIT_PER_SPIN,
  EGG_COUNT,
  EGG_PRIZES,
  WHEEL_SEGMENTS,
} from '../mechanics/constants';
import { diceOf } from '../mechanics/dice';
import { smashEgg, ticketsOf } from '../mechanics/egg';
import { envelopeStateOf, openEnvelope } from '../mechanics/envelope';
import {
  FREE_SPIN_COUNT,
  FREE_SPIN_STAKE,
  claimFreeSpins,
  freeSpinGameOf,
  checkFreeSpinsPromotion,
  grantOf,
} from '../mechanics/freeSpins';
import { MechanicRefusal } from '../mechanics/refusal';
import type { MechanicRefusalReason } from '../mechanics/refusal';
import { spinWheel, spinsOf } from '../mechanics/wheel';
import { refuseOnBreak } from '../protection/breaks';
import { getVendor } from '../store/catalog';
import { memberOnly } from './money';
import { promotionRule } from './promotions';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');
const iso = (ms: number): string => new Date(ms).toISOString();

// Taken today answers 409 Conflict (the state has moved on); nothing left to use is a 400.
const STATUS_OF: Readonly<Record<MechanicRefusalReason, ContentfulStatusCode>> = {
  envelopeTaken: 409,
  signedInToday: 409,
  noSpins: 400,
  noTickets: 400,
  freeSpinsClaimed: 409,
  noFreeSpins: 409,
};

/** Runs a mechanic's rule, turning its refusal into the contract's answer (with `nextAt`). */
function mechanic<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof MechanicRefusal)) throw error;
    throw new ApiError(STATUS_OF[error.reason], error.message, error.code, {
      ...(error.nextAt === undefined ? {} : { value: { nextAt: iso(error.nextAt) } }),
    });
  }
}

/**
 * `/wps/relay/MECHANIC_*`: the red envelope, prize wheel, golden egg and sign-in calendar (issue
 * 27). Members only (a trial account is told to register); every action pays a bonus, so it is
 * refused to a member on a time-out or self-exclusion.
 */
export function mechanicRelayRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const guard = memberOnly(services);
  const actions = [...guard, refuseOnBreak(services)] as const;
  const brand = merchant(db);
  const memberOf = (c: { var: SessionEnv['Variables'] }) => c.var.session.memberId;

  routes.get(relay(paths.mechanicEnvelope), brand, ...guard, (c) => {
    const state = envelopeStateOf(db, memberOf(c), now());
    const answer: RedEnvelopeState = { ...state, nextAt: iso(state.nextAt) };
    return ok(c, answer);
  });

  routes.post(relay(paths.mechanicEnvelopeOpen), brand, ...actions, async (c) => {
    await readJson(c, mechanicActionRequestSchema);
    const opened = mechanic(() =>
      openEnvelope(db, { memberId: memberOf(c), now: now(), random: diceOf(db) }),
    );
    const answer: RedEnvelopeResult = { ...opened, nextAt: iso(opened.nextAt) };
    return ok(c, answer);
  });

  routes.get(relay(paths.mechanicWheel), brand, ...guard, (c) => {
    const spins = spinsOf(db, memberOf(c));
    const answer: WheelState = {
      segments: WHEEL_SEGMENTS.map((segment) => segment.amount),
      spins: Math.max(0, spins.earned - spins.used),
      depositPerSpin: DEPOSIT_PER_SPIN,
      towardsNext: spins.towardsNext,
    };
    return ok(c, answer);
  });

  routes.post(relay(paths.mechanicWheelSpin), brand, ...actions, async (c) => {
    await readJson(c, mechanicActionRequestSchema);
    const answer: WheelSpinResult = mechanic(() =>
      spinWheel(db, { memberId: memberOf(c), now: now(), random: diceOf(db) }),
    );
    return ok(c, answer);
  });

  routes.get(relay(paths.mechanicEgg), brand, ...guard, (c) => {
    const tickets = ticketsOf(db, memberOf(c));
    const answer: EggState = {
      eggs: EGG_COUNT,
      tickets: Math.max(0, tickets.earned - tickets.used),
      betPerTicket: BET_PER_TICKET,
      towardsNext: tickets.towardsNext,
      prizes: EGG_PRIZES.map((prize) => prize.amount),
    };
    return ok(c, answer);
  });

  routes.post(relay(paths.mechanicEggSmash), brand, ...actions, async (c) => {
    const { egg } = await readJson(c, eggSmashRequestSchema);
    if (egg >= EGG_COUNT) throw new ApiError(400, `egg must be below ${EGG_COUNT}`);
    const answer: EggSmashResult = mechanic(() =>
      smashEgg(db, { memberId: memberOf(c), egg, now: now(), random: diceOf(db) }),
    );
    return ok(c, answer);
  });

  routes.get(relay(paths.mechanicCalendar), brand, ...guard, (c) => {
    const state = calendarStateOf(db, memberOf(c), now());
    const answer: CalendarState = {
      ...state,
      rewards: [...state.rewards],
      nextAt: iso(state.nextAt),
    };
    return ok(c, answer);
  });

  routes.post(relay(paths.mechanicSignIn), brand, ...actions, async (c) => {
    await readJson(c, mechanicActionRequestSchema);
    const signed = mechanic(() => signIn(db, { memberId: memberOf(c), now: now() }));
    const answer: SignInResult = { ...signed, nextAt: iso(signed.nextAt) };
    return ok(c, answer);
  });

  // --- free spins: per promotion; played in the game itself (gameHost/app.ts) ---

  /** The member's spins of the promotion, or (before the claim) what the claim would grant. */
  const freeSpinsOf = (memberId: number, promotionId: number): FreeSpinsState => {
    const grant = grantOf(db, memberId, promotionId);
    const game = freeSpinGameOf(db, grant);
    if (!game) throw new ApiError(503, 'No slot game to play free spins on');
    return {
      promotionId,
      granted: grant !== undefined,
      game: {
        gameId: game.gameId,
        name: game.name,
        gameType: game.gameType,
        vendor: game.vassalage,
        vendorName: getVendor(db, game.vassalage)?.name ?? game.vassalage,
        gameCode: game.gameCode,
        thumbnail: assetUrl(services.origin, `/sandbox-assets/games/${game.gameId}.svg`),
      },
      spins: grant?.spins ?? FREE_SPIN_COUNT,
      left: grant === undefined ? 0 : grant.spins - grant.used,
      stake: grant?.stake ?? FREE_SPIN_STAKE,
      won: grant?.won ?? 0,
    };
  };

  routes.get(relay(paths.mechanicFreeSpins), brand, ...guard, (c) => {
    const { promotionId } = readQuery(c, freeSpinsQuerySchema);
    const memberId = memberOf(c);
    // Another brand's promotion, or one of another kind, is none; a closed one still shows the
    // spins a member holds (they are played in the game whatever the promotion's period).
    if (grantOf(db, memberId, promotionId) === undefined) {
      promotionRule(() => checkFreeSpinsPromotion(db, c.var.merchant.code, promotionId, now()));
    }
    return ok(c, freeSpinsOf(memberId, promotionId));
  });

  routes.post(relay(paths.mechanicFreeSpinsClaim), brand, ...actions, async (c) => {
    const { promotionId } = await readJson(c, freeSpinsClaimRequestSchema);
    const memberId = memberOf(c);
    const claim = { memberId, merchant: c.var.merchant.code, promotionId, now: now() };
    mechanic(() => promotionRule(() => claimFreeSpins(db, claim)));
    return ok(c, freeSpinsOf(memberId, promotionId));
  });

  return routes;
}
