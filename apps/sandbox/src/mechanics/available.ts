import type { Database } from '../db';
import { calendarStateOf } from './calendar';
import { ticketsOf } from './egg';
import { envelopeStateOf } from './envelope';
import { spinsOf } from './wheel';

/**
 * How many mechanics the member can take part in right now: today's envelope unopened, a spin, a
 * ticket, today's sign-in not done. For the avatar's unclaimed count (issue 27: it includes the
 * promotions available to the player), which the promotions' count adds it to.
 */
export function mechanicsAvailableOf(db: Database, memberId: number, now: number): number {
  const spins = spinsOf(db, memberId);
  const tickets = ticketsOf(db, memberId);
  return [
    envelopeStateOf(db, memberId, now).openedAmount === null,
    spins.earned > spins.used,
    tickets.earned > tickets.used,
    !calendarStateOf(db, memberId, now).signedToday,
  ].filter(Boolean).length;
}
