/*
 * What the points mall's units show, in their own words (the site maps the api's answers onto
 * them): points are whole numbers, money is integer minor units.
 */

export interface MallItemData {
  id: number;
  name: string;
  /** The item's picture URL (4:3). */
  picture: string;
  /** Points per one. */
  cost: number;
  /** How many are left. */
  stock: number;
}

export type RedeemStatus = 'In Process' | 'Approved' | 'Rejected';

export interface RedeemRecord {
  id: number;
  itemName: string;
  quantity: number;
  /** Points it took. */
  points: number;
  status: RedeemStatus;
  /** ISO date-time. */
  createdAt: string;
}

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

export interface PointsRecord {
  id: number;
  earnType: PointsEarnType;
  /** Signed: earned positive, spent negative. */
  points: number;
  balanceAfter: number;
  /** ISO date-time. */
  createdAt: string;
}

/** A conversion's two sides: points taken, money credited (minor units). */
export interface PointsConversion {
  points: number;
  credited: number;
}
