import type { Database } from '../db';
import { calendarStateOf } from './calendar';
import { ticketsOf } from './egg';
import { envelopeStateOf } from './envelope';
import { spinsOf } from './wheel';

type Available = (db: Database, memberId: number, now: number) => boolean;

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
): boolean {
  return AVAILABLE[kind]?.(db, memberId, now) ?? false;
}
