import { CLAIM_CODES, MONEY_CODES } from '@lobby/api';

export type ClaimRefusalReason = keyof typeof CLAIM_CODES | 'notFound';

/**
 * A claim rule said no, with a message fit to show; routes/ gives it its HTTP status and the
 * contract's code. notFound is the money contract's NOT_FOUND: a reward or mission that is not the
 * member's is, to them, none.
 */
export class ClaimRefusal extends Error {
  readonly reason: ClaimRefusalReason;

  constructor(reason: ClaimRefusalReason, message: string) {
    super(message);
    this.name = 'ClaimRefusal';
    this.reason = reason;
  }

  get code(): string {
    return this.reason === 'notFound' ? MONEY_CODES.notFound : CLAIM_CODES[this.reason];
  }
}
