import { MECHANIC_CODES } from '@lobby/api';

export type MechanicRefusalReason = keyof typeof MECHANIC_CODES;

/**
 * A mechanic's rule said no, with a message fit to show; routes/mechanics.ts gives it its HTTP
 * status and code. `nextAt` (epoch ms): when a once-a-day action may be taken again.
 */
export class MechanicRefusal extends Error {
  readonly reason: MechanicRefusalReason;
  readonly nextAt: number | undefined;

  constructor(reason: MechanicRefusalReason, message: string, nextAt?: number) {
    super(message);
    this.name = 'MechanicRefusal';
    this.reason = reason;
    this.nextAt = nextAt;
  }

  get code(): string {
    return MECHANIC_CODES[this.reason];
  }
}
