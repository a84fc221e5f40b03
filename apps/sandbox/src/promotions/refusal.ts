import { CLAIM_CODES, MONEY_CODES, PROMOTION_CODES } from '@lobby/api';

export type PromotionRefusalReason =
  keyof typeof PROMOTION_CODES | 'alreadyClaimed' | 'notFound' | 'alreadyDecided';

const CODE_OF: Readonly<Record<PromotionRefusalReason, string>> = {
  ...PROMOTION_CODES,
  // A claim made already is the member centre's ALREADY_CLAIMED: the site has its words.
  alreadyClaimed: CLAIM_CODES.alreadyClaimed,
  // Another brand's promotion is, to this one, none: the money contract's NOT_FOUND.
  notFound: MONEY_CODES.notFound,
  alreadyDecided: MONEY_CODES.illegalTransition,
};

/** A promotion rule said no, with a message fit to show; routes/ gives it its HTTP status. */
export class PromotionRefusal extends Error {
  readonly reason: PromotionRefusalReason;

  constructor(reason: PromotionRefusalReason, message: string) {
    super(message);
    this.name = 'PromotionRefusal';
    this.reason = reason;
  }

  get code(): string {
    return CODE_OF[this.reason];
  }
}
