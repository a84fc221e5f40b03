import { openDatabase } from '../db';
import type { Database, OpenOptions } from '../db';
import { seedDatabase } from '../seed';

/** A database as the sandbox starts on one: the migrations, then the seed steps it has not had. */
export function seededDatabase(
  options: OpenOptions = { memory: true },
  now: number = Date.now(),
): Database {
  const db = openDatabase(options);
  try {
    seedDatabase(db, now);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
