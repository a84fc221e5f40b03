import type { ProtectionState } from '@lobby/core';
import type { Database } from '../db';
import { runningBreaksOf } from '../store/protectionBreaks';

/*
 * What an agent may know of a downline member's protection (issue 30): a state, never an amount.
 * The strongest applies: 'excluded' > 'timeOut' > 'limits' > 'none'.
 */

/**
 * The state of each member at `now` (every id gets one): a running self-exclusion or time-out, or
 * 'limits' when any money or session limit is set or a change of one is pending.
 */
export function protectionStateOf(
  db: Database,
  memberIds: readonly number[],
  now: number,
): Map<number, ProtectionState> {
  const states = new Map<number, ProtectionState>();
  if (memberIds.length === 0) return states;
  const ids = JSON.stringify(memberIds);
  const withLimits = new Set(
    db
      .all<{ memberId: number }>(
        `SELECT DISTINCT member_id AS memberId FROM protection_limits
         WHERE member_id IN (SELECT value FROM json_each(?))
           AND (amount IS NOT NULL OR pending_at IS NOT NULL)`,
        [ids],
      )
      .map((row) => row.memberId),
  );
  const breaks = runningBreaksOf(db, memberIds, now);
  for (const id of memberIds) {
    const running = breaks.get(id);
    if (running !== undefined) {
      states.set(id, running.kind === 'selfExclusion' ? 'excluded' : 'timeOut');
    } else {
      states.set(id, withLimits.has(id) ? 'limits' : 'none');
    }
  }
  return states;
}
