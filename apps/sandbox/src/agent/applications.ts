import { SERVER_CODES } from '@lobby/api';
import type { Database } from '../db';
import { ApiError } from '../http/envelope';
import { isAgentAccount } from '../http/guards';
import {
  decideApplication,
  insertApplication,
  latestApplication,
} from '../store/agentApplications';
import type { ApplicationRow } from '../store/agentApplications';
import { isUniqueViolation } from '../store/members';
import type { Member } from '../store/members';

/** The top agent type an approved application gives (doc 1 §9). */
export const APPROVED_AGENT_TYPE = 1;

export interface ApplicationView {
  status: ApplicationRow['status'];
  submittedAt: number;
  decidedAt: number | null;
}

const view = (row: ApplicationRow): ApplicationView => ({
  status: row.status,
  submittedAt: row.submittedAt,
  decidedAt: row.decidedAt,
});

/**
 * The /join form (doc 1 §2): a real member who is not an agent applies; one pending application at
 * a time (the database's partial unique index decides two sent at once).
 */
export function applyForAgent(
  db: Database,
  member: Member,
  request: { name: string; contact: string; message: string },
  now: number,
): ApplicationView {
  if (isAgentAccount(member.type)) {
    throw new ApiError(409, 'You are an agent already', SERVER_CODES.alreadyAgent);
  }
  const pending = (): ApiError =>
    new ApiError(
      409,
      'Your application is waiting for a decision',
      SERVER_CODES.applicationPending,
    );
  if (latestApplication(db, member.id)?.status === 'pending') throw pending();
  try {
    insertApplication(db, { memberId: member.id, ...request, now });
  } catch (error) {
    if (isUniqueViolation(error)) throw pending();
    throw error;
  }
  const row = latestApplication(db, member.id);
  if (!row) throw new Error('The application just sent is gone');
  return view(row);
}

/** The member's newest application, or null when they have sent none. */
export function applicationOf(db: Database, memberId: number): ApplicationView | null {
  const row = latestApplication(db, memberId);
  return row ? view(row) : null;
}

/** The operator's decision (a dev control): approved makes the member a top agent. */
export function decideAgentApplication(
  db: Database,
  memberId: number,
  status: 'approved' | 'rejected',
  now: number,
): boolean {
  return db.transaction(() => {
    if (!decideApplication(db, memberId, status, now)) return false;
    if (status === 'approved') {
      db.run('UPDATE members SET type = ? WHERE id = ?', [APPROVED_AGENT_TYPE, memberId]);
    }
    return true;
  });
}
