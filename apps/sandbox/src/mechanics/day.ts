import { DAY_MS, dayOf } from '../claims/period';
import type { Period } from '../claims/period';
import type { Database } from '../db';

export interface MemberDay {
  today: Period;
  /** yyyy-MM-dd of the day before today. */
  yesterday: string;
  /** Epoch ms (real time) when the member's next day starts. */
  nextAt: number;
}

/**
 * The merchant's day for one member: a UTC day, moved by the member's dev day offset (a journey
 * "comes back tomorrow" for one member without moving every other test's clock). Without a dev
 * control the offset is 0.
 */
export function memberDayOf(db: Database, memberId: number, now: number): MemberDay {
  const days =
    db.get<{ days: number }>('SELECT days FROM mechanic_day_offsets WHERE member_id = ?', [
      memberId,
    ])?.days ?? 0;
  const shifted = now + days * DAY_MS;
  const today = dayOf(shifted);
  return {
    today,
    yesterday: dayOf(shifted - DAY_MS).key,
    nextAt: today.to - days * DAY_MS,
  };
}

/** Dev control: moves the member's day by `days` from the real one (0: back to real). */
export function setDayOffset(db: Database, memberId: number, days: number): void {
  db.run(
    `INSERT INTO mechanic_day_offsets (member_id, days) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET days = excluded.days`,
    [memberId, days],
  );
}
