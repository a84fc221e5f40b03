import { missionsOf } from '../claims/missions';
import type { Database } from '../db';
import { calendarStateOf } from './calendar';
import { ticketsOf } from './egg';
import { freeSpinsAvailable } from './freeSpins';
import { envelopeStateOf } from './envelope';
import { spinsOf } from './wheel';

/** Whose promotions are counted, and when. */
export interface MechanicViewer {
  memberId: number;
  merchant: string;
  now: number;
}

/** `promotionId`: the promotion asked about, for a mechanic held per promotion (free spins). */
type Available = (db: Database, viewer: MechanicViewer, promotionId: number) => boolean;

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
  // Free spins are per promotion: its spins not claimed yet, or some left to play.
  freeSpins: (db, { memberId }, promotionId) => freeSpinsAvailable(db, memberId, promotionId),
};

/**
 * Whether a promotion of this kind's mechanic has something for the member now: today's envelope
 * unopened, a spin or a ticket owned, today's sign-in not done, a daily task done and not claimed.
 * The avatar's unclaimed count (issue
 * 27: it includes the promotions available to the player) counts such promotions; a kind with no
 * mechanic here is never available.
 */
export function mechanicAvailable(
  db: Database,
  viewer: MechanicViewer,
  promotion: { id: number; kind: string },
): boolean {
  return AVAILABLE[promotion.kind]?.(db, viewer, promotion.id) ?? false;
}
