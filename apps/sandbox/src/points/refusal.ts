import { MONEY_CODES, POINTS_CODES } from '@lobby/api';

export type PointsRefusalReason =
  keyof typeof POINTS_CODES | 'notFound' | 'amountOutOfRange' | 'illegalTransition';

/**
 * A points rule said no, with a message fit to show; routes/points.ts gives it its HTTP status and
 * the contract's code. notFound, amountOutOfRange and illegalTransition are the money contract's:
 * the site already has messages for them.
 */
export class PointsRefusal extends Error {
  readonly reason: PointsRefusalReason;

  constructor(reason: PointsRefusalReason, message: string) {
    super(message);
    this.name = 'PointsRefusal';
    this.reason = reason;
  }

  get code(): string {
    switch (this.reason) {
      case 'notEnoughPoints':
      case 'outOfStock':
        return POINTS_CODES[this.reason];
      default:
        return MONEY_CODES[this.reason];
    }
  }
}
