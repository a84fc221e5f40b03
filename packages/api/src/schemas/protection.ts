import * as v from 'valibot';
import {
  BREAK_KINDS,
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  PROTECTION_STATES,
  TIME_OUT_PERIODS,
} from '@lobby/core';
import { minorUnitsSchema, nonNegativeMinorUnitsSchema, positiveIntSchema } from './common';

/*
 * Player protection (issue 30; security checklist RG-04..RG-07): the member's limits, the session's
 * figures for the reality check, and breaks (time-out, self-exclusion). Amounts are integer minor
 * units, times ISO 8601 strings in UTC, periods UTC calendar periods (core's periodEnd).
 */

/** Why a call was refused, as the failure envelope's `code`; `value` carries the details. */
export const PROTECTION_CODES = {
  /** A deposit or a bet over a money limit; value: { kind, period, amount, resetsAt }. */
  limitReached: 'LIMIT_REACHED',
  /** A bet, launch or deposit after the session-time limit; value: { minutes }. */
  sessionLimitReached: 'SESSION_LIMIT_REACHED',
  /** Login or a money call while a time-out or self-exclusion runs; value: { kind, until }. */
  accountBreak: 'ACCOUNT_BREAK',
  /** An amount that is not a positive whole number of minor units, or minutes not offered. */
  invalidLimit: 'INVALID_LIMIT',
  /** The brand's market profile does not offer this tool. */
  toolNotOffered: 'TOOL_NOT_OFFERED',
} as const;
export type ProtectionCode = (typeof PROTECTION_CODES)[keyof typeof PROTECTION_CODES];

const isoTimeSchema = v.string();

const pendingSchema = v.object({
  /** Null: the limit is being removed. */
  amount: v.nullable(positiveIntSchema),
  effectiveAt: isoTimeSchema,
});

export const moneyLimitSchema = v.object({
  kind: v.picklist(MONEY_LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  /** Null: no limit. */
  amount: v.nullable(positiveIntSchema),
  /** This period's deposits (pending and credited), net loss (never below 0) or stakes. */
  used: nonNegativeMinorUnitsSchema,
  resetsAt: isoTimeSchema,
  /** An increase or removal waiting for the cooling-off; null when none. */
  pending: v.nullable(pendingSchema),
});
export type MoneyLimit = v.InferOutput<typeof moneyLimitSchema>;

export const protectionStatusSchema = v.object({
  /** Every kind x every period, in MONEY_LIMIT_KINDS x LIMIT_PERIODS order. */
  limits: v.array(moneyLimitSchema),
  sessionLimit: v.object({
    minutes: v.nullable(positiveIntSchema),
    pending: v.nullable(
      v.object({ minutes: v.nullable(positiveIntSchema), effectiveAt: isoTimeSchema }),
    ),
  }),
  realityCheckMinutes: v.nullable(positiveIntSchema),
  coolingOffHours: positiveIntSchema,
});
export type ProtectionStatus = v.InferOutput<typeof protectionStatusSchema>;

export const sessionFiguresSchema = v.object({
  startedAt: isoTimeSchema,
  /** The server's clock, so the site measures the session on the server's time. */
  now: isoTimeSchema,
  wagered: nonNegativeMinorUnitsSchema,
  /** Wins minus stakes since the session started: negative is a loss. */
  net: minorUnitsSchema,
  realityCheckMinutes: v.nullable(positiveIntSchema),
  sessionLimitMinutes: v.nullable(positiveIntSchema),
});
export type SessionFigures = v.InferOutput<typeof sessionFiguresSchema>;

export const limitRequestSchema = v.object({
  kind: v.picklist(MONEY_LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  /** Null removes the limit (after the cooling-off). */
  amount: v.nullable(positiveIntSchema),
});
export type LimitRequest = v.InferOutput<typeof limitRequestSchema>;

/** The session-time limit or the reality-check interval; null turns it off. */
export const minutesRequestSchema = v.object({ minutes: v.nullable(positiveIntSchema) });
export type MinutesRequest = v.InferOutput<typeof minutesRequestSchema>;

export const breakRequestSchema = v.variant('kind', [
  v.object({ kind: v.literal(BREAK_KINDS[0]), period: v.picklist(TIME_OUT_PERIODS) }),
  v.object({ kind: v.literal(BREAK_KINDS[1]), period: v.picklist(EXCLUSION_PERIODS) }),
]);
export type BreakRequest = v.InferOutput<typeof breakRequestSchema>;

export const breakSchema = v.object({
  /** Null: permanent. */
  until: v.nullable(isoTimeSchema),
});
export type BreakAnswer = v.InferOutput<typeof breakSchema>;

/** What an agent sees of a downline member's protection. */
export const protectionStateSchema = v.picklist(PROTECTION_STATES);
