import type { Database } from '../db';
import { insertBet } from '../store/bets';
import { insertMember } from '../store/members';
import type { MemberType } from '../store/members';
import { setUpline } from '../store/money';

// Test helpers of the contracts: members placed in a tree and bets with known stakes at known times.

let made = 0;

/** A member of aurora under `uplineId` (an agent when `type` is 1, 2, 41 or 42). */
export function placeMember(
  db: Database,
  {
    uplineId = null,
    type = 0,
    balance = 0,
    merchant = 'aurora',
    now = 0,
  }: {
    uplineId?: number | null;
    type?: MemberType;
    balance?: number;
    merchant?: string;
    now?: number;
  } = {},
): { id: number; account: string } {
  const account = `${type === 0 ? 'teamplayer' : 'teamagent'}${++made}`;
  const id = insertMember(db, {
    merchant,
    account,
    passwordHash: null,
    type,
    balance,
    createdAt: now,
  });
  if (uplineId !== null) setUpline(db, id, uplineId);
  return { id, account };
}

/** A bet row with a known stake and win at a known time; settlement reads only these. */
export function betAt(db: Database, memberId: number, at: number, stake: number, win = 0): void {
  const game = db.get<{ id: number }>('SELECT game_id AS id FROM games ORDER BY game_id LIMIT 1');
  if (!game) throw new Error('The database has no games to bet on');
  insertBet(db, { memberId, gameId: game.id, stake, win, outcome: '{}', now: at });
}
