import type { Database } from '../db';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface ApplicationRow {
  id: number;
  memberId: number;
  status: ApplicationStatus;
  submittedAt: number;
  decidedAt: number | null;
}

const COLUMNS = `id, member_id AS memberId, status, submitted_at AS submittedAt,
  decided_at AS decidedAt`;

/** Inserts a pending application; the partial unique index refuses a second pending one. */
export function insertApplication(
  db: Database,
  application: { memberId: number; name: string; contact: string; message: string; now: number },
): number {
  return db.run(
    `INSERT INTO agent_applications (member_id, name, contact, message, status, submitted_at)
     VALUES (?, ?, ?, ?, 'pending', ?)`,
    [
      application.memberId,
      application.name,
      application.contact,
      application.message,
      application.now,
    ],
  ).lastInsertRowid;
}

/** The member's newest application, or undefined when they have sent none. */
export function latestApplication(db: Database, memberId: number): ApplicationRow | undefined {
  return db.get<ApplicationRow>(
    `SELECT ${COLUMNS} FROM agent_applications WHERE member_id = ? ORDER BY id DESC LIMIT 1`,
    [memberId],
  );
}

/** Decides the member's pending application; false when there is none pending. */
export function decideApplication(
  db: Database,
  memberId: number,
  status: Exclude<ApplicationStatus, 'pending'>,
  now: number,
): boolean {
  return (
    db.run(
      `UPDATE agent_applications SET status = ?, decided_at = ?
       WHERE member_id = ? AND status = 'pending'`,
      [status, now, memberId],
    ).changes > 0
  );
}
