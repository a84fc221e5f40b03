import type { Database } from '../db';
import { MECHANIC_TITLES, SIGN_IN_REWARDS } from './constants';
import { memberDayOf } from './day';
import { payOnce } from './pay';
import { MechanicRefusal } from './refusal';

const CYCLE = SIGN_IN_REWARDS.length;

/** Day n of a streak (1-based) pays the cycle's (n - 1) % 7-th reward. */
export function rewardOfStreak(streak: number): number {
  return SIGN_IN_REWARDS[(streak - 1) % CYCLE] ?? 0;
}

function streakOn(db: Database, memberId: number, day: string): number | undefined {
  return db.get<{ streak: number }>(
    'SELECT streak FROM mechanic_sign_ins WHERE member_id = ? AND day = ?',
    [memberId, day],
  )?.streak;
}

export interface CalendarStateRow {
  day: string;
  rewards: readonly number[];
  streak: number;
  signedToday: boolean;
  todayIndex: number;
  nextAt: number;
}

export function calendarStateOf(db: Database, memberId: number, now: number): CalendarStateRow {
  const day = memberDayOf(db, memberId, now);
  const today = streakOn(db, memberId, day.today.key);
  // Yesterday signed: the streak runs on; missed: it is 0 until today's sign-in starts a new one.
  const streak = today ?? streakOn(db, memberId, day.yesterday) ?? 0;
  const signedToday = today !== undefined;
  return {
    day: day.today.key,
    rewards: SIGN_IN_REWARDS,
    streak,
    signedToday,
    todayIndex: signedToday ? (streak - 1) % CYCLE : streak % CYCLE,
    nextAt: day.nextAt,
  };
}

/**
 * Today's sign-in: once per member per day (UNIQUE (member_id, day)); the streak is yesterday's plus
 * one, or 1 after a missed day; the reward follows the streak's place in the 7-day cycle.
 */
export function signIn(
  db: Database,
  sign: { memberId: number; now: number },
): { amount: number; balance: number; streak: number; nextAt: number } {
  const day = memberDayOf(db, sign.memberId, sign.now);
  return db.transaction(() => {
    const streak = (streakOn(db, sign.memberId, day.yesterday) ?? 0) + 1;
    const amount = rewardOfStreak(streak);
    const balance = payOnce(db, {
      memberId: sign.memberId,
      title: MECHANIC_TITLES.signIn,
      amount,
      now: sign.now,
      insertRow: () =>
        db.run(
          `INSERT INTO mechanic_sign_ins (member_id, day, streak, amount, created_at)
           VALUES (?, ?, ?, ?, ?)`,
          [sign.memberId, day.today.key, streak, amount, sign.now],
        ).lastInsertRowid,
      refusal: () =>
        new MechanicRefusal('signedInToday', "Today's sign-in is done already", day.nextAt),
    });
    return { amount, balance, streak, nextAt: day.nextAt };
  });
}
