import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { intParam, nonNegativeIntSchema, positiveIntSchema } from './common';

/**
 * The lottery's prize modes on the wire (doc 1 §1: Lott, ZY, Elott, SEA; doc 2 §4.3): the brand's
 * lottery mode (LOTT, ZY or SEA) by default, the e-lottery mode where the brand's ELOTT category
 * carries a TCG_LOTTO_VN or LOTT card.
 */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export const lotteryPrizeModeSchema = v.picklist(LOTTERY_PRIZE_MODES);

/** The account type every VN lottery menu is tagged with (doc 2 §3.5). */
export const VN_LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN' as const;

// --- VN lottery menus (/lgw/menus, no token) ---

/** Query of the menus, wire form; `device` is always `WEB` for the site. */
export const lotteryMenusQuerySchema = v.object({
  prizeMode: lotteryPrizeModeSchema,
  device: v.optional(v.literal('WEB')),
});
export type LotteryMenusQuery = v.InferOutput<typeof lotteryMenusQuerySchema>;

export const lotteryGameSchema = v.object({
  gameId: nonNegativeIntSchema,
  nodeId: nonNegativeIntSchema,
  gameCode: v.string(),
  name: v.string(),
  vassalage: v.string(),
  /** The play type the betting page opens on (the `playType` of the /lottery address). */
  defaultPlayType: v.string(),
  /** A draw every this many minutes: 1440 for the daily regional draws, a few for fast ones. */
  drawIntervalMinutes: positiveIntSchema,
});
export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;

/** One menu group (North, Central, South, fast draws); `gameGroupCode` is its tag. */
export const lotteryMenuSchema = v.object({
  gameGroupCode: v.string(),
  name: v.string(),
  accountType: v.literal(VN_LOTTERY_ACCOUNT_TYPE),
  games: v.array(lotteryGameSchema),
});
export type LotteryMenu = v.InferOutput<typeof lotteryMenuSchema>;
export const lotteryMenuListSchema = v.array(lotteryMenuSchema);
export const lotteryMenusResponseSchema = envelopeSchema(lotteryMenuListSchema);

// --- opened VN draws (/lgw/vn/numero, no token) ---

/**
 * The prize tiers of a VN draw, in the order its `numbers` list them: the northern draw's 27
 * prizes, with the six-digit special prize of the southern draws so every VN game reads alike.
 * A draw's numbers are these tiers' numbers one after another (special first, seventh last).
 */
export const VN_PRIZE_TIERS = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
] as const;
export type VnPrizeTier = (typeof VN_PRIZE_TIERS)[number]['tier'];
export const VN_DRAW_NUMBER_COUNT = VN_PRIZE_TIERS.reduce((sum, tier) => sum + tier.count, 0);

/** Doc 2 §9: the site asks for the last 100 draws; more is never sent. */
export const VN_NUMBERS_MAX_COUNT = 100;

/** Query of the opened draws, wire form: all VN games when `gameCode` is absent. */
export const vnNumbersQuerySchema = v.object({
  gameCode: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  count: v.optional(intParam(1, VN_NUMBERS_MAX_COUNT)),
});
export type VnNumbersQuery = v.InferOutput<typeof vnNumbersQuerySchema>;

export const lotteryDrawSchema = v.object({
  drawNo: v.pipe(v.string(), v.minLength(1)),
  gameCode: v.string(),
  /** When the draw was opened (ISO 8601, UTC). */
  drawnAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The opened numbers, each a string of digits (leading zeros count: '07' is not '7'). */
  numbers: v.array(v.pipe(v.string(), v.regex(/^\d{1,12}$/))),
});
export type LotteryDraw = v.InferOutput<typeof lotteryDrawSchema>;
export const lotteryDrawListSchema = v.array(lotteryDrawSchema);
export const vnNumbersResponseSchema = envelopeSchema(lotteryDrawListSchema);
