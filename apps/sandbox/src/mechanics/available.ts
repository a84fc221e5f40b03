import { missionsOf } from '../claims/missions';
import type { Database } from '../db';
import { calendarStateOf } from './calendar';
import { ticketsOf } from './egg';
import { envelopeStateOf } from './envelope';
import { spinsOf } from './wheel';

/** Whose promotions are counted, and when. */
export interface MechanicViewer {
  memberId: number;
  merchant: string;
  now: number;
}

type Available = (db: Database, viewer: MechanicViewer) => boolean;

/** Per mechanic kind: whether the member can take part right now. */
const AVAILABLE: Readonly<Record<string, Available>> = {
  redEnvelope: (db, { memberId, now }) => envelopeStateOf(db, memberId, now).openedAmount === null,
  wheel: (db, { memberId }) => {
    const spins = spinsOf(db, memberId);
    return spins.earned > spins.used;
  },
  egg: (db, { memberId }) => {
    const tickets = ticketsOf(db, memberId);
    return tickets.earned > tickets.used;
  },
  signIn: (db, { memberId, now }) => !calendarStateOf(db, memberId, now).signedToday,
  // The daily tasks are the member centre's missions: one done and not yet claimed.
  dailyTasks: (db, viewer) => missionsOf(db, viewer).some((m) => m.status === 'complete'),
};

/**
 * Whether a promotion of this kind's mechanic has something for the member now: today's envelope
 * unopened, a spin or a ticket owned, today's sign-in not done, a daily task done and not claimed.
 * The avatar's unclaimed count (issue
 * 27: it includes the promotions available to the player) counts such promotions; a kind with no
 * mechanic here is never available.
 */
export function mechanicAvailable(db: Database, viewer: MechanicViewer, kind: string): boolean {
  return AVAILABLE[kind]?.(db, viewer) ?? false;
}
