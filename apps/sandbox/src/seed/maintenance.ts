import type { Database } from '../db';

/**
 * The seeded maintenance: the fifth game in list order of every type, so each lobby's first page
 * shows one game that refuses to launch.
 */
export const SEED_MAINTENANCE_POSITION = 5;

/** The step "game maintenance" (migration 7 did it until the seed moved out of the migrations). */
export function seedGameMaintenance(db: Database): void {
  db.run(
    `INSERT OR IGNORE INTO game_maintenance (game_id)
     SELECT game_id FROM (
       SELECT game_id, ROW_NUMBER() OVER (PARTITION BY game_type ORDER BY sort_key) AS position
       FROM games
     ) WHERE position = ?`,
    [SEED_MAINTENANCE_POSITION],
  );
}
