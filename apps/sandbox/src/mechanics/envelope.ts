import type { Database } from '../db';
import type { Random } from '../random';
import { ENVELOPE_MAX, ENVELOPE_MIN, MECHANIC_TITLES } from './constants';
import { memberDayOf } from './day';
import { payOnce } from './pay';
import { MechanicRefusal } from './refusal';

export interface EnvelopeStateRow {
  day: string;
  openedAmount: number | null;
  min: number;
  max: number;
  nextAt: number;
}

export function envelopeStateOf(db: Database, memberId: number, now: number): EnvelopeStateRow {
  const day = memberDayOf(db, memberId, now);
  const opened = db.get<{ amount: number }>(
    'SELECT amount FROM mechanic_envelopes WHERE member_id = ? AND day = ?',
    [memberId, day.today.key],
  );
  return {
    day: day.today.key,
    openedAmount: opened?.amount ?? null,
    min: ENVELOPE_MIN,
    max: ENVELOPE_MAX,
    nextAt: day.nextAt,
  };
}

/** A uniform whole number of minor units in [ENVELOPE_MIN, ENVELOPE_MAX]. */
export function drawEnvelope(random: Random): number {
  return random.int(ENVELOPE_MIN, ENVELOPE_MAX);
}

/**
 * Opens today's red envelope: once per member per day (the row's UNIQUE (member_id, day)), paid in
 * the same transaction as the row. A second try is refused ENVELOPE_TAKEN with the next day's start.
 */
export function openEnvelope(
  db: Database,
  open: { memberId: number; now: number; random: Random },
): { amount: number; balance: number; nextAt: number } {
  const day = memberDayOf(db, open.memberId, open.now);
  const amount = drawEnvelope(open.random);
  const balance = payOnce(db, {
    memberId: open.memberId,
    title: MECHANIC_TITLES.envelope,
    amount,
    now: open.now,
    insertRow: () =>
      db.run(
        'INSERT INTO mechanic_envelopes (member_id, day, amount, created_at) VALUES (?, ?, ?, ?)',
        [open.memberId, day.today.key, amount, open.now],
      ).lastInsertRowid,
    refusal: () =>
      new MechanicRefusal(
        'envelopeTaken',
        "Today's red envelope has been opened already",
        day.nextAt,
      ),
  });
  return { amount, balance, nextAt: day.nextAt };
}
