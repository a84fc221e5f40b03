import { MONEY_CODES } from '@lobby/api';

export type RefusalReason = keyof typeof MONEY_CODES;

/**
 * A money rule said no. The domain throws it with a message fit to show; routes/ gives it its
 * HTTP status and the contract's code (`MONEY_CODES[reason]`).
 */
export class MoneyRefusal extends Error {
  readonly reason: RefusalReason;
  /** Seconds until the refusal lapses (a locked payment password). */
  readonly retryAfterSeconds: number | undefined;

  constructor(reason: RefusalReason, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'MoneyRefusal';
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string {
    return MONEY_CODES[this.reason];
  }
}
