import type { Database } from '../db';
import { HOSTILE_NOTICE_TEXTS, NOTICE_TEXTS, SEED_MERCHANTS } from './data';
import type { SeedMerchant } from './data';

// The notices' dates count back from here; a fixed instant keeps the seed free of the clock.
const NOTICE_EPOCH = Date.UTC(2026, 0, 15, 8, 0, 0);

/**
 * A notice's id and date by its place in the brand's list: the real notices first, the hostile
 * ones after them. The hostile ones keep the ids and dates they had when every brand was seeded
 * with them, so the journeys that open them see the same board as before.
 */
function noticeSlot(merchant: SeedMerchant, position: number): { id: number; createdAt: string } {
  const brandIndex = SEED_MERCHANTS.findIndex((m) => m.code === merchant);
  return {
    id: (brandIndex + 1) * 1000 + position + 1,
    createdAt: new Date(NOTICE_EPOCH - position * 3_600_000).toISOString(),
  };
}

const hostileIds = (merchant: SeedMerchant): number[] =>
  HOSTILE_NOTICE_TEXTS.map((_, index) => noticeSlot(merchant, NOTICE_TEXTS.length + index).id);

/** The notices every visitor of a brand reads: a welcome, maintenance, a new vendor, promotions. */
export function seedNotices(db: Database, merchant: SeedMerchant): void {
  const brand = SEED_MERCHANTS.find((m) => m.code === merchant)?.name ?? merchant;
  NOTICE_TEXTS.forEach((notice, position) => {
    insertNotice(db, merchant, position, {
      ...notice,
      title: position === 0 ? `${notice.title} at ${brand}` : notice.title,
    });
  });
}

/**
 * Gives one brand the notices with hostile markup, for the tests that prove the site defuses
 * them (a dev control). Adding them twice changes nothing. Answers how many the brand now has.
 */
export function addHostileNotices(db: Database, merchant: SeedMerchant): number {
  db.transaction(() => {
    HOSTILE_NOTICE_TEXTS.forEach((notice, index) => {
      insertNotice(db, merchant, NOTICE_TEXTS.length + index, notice);
    });
  });
  return countHostileNotices(db, merchant);
}

/** Takes the hostile notices away from a brand; answers how many it has left (0). */
export function withdrawHostileNotices(db: Database, merchant: SeedMerchant): number {
  const ids = hostileIds(merchant);
  db.run(`DELETE FROM notices WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
  return countHostileNotices(db, merchant);
}

function countHostileNotices(db: Database, merchant: SeedMerchant): number {
  const ids = hostileIds(merchant);
  return (
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM notices WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )?.n ?? 0
  );
}

function insertNotice(
  db: Database,
  merchant: SeedMerchant,
  position: number,
  notice: { type: string; title: string; content: string },
): void {
  const { id, createdAt } = noticeSlot(merchant, position);
  // A replace, so adding the hostile notices again leaves one copy of each.
  db.run(
    `INSERT OR REPLACE INTO notices (id, merchant, type, title, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [id, merchant, notice.type, notice.title, notice.content, createdAt],
  );
}
