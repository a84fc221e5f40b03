import { openDatabase } from '../db';
import type { Database } from '../db';
import { migrations } from '../db/migrations';
import { SEED_MERCHANTS } from '../seed';
import { seedAccounts } from '../seed/accounts';
import { seedBanners } from '../seed/banners';
import { seedContent, seedMerchants } from '../seed/content';
import { seedLobby } from '../seed/lobby';
import { seedGameMaintenance } from '../seed/maintenance';
import { withdrawHostileNotices } from '../seed/notices';
import { seedWinners } from '../seed/winners';

/**
 * What each migration seeded before migration 11 moved the seed out of them, in the order the
 * sandbox of that time ran it.
 */
const SEEDED_BY: ReadonlyMap<number, (db: Database) => void> = new Map([
  [1, seedMerchants],
  [3, seedContent],
  [5, seedAccounts],
  [6, seedLobby],
  [7, seedGameMaintenance],
  [
    8,
    (db: Database) => {
      seedBanners(db);
      for (const { code } of SEED_MERCHANTS) withdrawHostileNotices(db, code);
    },
  ],
  [10, seedWinners],
]);

/**
 * A database as a sandbox from before migration 11 left it, its migrations applied up to `version`:
 * the schema of those migrations with the data they seeded, and no `seed_steps`. The seeds run
 * after the schema rather than between its migrations; the later migrations only add tables,
 * indexes and columns with defaults, so the data is the same.
 */
export function openLegacyDatabase(file: string, version = 10): Database {
  if (version >= 11) throw new RangeError('Migration 11 is where the seed left the migrations');
  const db = openDatabase({ file, migrations: migrations.filter((m) => m.version <= version) });
  db.transaction(() => {
    for (const [seededBy, seed] of SEEDED_BY) if (seededBy <= version) seed(db);
  });
  return db;
}
