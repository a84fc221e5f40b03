import * as v from 'valibot';
import { BONUS_SOURCES, PROFIT_MAX_DAYS, type BonusSource } from '@lobby/core';
import { envelopeSchema } from '../envelope';
import {
  intParam,
  minorUnitsSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  pageSchema,
  positiveIntSchema,
} from './common';
import { gameTypeSchema, type GameType } from './games';
import { MONEY_MAX_PAGE_SIZE, dateParam } from './money';

/*
 * The member's records (doc 2 §2.3): betting record (personalHistoryCopy), personal profit and loss
 * (personalProfit), bonus details (bonusDetails) and the player rank (playerRank). Amounts are
 * integer minor units; dates are UTC days (yyyy-MM-dd, both inclusive); times ISO 8601 in UTC.
 */

const recordPaging = {
  page: v.optional(intParam(1, 100_000)),
  pageSize: v.optional(intParam(1, MONEY_MAX_PAGE_SIZE)),
};
const dateRange = { from: v.optional(dateParam), to: v.optional(dateParam) };
/** A vendor code as the catalogue spells them (NOVA, FB, DS88...). */
const vendorCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a vendor code'),
);

export interface RecordRangeQuery {
  /** yyyy-MM-dd, inclusive. */
  from?: string;
  /** yyyy-MM-dd, inclusive. */
  to?: string;
}

/** Sums over a set of bets; win/loss is win − stake (the member's view: a loss is negative). */
export const betTotalsSchema = v.object({
  count: nonNegativeIntSchema,
  stake: nonNegativeMinorUnitsSchema,
  /** What counted as turnover: a push counts nothing. */
  validBet: nonNegativeMinorUnitsSchema,
  win: nonNegativeMinorUnitsSchema,
  winLoss: minorUnitsSchema,
});
export type BetTotals = v.InferOutput<typeof betTotalsSchema>;

// --- betting record ---

export const betListQuerySchema = v.object({
  ...dateRange,
  gameType: v.optional(gameTypeSchema),
  vendor: v.optional(vendorCodeSchema),
  ...recordPaging,
});
export interface BetListQuery extends RecordRangeQuery {
  gameType?: GameType;
  vendor?: string;
  page?: number;
  pageSize?: number;
}

/** What the round drew, for the detail to say in words (the demo game host's four kinds). */
export const betOutcomeSchema = v.variant('kind', [
  v.object({ kind: v.literal('reels'), symbols: v.array(v.string()) }),
  v.object({
    kind: v.literal('pick'),
    /** The side the member backed and the side that won: 0 or 1. */
    side: v.picklist([0, 1]),
    winner: v.picklist([0, 1]),
  }),
  v.object({
    kind: v.literal('numbers'),
    picked: v.array(positiveIntSchema),
    drawn: v.array(positiveIntSchema),
    matches: nonNegativeIntSchema,
  }),
  v.object({
    kind: v.literal('catch'),
    prize: v.picklist(['none', 'small', 'medium', 'large', 'boss']),
  }),
  // A round the record cannot describe (another engine's); the detail shows only the money.
  v.object({ kind: v.literal('other') }),
]);
export type BetOutcome = v.InferOutput<typeof betOutcomeSchema>;

export const betRecordSchema = v.object({
  id: positiveIntSchema,
  createdAt: v.string(),
  gameName: v.string(),
  gameType: gameTypeSchema,
  vendor: v.string(),
  vendorName: v.string(),
  stake: nonNegativeMinorUnitsSchema,
  validBet: nonNegativeMinorUnitsSchema,
  win: nonNegativeMinorUnitsSchema,
  winLoss: minorUnitsSchema,
  outcome: betOutcomeSchema,
});
export type BetRecord = v.InferOutput<typeof betRecordSchema>;

export const betListSchema = v.object({
  ...pageSchema(betRecordSchema).entries,
  /** Over every bet the filter matches, not only this page. */
  totals: betTotalsSchema,
  /** The vendors the member has bet with: the vendor filter's choices. */
  vendors: v.array(v.object({ code: v.string(), name: v.string() })),
  /** The game types the member has bet on: the game type filter's choices. */
  gameTypes: v.array(gameTypeSchema),
});
export type BetList = v.InferOutput<typeof betListSchema>;
export const betListResponseSchema = envelopeSchema(betListSchema);

// --- personal profit and loss ---

// The longest range profit and loss sums over is core's: the site says it without the schemas.
export { PROFIT_MAX_DAYS };

export const profitQuerySchema = v.object({ ...dateRange });
export type ProfitQuery = RecordRangeQuery;

export const profitRowSchema = v.object({
  ...betTotalsSchema.entries,
  /** A UTC day (yyyy-MM-dd) in `byDay`, a game type in `byGameType`. */
  key: v.string(),
});
export type ProfitRow = v.InferOutput<typeof profitRowSchema>;

export const profitSchema = v.object({
  /** The range summed (the default when the query had none). */
  from: v.string(),
  to: v.string(),
  /** Newest day first; days without bets have no row. */
  byDay: v.array(profitRowSchema),
  byGameType: v.array(profitRowSchema),
  totals: betTotalsSchema,
});
export type Profit = v.InferOutput<typeof profitSchema>;
export const profitResponseSchema = envelopeSchema(profitSchema);

// --- bonus details ---

export const bonusListQuerySchema = v.object({
  ...dateRange,
  source: v.optional(v.picklist(BONUS_SOURCES)),
  ...recordPaging,
});
export interface BonusListQuery extends RecordRangeQuery {
  source?: BonusSource;
  page?: number;
  pageSize?: number;
}

export const bonusRecordSchema = v.object({
  id: positiveIntSchema,
  source: v.picklist(BONUS_SOURCES),
  /** The reward's or mission's title, the rebate period: merchant data, shown as it is. */
  title: v.string(),
  amount: nonNegativeMinorUnitsSchema,
  createdAt: v.string(),
});
export type BonusRecord = v.InferOutput<typeof bonusRecordSchema>;

export const bonusListSchema = v.object({
  ...pageSchema(bonusRecordSchema).entries,
  /** The sum of every bonus the filter matches. */
  amount: nonNegativeMinorUnitsSchema,
});
export type BonusList = v.InferOutput<typeof bonusListSchema>;
export const bonusListResponseSchema = envelopeSchema(bonusListSchema);

// --- player rank ---

export const playerLevelSchema = v.object({
  level: positiveIntSchema,
  /** The merchant's name for the level. */
  name: v.string(),
  /** The lifetime valid bet that reaches it. */
  minValidBet: nonNegativeMinorUnitsSchema,
  /** Extra rebate, in hundredths of a percentage point (25 = +0.25%). */
  rebateBonusPoints: nonNegativeIntSchema,
  dailyWithdrawals: positiveIntSchema,
});
export type PlayerLevel = v.InferOutput<typeof playerLevelSchema>;

export const playerRankSchema = v.object({
  /** The member's lifetime valid bet. */
  validBet: nonNegativeMinorUnitsSchema,
  level: playerLevelSchema,
  /** null at the top level. */
  next: v.nullable(playerLevelSchema),
  /** Valid bet still needed for the next level; 0 at the top. */
  remaining: nonNegativeMinorUnitsSchema,
  /** Progress from this level's threshold to the next's, 0 to 1 (1 at the top). */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  levels: v.array(playerLevelSchema),
});
export type PlayerRank = v.InferOutput<typeof playerRankSchema>;
export const playerRankResponseSchema = envelopeSchema(playerRankSchema);
