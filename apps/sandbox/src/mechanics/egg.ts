import type { Database } from '../db';
import type { Random } from '../random';
import { VALID_BET_SQL } from '../store/bets';
import { BET_PER_TICKET, EGG_PRIZES, MECHANIC_TITLES } from './constants';
import { grantedOf, payOnce } from './pay';
import { MechanicRefusal } from './refusal';

export interface TicketCount {
  /** Tickets earned: one per BET_PER_TICKET of valid bet, plus dev grants. */
  earned: number;
  used: number;
  towardsNext: number;
}

export function ticketsOf(db: Database, memberId: number): TicketCount {
  const validBet =
    db.get<{ total: number }>(
      `SELECT COALESCE(SUM(${VALID_BET_SQL}), 0) AS total FROM bets WHERE member_id = ?`,
      [memberId],
    )?.total ?? 0;
  const used =
    db.get<{ used: number }>(
      'SELECT COALESCE(MAX(ordinal), 0) AS used FROM mechanic_smashes WHERE member_id = ?',
      [memberId],
    )?.used ?? 0;
  return {
    earned: Math.floor(validBet / BET_PER_TICKET) + grantedOf(db, memberId, 'ticket'),
    used,
    towardsNext: validBet % BET_PER_TICKET,
  };
}

/** The prize of a smashed egg, by the prizes' weights (the egg picked does not change it). */
export function drawEggPrize(random: Random): number {
  return random.weighted(EGG_PRIZES.map((prize) => [prize.amount, prize.weight] as const));
}

/** Smashes egg `egg`: consumes one ticket and pays the prize in one transaction. */
export function smashEgg(
  db: Database,
  smash: { memberId: number; egg: number; now: number; random: Random },
): { egg: number; amount: number; balance: number; tickets: number } {
  const noTickets = () =>
    new MechanicRefusal('noTickets', 'No tickets left: valid bets earn tickets');
  return db.transaction(() => {
    const { earned, used } = ticketsOf(db, smash.memberId);
    if (used >= earned) throw noTickets();
    const amount = drawEggPrize(smash.random);
    const balance = payOnce(db, {
      memberId: smash.memberId,
      title: MECHANIC_TITLES.egg,
      amount,
      now: smash.now,
      insertRow: () =>
        db.run(
          `INSERT INTO mechanic_smashes (member_id, ordinal, egg, amount, created_at)
           VALUES (?, ?, ?, ?, ?)`,
          [smash.memberId, used + 1, smash.egg, amount, smash.now],
        ).lastInsertRowid,
      refusal: noTickets,
    });
    return { egg: smash.egg, amount, balance, tickets: earned - used - 1 };
  });
}
