import type { Database } from '../db';

export interface AgentAnnouncementRow {
  id: number;
  title: string;
  body: string;
  createdAt: number;
}

export function insertAgentAnnouncement(
  db: Database,
  merchant: string,
  announcement: { title: string; body: string; createdAt: number },
): number {
  return db.run(
    'INSERT INTO agent_announcements (merchant, title, body, created_at) VALUES (?, ?, ?, ?)',
    [merchant, announcement.title, announcement.body, announcement.createdAt],
  ).lastInsertRowid;
}

/** The brand's notices to its agents, newest first. */
export function listAgentAnnouncements(db: Database, merchant: string): AgentAnnouncementRow[] {
  return db.all<AgentAnnouncementRow>(
    `SELECT id, title, body, created_at AS createdAt FROM agent_announcements
     WHERE merchant = ? ORDER BY created_at DESC, id DESC`,
    [merchant],
  );
}
