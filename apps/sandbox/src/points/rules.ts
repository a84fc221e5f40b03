import type { GameType, PointsEarningType } from '@lobby/api';

/*
 * The points mall's rules in one place (issue 27). A valid bet earns points by its game's category,
 * a credited deposit by its amount; both rates are points per 100.00 (10,000 minor units), rounded
 * down per bet or deposit: a bet of 0.50 on a slot earns nothing, one of 100.00 earns 100. Points
 * never expire. A conversion pays the merchant's ratio (points per 1.00) and takes at least
 * MIN_CONVERT points, in steps of CONVERT_STEP, so it always pays whole minor units.
 */

/** Points per 100.00 of valid bet (by category) or of credited deposit. */
export const EARN_RATES: Readonly<Record<PointsEarningType, number>> = {
  slots: 100,
  live: 50,
  lottery: 50,
  pvp: 50,
  sports: 80,
  deposit: 100,
};

/** Each game type earns as one category of the points ledger. */
export const EARN_CATEGORY_OF: Readonly<Record<GameType, Exclude<PointsEarningType, 'deposit'>>> = {
  RNG: 'slots',
  FISH: 'slots',
  MINI: 'slots',
  JACKPOT: 'slots',
  LIVE: 'live',
  COCKFIGHT: 'live',
  LOTTERY: 'lottery',
  PVP: 'pvp',
  CARD: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'sports',
};

/** The minor units the earn rates count in (100.00). */
export const EARN_BASE = 10_000;

/** Points a conversion pays 1.00 for, where the merchant has set none. */
export const DEFAULT_RATIO = 100;
/** The fewest points one conversion takes. */
export const MIN_CONVERT = 1_000;
/** A conversion takes a multiple of this many points (a multiple of every seeded ratio). */
export const CONVERT_STEP = 100;

/** Points earned by `minor` units of valid bet or deposit at `rate` points per 100.00. */
export function pointsEarned(minor: number, rate: number): number {
  return Math.floor((minor * rate) / EARN_BASE);
}
