import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import {
  minorUnitsSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  intParam,
  pageSchema,
  positiveIntSchema,
} from './common';

/*
 * The points mall (doc 2 §3.6, §7; issue 27): a member earns points from valid bets (by the game's
 * category) and credited deposits, spends them on the merchant's items (a redeem the operator
 * approves or rejects) or converts them to wallet money at the merchant's ratio. Points are whole
 * numbers and never expire; the balance is the sum of the member's points ledger.
 */

/** Why a points call was refused, as the failure envelope's `code` (password codes: MONEY_CODES). */
export const POINTS_CODES = {
  /** 400: the member holds fewer points than the redeem or conversion takes. */
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
  /** 409: the item has fewer left than the quantity asked for. */
  outOfStock: 'OUT_OF_STOCK',
} as const;
export type PointsCode = (typeof POINTS_CODES)[keyof typeof POINTS_CODES];

/** What a row of the points ledger is: where points came from, or where they went. */
export const POINTS_EARN_TYPES = [
  'live',
  'lottery',
  'pvp',
  'slots',
  'sports',
  'redeem',
  'deposit',
  'convert',
] as const;
export type PointsEarnType = (typeof POINTS_EARN_TYPES)[number];

/** The earn types a valid bet or a deposit earns by (the rest are spending and its refunds). */
export const POINTS_EARNING_TYPES = [
  'live',
  'lottery',
  'pvp',
  'slots',
  'sports',
  'deposit',
] as const;
export type PointsEarningType = (typeof POINTS_EARNING_TYPES)[number];

/** Paging of the points lists; both optional (the first page of the money lists' size). */
const pointsPaging = {
  page: v.optional(intParam(1, 100_000)),
  pageSize: v.optional(intParam(1, 100)),
};

const paymentPasswordEntry = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

// --- balance and config ---

/** `GET POINTS_balance`: the member's points (the sum of their ledger). */
export const pointsBalanceSchema = v.object({ points: nonNegativeIntSchema });
export type PointsBalance = v.InferOutput<typeof pointsBalanceSchema>;
export const pointsBalanceResponseSchema = envelopeSchema(pointsBalanceSchema);

/** `GET POINTS_config`: the merchant's ratio and the rules of earning and converting. */
export const pointsConfigSchema = v.object({
  /** Points per 1.00 of wallet money a conversion pays. */
  ratio: positiveIntSchema,
  /** The fewest points one conversion takes. */
  minConvert: positiveIntSchema,
  /** A conversion takes a multiple of this many points. */
  convertStep: positiveIntSchema,
  /** Points earned per 100.00 of valid bet (by category) or of credited deposit. */
  earnRates: v.object({
    live: nonNegativeIntSchema,
    lottery: nonNegativeIntSchema,
    pvp: nonNegativeIntSchema,
    slots: nonNegativeIntSchema,
    sports: nonNegativeIntSchema,
    deposit: nonNegativeIntSchema,
  }),
});
export type PointsConfig = v.InferOutput<typeof pointsConfigSchema>;
export const pointsConfigResponseSchema = envelopeSchema(pointsConfigSchema);

// --- items ---

export const mallItemSchema = v.object({
  id: positiveIntSchema,
  name: v.string(),
  /** The item's picture (an SVG the server draws), absolute path or URL. */
  picture: v.string(),
  /** Points per one. */
  cost: positiveIntSchema,
  /** How many are left. */
  stock: nonNegativeIntSchema,
});
export type MallItem = v.InferOutput<typeof mallItemSchema>;
/** `GET POINTS_items`: the merchant's items (visitors may read them too). */
export const mallItemListSchema = v.array(mallItemSchema);
export type MallItemList = v.InferOutput<typeof mallItemListSchema>;
export const mallItemListResponseSchema = envelopeSchema(mallItemListSchema);

// --- redeem ---

export const REDEEM_STATUSES = ['In Process', 'Rejected', 'Approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const redeemListQuerySchema = v.object({ ...pointsPaging });
export type RedeemListQuery = v.InferOutput<typeof redeemListQuerySchema>;

export const redeemEntrySchema = v.object({
  id: positiveIntSchema,
  itemId: positiveIntSchema,
  itemName: v.string(),
  quantity: positiveIntSchema,
  /** The points it took (cost × quantity); given back when rejected. */
  points: positiveIntSchema,
  status: v.picklist(REDEEM_STATUSES),
  createdAt: v.string(),
  /** When the operator approved or rejected it; null while In Process. */
  decidedAt: v.nullable(v.string()),
});
export type RedeemEntry = v.InferOutput<typeof redeemEntrySchema>;
/** `GET POINTS_redeemList`: newest first. */
export const redeemListSchema = pageSchema(redeemEntrySchema);
export type RedeemList = v.InferOutput<typeof redeemListSchema>;
export const redeemListResponseSchema = envelopeSchema(redeemListSchema);

/** `POST POINTS_redeem` (encrypted: it carries the payment password). */
export const pointsRedeemRequestSchema = v.object({
  itemId: positiveIntSchema,
  quantity: v.pipe(positiveIntSchema, v.maxValue(99)),
  paymentPassword: paymentPasswordEntry,
});
export type PointsRedeemRequest = v.InferOutput<typeof pointsRedeemRequestSchema>;
export const pointsRedeemResponseSchema = envelopeSchema(redeemEntrySchema);

// --- convert ---

/** `POST POINTS_convert` (encrypted: it carries the payment password). */
export const pointsConvertRequestSchema = v.object({
  points: positiveIntSchema,
  paymentPassword: paymentPasswordEntry,
});
export type PointsConvertRequest = v.InferOutput<typeof pointsConvertRequestSchema>;
/** Points left, money credited (minor units) and the main wallet after it. */
export const pointsConvertedSchema = v.object({
  points: nonNegativeIntSchema,
  credited: positiveIntSchema,
  balance: nonNegativeMinorUnitsSchema,
});
export type PointsConverted = v.InferOutput<typeof pointsConvertedSchema>;
export const pointsConvertResponseSchema = envelopeSchema(pointsConvertedSchema);

// --- points details (the ledger) ---

export const pointsDetailQuerySchema = v.object({
  earnType: v.optional(v.picklist(POINTS_EARN_TYPES)),
  ...pointsPaging,
});
export type PointsDetailQuery = v.InferOutput<typeof pointsDetailQuerySchema>;

export const pointsTransactionSchema = v.object({
  id: positiveIntSchema,
  earnType: v.picklist(POINTS_EARN_TYPES),
  /** Signed: earned is positive, spent negative. */
  points: v.pipe(
    minorUnitsSchema,
    v.check((n) => n !== 0, 'must not be zero'),
  ),
  /** The points after this row. */
  balanceAfter: nonNegativeIntSchema,
  /** The bet, deposit, redeem or conversion it belongs to. */
  reference: v.nullable(positiveIntSchema),
  createdAt: v.string(),
});
export type PointsTransaction = v.InferOutput<typeof pointsTransactionSchema>;
/** `GET POINTS_detail`: newest first. */
export const pointsDetailSchema = pageSchema(pointsTransactionSchema);
export type PointsDetail = v.InferOutput<typeof pointsDetailSchema>;
export const pointsDetailResponseSchema = envelopeSchema(pointsDetailSchema);
