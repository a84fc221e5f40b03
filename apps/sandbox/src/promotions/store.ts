import type { PromotionKind } from '@lobby/api';
import type { Database } from '../db';

/** A promotion as stored; times epoch ms, reward minor units. */
export interface PromotionRow {
  id: number;
  merchant: string;
  category: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  content: string;
  colour: string;
  startsAt: number;
  endsAt: number;
  reward: number;
  sort: number;
}

/** The statuses a member's entry can be in; the others (Join, Claim, Close, Process) are derived. */
export type EntryStatus = 'Joined' | 'Applying' | 'Issued' | 'Rejected' | 'Claimed';

export interface EntryRow {
  id: number;
  promotionId: number;
  memberId: number;
  status: EntryStatus;
  comment: string | null;
  createdAt: number;
  decidedAt: number | null;
}

const PROMOTION_COLUMNS = `id, merchant, category, kind, title, summary, content, colour,
  starts_at AS startsAt, ends_at AS endsAt, reward, sort`;
const ENTRY_COLUMNS = `id, promotion_id AS promotionId, member_id AS memberId, status, comment,
  created_at AS createdAt, decided_at AS decidedAt`;

export function insertPromotion(db: Database, row: Omit<PromotionRow, 'id'>): number {
  return db.run(
    `INSERT INTO promotions (merchant, category, kind, title, summary, content, colour, starts_at,
       ends_at, reward, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.merchant,
      row.category,
      row.kind,
      row.title,
      row.summary,
      row.content,
      row.colour,
      row.startsAt,
      row.endsAt,
      row.reward,
      row.sort,
    ],
  ).lastInsertRowid;
}

/** The merchant's promotions in their order, of one category or all. */
export function listPromotions(db: Database, merchant: string, category?: string): PromotionRow[] {
  return category === undefined
    ? db.all<PromotionRow>(
        `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE merchant = ? ORDER BY sort, id`,
        [merchant],
      )
    : db.all<PromotionRow>(
        `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE merchant = ? AND category = ?
         ORDER BY sort, id`,
        [merchant, category],
      );
}

/** The promotion, only if it is the merchant's: another brand's is, to this one, none. */
export function findPromotion(
  db: Database,
  merchant: string,
  id: number,
): PromotionRow | undefined {
  return db.get<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = ? AND merchant = ?`,
    [id, merchant],
  );
}

/** Any promotion by id (the artwork and the dev controls need no merchant). */
export function getPromotionById(db: Database, id: number): PromotionRow | undefined {
  return db.get<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = ?`, [id]);
}

/** The member's entries, by promotion id. */
export function entriesOf(db: Database, memberId: number): Map<number, EntryRow> {
  const rows = db.all<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM promotion_entries WHERE member_id = ?`,
    [memberId],
  );
  return new Map(rows.map((row) => [row.promotionId, row]));
}

export function findEntry(db: Database, id: number): EntryRow | undefined {
  return db.get<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM promotion_entries WHERE id = ?`, [id]);
}

export function findEntryOf(
  db: Database,
  promotionId: number,
  memberId: number,
): EntryRow | undefined {
  return db.get<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM promotion_entries WHERE promotion_id = ? AND member_id = ?`,
    [promotionId, memberId],
  );
}

/** Throws a UNIQUE violation when the member has an entry in this promotion already. */
export function insertEntry(
  db: Database,
  entry: {
    promotionId: number;
    memberId: number;
    status: EntryStatus;
    comment: string | null;
    now: number;
  },
): number {
  return db.run(
    `INSERT INTO promotion_entries (promotion_id, member_id, status, comment, created_at)
     VALUES (?, ?, ?, ?, ?)`,
    [entry.promotionId, entry.memberId, entry.status, entry.comment, entry.now],
  ).lastInsertRowid;
}

export function insertImage(
  db: Database,
  entryId: number,
  position: number,
  mediaType: 'image/png' | 'image/jpeg',
  bytes: Uint8Array,
): void {
  db.run(
    'INSERT INTO promotion_images (entry_id, position, media_type, bytes) VALUES (?, ?, ?, ?)',
    [entryId, position, mediaType, bytes],
  );
}

/**
 * Moves an application on from Applying; answers whether it moved (false: decided already, so a
 * second decision, also a concurrent one, changes nothing).
 */
export function decideEntry(
  db: Database,
  entryId: number,
  status: 'Issued' | 'Rejected',
  now: number,
): boolean {
  return (
    db.run(
      `UPDATE promotion_entries SET status = ?, decided_at = ? WHERE id = ? AND status = 'Applying'`,
      [status, now, entryId],
    ).changes === 1
  );
}
