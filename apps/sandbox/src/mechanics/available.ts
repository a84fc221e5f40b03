import type { Database } from '../db';
import { calendarStateOf } from './calendar';
import { ticketsOf } from './egg';
import { freeSpinsAvailable } from './freeSpins';
import { envelopeStateOf } from './envelope';
import { spinsOf } from './wheel';

type Available = (
  db: Database,
  memberId: number,
  now: number,
  promotionId: number | undefined,
) => boolean;

/** Per mechanic kind: whether the member can take part right now. */
const AVAILABLE: Readonly<Record<string, Available>> = {
  redEnvelope: (db, memberId, now) => envelopeStateOf(db, memberId, now).openedAmount === null,
  wheel: (db, memberId) => {
    const spins = spinsOf(db, memberId);
    return spins.earned > spins.used;
  },
  egg: (db, memberId) => {
    const tickets = ticketsOf(db, memberId);
    return tickets.earned > tickets.used;
  },
  signIn: (db, memberId, now) => !calendarStateOf(db, memberId, now).signedToday,
  // free spins are per promotion: its spins not claimed yet, or some left to play
  freeSpins: (db, memberId, _now, promotionId) =>
    promotionId !== undefined && freeSpinsAvailable(db, memberId, promotionId),
};

/**
 * Whether a promotion of this kind's mechanic has something for the member now: today's envelope
 * unopened, a spin or a ticket owned, today's sign-in not done. The avatar's unclaimed count (issue
 * 27: it includes the promotions available to the player) counts such promotions; a kind with no
 * mechanic here is never available.
 */
export function mechanicAvailable(
  db: Database,
  memberId: number,
  now: number,
  kind: string,
  /** The promotion asked about: a mechanic held per promotion (free spins) needs it. */
  promotionId?: number,
): boolean {
  return AVAILABLE[kind]?.(db, memberId, now, promotionId) ?? false;
}
