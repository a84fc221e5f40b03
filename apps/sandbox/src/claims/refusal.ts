import { CLAIM_CODES, MONEY_CODES } from '@lobby/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ClaimRefusalReason = keyof typeof CLAIM_CODES | 'notFound';

const STATUS_OF: Readonly<Record<ClaimRefusalReason, ContentfulStatusCode>> = {
  alreadyClaimed: 409,
  rewardExpired: 400,
  missionIncomplete: 400,
  nothingToClaim: 400,
  notFound: 404,
};

/**
 * A claim rule said no; routes/ answers it with its status and the contract's code. notFound is
 * the money contract's NOT_FOUND: a reward or mission that is not the member's is, to them, none.
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

  get status(): ContentfulStatusCode {
    return STATUS_OF[this.reason];
  }
}
