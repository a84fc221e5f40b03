import * as v from 'valibot';
import {
  intParam,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  positiveIntSchema,
} from './common';

/*
 * The promotion mechanics (issue 27; doc 2 §9 promotions named): red envelope, prize wheel, golden
 * egg and sign-in calendar. Each has a state call (what the player has) and an action call. Amounts
 * are integer minor units; times ISO 8601 in UTC; a day is the merchant's day, yyyy-MM-dd (UTC in
 * the sandbox). The odds and limits live in the sandbox; the answers carry what a page shows.
 */

/** The promotion kinds that are one of these mechanics: the key of the site's mechanic panels. */
export const MECHANIC_KINDS = ['redEnvelope', 'wheel', 'egg', 'signIn'] as const;
export type MechanicKind = (typeof MECHANIC_KINDS)[number];

/** Why a mechanic's action was refused, as the failure envelope's `code`. */
export const MECHANIC_CODES = {
  /** 409: today's red envelope is opened already; the failure's value is `{ nextAt }`. */
  envelopeTaken: 'ENVELOPE_TAKEN',
  /** 400: no spin of the wheel is left (deposits earn them). */
  noSpins: 'NO_SPINS',
  /** 400: no golden-egg ticket is left (valid bet earns them). */
  noTickets: 'NO_TICKETS',
  /** 409: today's sign-in is done already; the failure's value is `{ nextAt }`. */
  signedInToday: 'SIGNED_IN_TODAY',
  // free spins
  /** 409: the member has claimed this promotion's free spins already. */
  freeSpinsClaimed: 'FREE_SPINS_CLAIMED',
  /** 409 (game host): a free spin was asked for, but none is left on this game. */
  noFreeSpins: 'NO_FREE_SPINS',
} as const;
export type MechanicCode = (typeof MECHANIC_CODES)[keyof typeof MECHANIC_CODES];

const isoTimeSchema = v.string();
const daySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The value of an ENVELOPE_TAKEN or SIGNED_IN_TODAY refusal: when the next one may be taken. */
export const nextAtSchema = v.object({ nextAt: isoTimeSchema });
export type NextAt = v.InferOutput<typeof nextAtSchema>;

// --- red envelope ---

/** `GET MECHANIC_envelope`. */
export const redEnvelopeStateSchema = v.object({
  day: daySchema,
  /** Today's envelope, once opened; null: still closed. */
  openedAmount: v.nullable(positiveIntSchema),
  /** The range an envelope pays, minor units. */
  min: positiveIntSchema,
  max: positiveIntSchema,
  /** When the next envelope may be opened (the start of the merchant's next day). */
  nextAt: isoTimeSchema,
});
export type RedEnvelopeState = v.InferOutput<typeof redEnvelopeStateSchema>;

/** `POST MECHANIC_envelopeOpen`: the amount paid, the wallet after it, and the next opening. */
export const redEnvelopeResultSchema = v.object({
  amount: positiveIntSchema,
  balance: nonNegativeMinorUnitsSchema,
  nextAt: isoTimeSchema,
});
export type RedEnvelopeResult = v.InferOutput<typeof redEnvelopeResultSchema>;

// --- prize wheel ---

/** `GET MECHANIC_wheel`: the segments clockwise from the top, and the spins the player has. */
export const wheelStateSchema = v.object({
  /** Each segment's prize, minor units; 0 is "try again". */
  segments: v.array(nonNegativeMinorUnitsSchema),
  spins: nonNegativeIntSchema,
  /** Completed deposits that earn one spin, minor units. */
  depositPerSpin: positiveIntSchema,
  /** Deposits counted towards the next spin so far, minor units. */
  towardsNext: nonNegativeMinorUnitsSchema,
});
export type WheelState = v.InferOutput<typeof wheelStateSchema>;

/** `POST MECHANIC_wheelSpin`: the segment the wheel lands on (an index of `segments`). */
export const wheelSpinResultSchema = v.object({
  segment: nonNegativeIntSchema,
  amount: nonNegativeMinorUnitsSchema,
  balance: nonNegativeMinorUnitsSchema,
  spins: nonNegativeIntSchema,
});
export type WheelSpinResult = v.InferOutput<typeof wheelSpinResultSchema>;

// --- golden egg ---

/** `GET MECHANIC_egg`. */
export const eggStateSchema = v.object({
  /** How many eggs are offered to pick from. */
  eggs: positiveIntSchema,
  tickets: nonNegativeIntSchema,
  /** Valid bet that earns one ticket, minor units. */
  betPerTicket: positiveIntSchema,
  towardsNext: nonNegativeMinorUnitsSchema,
  /** The prizes an egg may hold, minor units. */
  prizes: v.array(positiveIntSchema),
});
export type EggState = v.InferOutput<typeof eggStateSchema>;

/** `{ egg }`: the egg picked, 0-based. */
export const eggSmashRequestSchema = v.object({
  egg: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(63)),
});
export type EggSmashRequest = v.InferOutput<typeof eggSmashRequestSchema>;

export const eggSmashResultSchema = v.object({
  egg: nonNegativeIntSchema,
  amount: positiveIntSchema,
  balance: nonNegativeMinorUnitsSchema,
  tickets: nonNegativeIntSchema,
});
export type EggSmashResult = v.InferOutput<typeof eggSmashResultSchema>;

// --- sign-in calendar ---

/** `GET MECHANIC_calendar`: the 7-day cycle's rewards and where the player is in it. */
export const calendarStateSchema = v.object({
  day: daySchema,
  /** Each day of the cycle's reward, minor units (7). */
  rewards: v.array(positiveIntSchema),
  /** Consecutive days signed, up to today (0 when yesterday was missed and today not signed). */
  streak: nonNegativeIntSchema,
  signedToday: v.boolean(),
  /** Today's place in the cycle, 0..6: the slot today's sign-in fills (or filled). */
  todayIndex: nonNegativeIntSchema,
  nextAt: isoTimeSchema,
});
export type CalendarState = v.InferOutput<typeof calendarStateSchema>;

export const signInResultSchema = v.object({
  amount: positiveIntSchema,
  balance: nonNegativeMinorUnitsSchema,
  streak: positiveIntSchema,
  nextAt: isoTimeSchema,
});
export type SignInResult = v.InferOutput<typeof signInResultSchema>;

/** Every action call's body is empty but for the egg's. */
export const mechanicActionRequestSchema = v.object({});

// --- free spins ---

/** `GET MECHANIC_freeSpins?promotionId=`: which promotion's free spins. */
export const freeSpinsQuerySchema = v.object({ promotionId: intParam(1, 999_999_999) });
export type FreeSpinsQuery = v.InferOutput<typeof freeSpinsQuerySchema>;

/** `POST MECHANIC_freeSpinsClaim`: `{ promotionId }`. */
export const freeSpinsClaimRequestSchema = v.object({
  promotionId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type FreeSpinsClaimRequest = v.InferOutput<typeof freeSpinsClaimRequestSchema>;

/** The slot game the spins are played on: what a game card shows and a launch needs. */
export const freeSpinsGameSchema = v.object({
  gameId: positiveIntSchema,
  name: v.string(),
  gameType: v.string(),
  /** The vendor's code (a launch's `vassalage`). */
  vendor: v.string(),
  /** The vendor's display name. */
  vendorName: v.string(),
  gameCode: v.string(),
  thumbnail: v.string(),
});
export type FreeSpinsGame = v.InferOutput<typeof freeSpinsGameSchema>;

/**
 * `GET MECHANIC_freeSpins` and the claim's answer: the promotion's spins for the member. Before
 * the claim, `spins` is what the claim grants and `game` the game it grants them on.
 */
export const freeSpinsStateSchema = v.object({
  promotionId: positiveIntSchema,
  granted: v.boolean(),
  game: freeSpinsGameSchema,
  /** Spins the grant holds (or will hold). */
  spins: positiveIntSchema,
  /** Spins not yet played (0 before the claim). */
  left: nonNegativeIntSchema,
  /** The stake every free spin plays for, minor units. */
  stake: positiveIntSchema,
  /** What the free spins have paid so far, minor units. */
  won: nonNegativeMinorUnitsSchema,
});
export type FreeSpinsState = v.InferOutput<typeof freeSpinsStateSchema>;
